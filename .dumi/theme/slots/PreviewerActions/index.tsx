import { loadDemoSources } from '@@/plugin-demoExport/loader';
import { useDemo, useIntl, type IPreviewerProps } from 'dumi';
import PreviewerActionsExtra from 'dumi/theme-original/slots/PreviewerActionsExtra';
import React, {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FC,
  type ReactNode,
} from 'react';
import SourceCode from '../../builtins/SourceCode';
import { copyText } from '../../common/copy-text';
import { externalUrl } from '../../../../plugins/shared/links';
import { isEditable, type EditableDemo } from '../../common/live-demo';
import { sketchJSON } from '../../common/sketch';
import SourceCodeEditor from '../SourceCodeEditor';
import { orderDemoFiles } from '../../common/demo-files';
import FileTabs from './FileTabs';
import {
  IconBolt,
  IconCode,
  IconDone,
  IconGem,
  IconHideCode,
  IconOpenOutside,
  IconSandbox,
} from './icons';
import './index.less';

export interface IPreviewerActionsProps extends IPreviewerProps {
  disabledActions?: ('CSB' | 'STACKBLITZ' | 'EXTERNAL' | 'HTML2SKETCH')[];
  extra?: ReactNode;
  forceShowCode?: boolean;
  demoContainer?: HTMLDivElement | HTMLIFrameElement | null;
  onSourceTranspile?: (args: { err?: null; source: Record<string, string> }) => void;
  onSourceChange?: (source: Record<string, string>) => void;
}

/** How long the Sketch action shows that the copy succeeded. */
const COPIED_FEEDBACK_MS = 2_000;

/**
 * The element to convert for Sketch. The demo block renders its actions before its demo element
 * exists, so the prop can still be empty: then the demo is looked up by the block's id.
 */
function sketchSource(props: IPreviewerActionsProps) {
  if (props.demoContainer) return props.demoContainer;
  const demo = document
    .getElementById(props.asset.id)
    ?.querySelector('.dumi-default-previewer-demo');
  const frame = demo?.querySelector(':scope > iframe');
  return (frame ?? demo) as HTMLDivElement | HTMLIFrameElement | null;
}

/** The file name shown to visitors: without dumi's leading "./". */
const displayName = (file: string) => file.replace(/^\.\//, '');
type Language = ComponentProps<typeof SourceCodeEditor>['lang'];
const language = (file: string) => (/\.([^.]+)$/.exec(file)?.[1] ?? 'text') as Language;

/** An icon-only button, named by the text its tooltip shows. */
const ActionButton: FC<{ name: string; onClick: () => void; children: ReactNode }> = ({
  name,
  onClick,
  children,
}) => (
  <button
    type="button"
    className="tl-demo-action"
    aria-label={name}
    data-tip={name}
    onClick={onClick}
  >
    {children}
  </button>
);

/**
 * The demo block's toolbar and source view: open the demo in CodeSandbox, StackBlitz or on its own
 * page, copy it to Sketch, and show its code (live-editable for the entry file, with a file
 * switcher for multi-file demos). Icon-only controls are named by their tooltip text.
 */
const PreviewerActions: FC<IPreviewerActionsProps> = (props) => {
  const intl = useIntl();
  const message = (id: string) => intl.formatMessage({ id });
  // edits compile in the page; a demo shown in an iframe has no compiler here
  const editable = !props.iframe && isEditable(useDemo(props.asset.id) as EditableDemo | undefined);
  const files = orderDemoFiles(
    Object.entries(props.asset.dependencies).filter(([, dependency]) => dependency.type === 'FILE'),
  );
  const [activeFile, setActiveFile] = useState(0);
  const [showCode, setShowCode] = useState(Boolean(props.forceShowCode || props.defaultShowCode));
  // the Sketch copy's outcome, shown on the icon and announced for 2 s
  const [copyState, setCopyState] = useState<'copied' | 'failed' | null>(null);
  const copyTimer = useRef<number>();
  useEffect(() => () => window.clearTimeout(copyTimer.current), []);
  // set when the files for "Open in CodeSandbox / StackBlitz" did not download; the next try clears it
  const [exportFailed, setExportFailed] = useState(false);
  const openElsewhere = (where: 'openCodeSandbox' | 'openStackBlitz') =>
    Promise.all([loadDemoSources(), import('../../common/open-elsewhere')]).then(
      ([, exporters]) => {
        setExportFailed(false);
        exporters[where](props);
      },
      () => setExportFailed(true),
    );
  const enabled = (action: NonNullable<IPreviewerActionsProps['disabledActions']>[number]) =>
    !props.disabledActions?.includes(action);

  const copyToSketch = async (type: 'group' | 'symbol') => {
    let outcome: 'copied' | 'failed' = 'copied';
    try {
      const source = sketchSource(props);
      if (!source) throw new Error('The demo has not rendered yet');
      const data = await sketchJSON(source, type);
      if (!(await copyText(JSON.stringify(data)))) outcome = 'failed';
    } catch {
      outcome = 'failed';
    }
    setCopyState(outcome);
    window.clearTimeout(copyTimer.current);
    copyTimer.current = window.setTimeout(() => setCopyState(null), COPIED_FEEDBACK_MS);
  };

  const onSketchChoice = (choice: string) => {
    if (choice === 'group' || choice === 'symbol') void copyToSketch(choice);
    else if (choice === 'guide') window.open(externalUrl('sketchGuide'), '_blank', 'noopener');
  };

  /** One file's code: live-editable for the entry file when the demo can compile in the page. */
  const codeView = (fileName: string, index: number) => {
    const source = files[index][1].value.trim();
    const editableFile = editable && index === 0;
    const note = editableFile
      ? message('previewer.actions.code.editable')
      : index > 0 && message('previewer.actions.code.readonly');
    return (
      <>
        {note && <p className="tl-demo-code-note">{note}</p>}
        {editableFile ? (
          <SourceCodeEditor
            lang={language(fileName)}
            initialValue={source}
            onChange={(edited: string) => {
              props.onSourceChange?.({ [fileName]: edited });
              props.onSourceTranspile?.({ source: { [fileName]: edited } });
            }}
          />
        ) : (
          <SourceCode lang={language(fileName)}>{source}</SourceCode>
        )}
      </>
    );
  };
  const codeToggle = message(`previewer.actions.code.${showCode ? 'shrink' : 'expand'}`);

  return (
    <>
      <div className="dumi-default-previewer-actions tl-demo-actions">
        {enabled('CSB') && (
          <ActionButton
            name={message('previewer.actions.codesandbox')}
            onClick={() => openElsewhere('openCodeSandbox')}
          >
            <IconSandbox />
          </ActionButton>
        )}
        {enabled('STACKBLITZ') && (
          <ActionButton
            name={message('previewer.actions.stackblitz')}
            onClick={() => openElsewhere('openStackBlitz')}
          >
            <IconBolt />
          </ActionButton>
        )}
        {enabled('HTML2SKETCH') && (
          <span
            className="tl-demo-action tl-demo-sketch"
            data-tip={message('previewer.actions.sketch')}
            data-copied={copyState === 'copied' || undefined}
          >
            {copyState === 'copied' ? <IconDone /> : <IconGem />}
            <select
              aria-label={message('previewer.actions.sketch')}
              // a menu of commands: it shows its prompt again after each choice
              value=""
              onChange={(event) => onSketchChoice(event.target.value)}
            >
              <option value="">{message('previewer.actions.sketch')}</option>
              <option value="group">{message('previewer.actions.sketch.group')}</option>
              <option value="symbol">{message('previewer.actions.sketch.symbol')}</option>
              <option value="guide">{message('previewer.actions.sketch.guide')}</option>
            </select>
          </span>
        )}
        {enabled('EXTERNAL') && (
          <a
            className="tl-demo-action"
            href={props.demoUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={message('previewer.actions.separate')}
            data-tip={message('previewer.actions.separate')}
          >
            <IconOpenOutside />
          </a>
        )}
        {props.extra}
        <PreviewerActionsExtra {...props} />
        {!props.forceShowCode && (
          <ActionButton name={codeToggle} onClick={() => setShowCode((shown) => !shown)}>
            {showCode ? <IconHideCode /> : <IconCode />}
          </ActionButton>
        )}
        <span className="tl-visually-hidden" role="status">
          {copyState && message(`previewer.actions.sketch.${copyState}`)}
        </span>
      </div>
      {exportFailed && (
        <p className="tl-demo-code-note" role="alert">
          {message('previewer.actions.export.failed')}
        </p>
      )}
      {showCode && files.length > 0 && (
        <div className="dumi-default-previewer-sources">
          {files.length > 1 ? (
            <FileTabs
              idPrefix={`${props.asset.id}-files`}
              label={message('previewer.actions.files')}
              files={files.map(([name], index) => ({
                name: displayName(name),
                panel: codeView(name, index),
              }))}
              active={activeFile}
              onSelect={setActiveFile}
            />
          ) : (
            codeView(files[0][0], 0)
          )}
        </div>
      )}
    </>
  );
};

export default PreviewerActions;
