import { useIntl, useLocation, type IPreviewerProps } from 'dumi';
import React, { lazy, Suspense, useEffect, useMemo, useRef, useState, type FC } from 'react';
import { demoHeadingLevel } from '../../common/demo-heading';
import '../../common/intl/demo-messages';
import { demoUrlFor, editionOf } from '../../../../plugins/shared/editions';
import { useMountedByHydration } from '../../common/useMountedByHydration';
import { usePageToc } from '../../common/usePageDetails';
import PreviewerActions from '../../slots/PreviewerActions';
import 'dumi/theme-default/builtins/Previewer/index.less';
import './index.less';

const LiveDemo = lazy(() => import('./LiveDemo'));

/** The language the site's demos are written in (src/ and docs/**\/demos/). */
const DEMO_LANG = 'en';

/**
 * A demo block: the live demo (or its iframe), a compile-error bar, the title and description,
 * and the actions slot. It keeps dumi's class names and data attributes, so dumi's demo styles
 * apply, but titles the demo with a heading one level below the page heading before it instead
 * of a fixed <h5>, which would skip levels in the page outline.
 */
const SitePreviewer: FC<IPreviewerProps> = (props) => {
  const id = props.asset.id;
  const { hash } = useLocation();
  // the demo is in the open tab, or in the page when none is open
  const toc = usePageToc();
  const demoRef = useRef<HTMLDivElement>(null);
  // the live compiler loads with the first edit of the demo's code
  const [editedSource, setEditedSource] = useState<Record<string, string>>();
  const [editError, setEditError] = useState<Error | null>(null);
  const [demoContainer, setDemoContainer] = useState<HTMLDivElement | HTMLIFrameElement>();
  const link = `#${id}`;
  const { locale } = useIntl();
  // on a Chinese page the demo's own page runs in Chinese too
  const demoUrl = demoUrlFor(props.demoUrl, locale);
  // the demos' labels and sample data are English: said so where the page is in another language
  const demoLang = editionOf(locale).lang === DEMO_LANG ? undefined : DEMO_LANG;

  // the demo element exists only after the first render: hand it to the actions then
  useEffect(() => {
    const demo = demoRef.current ?? undefined;
    setDemoContainer(props.iframe ? (demo?.querySelector('iframe') ?? undefined) : demo);
  }, [props.iframe]);

  // On a prerendered page the server had no hash, and hydration keeps the server's attributes,
  // so a page opened on `#{demo id}` would show no highlight: set it once after hydration.
  useEffect(() => {
    if (hash === link) document.getElementById(id)?.setAttribute('data-active', 'true');
    // only the first render after hydration can differ from the prerendered markup
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // dumi loads the demo's component lazily: in a prerendered page it is a boundary of its own, so
  // that the title, description and actions hydrate without it (see the Demo builtin)
  const mountedByHydration = useMountedByHydration();
  const demo = useMemo(
    () =>
      mountedByHydration ? <Suspense fallback={null}>{props.children}</Suspense> : props.children,
    [mountedByHydration, props.children],
  );

  const Title = `h${demoHeadingLevel(id, [toc])}` as 'h2';

  return (
    <div
      id={id}
      className={['dumi-default-previewer', props.className].filter(Boolean).join(' ')}
      style={props.style}
      data-debug={props.debug || undefined}
      data-active={hash === link || undefined}
    >
      <div
        ref={demoRef}
        className="dumi-default-previewer-demo"
        lang={demoLang}
        style={{ background: props.background }}
        data-compact={props.compact || undefined}
        data-transform={props.transform || undefined}
        data-iframe={props.iframe || undefined}
        data-error={Boolean(editError) || undefined}
      >
        {props.iframe ? (
          <iframe
            title={props.title ?? id}
            src={demoUrl}
            style={
              typeof props.iframe === 'number' || typeof props.iframe === 'string'
                ? { height: Number(props.iframe) }
                : undefined
            }
          />
        ) : editedSource ? (
          <Suspense fallback={props.children}>
            <LiveDemo id={id} source={editedSource} onError={setEditError}>
              {props.children}
            </LiveDemo>
          </Suspense>
        ) : (
          demo
        )}
      </div>
      {editError && (
        <div className="dumi-default-previewer-demo-error" role="alert">
          {editError.toString()}
        </div>
      )}
      <div className="dumi-default-previewer-meta">
        {(props.title || props.debug) && (
          <div className="dumi-default-previewer-desc">
            <Title className="tl-demo-title">
              <a href={link}>
                {props.debug && <strong>DEV ONLY</strong>}
                {props.title}
              </a>
            </Title>
            {props.description && (
              <div className="markdown" dangerouslySetInnerHTML={{ __html: props.description }} />
            )}
          </div>
        )}
        <PreviewerActions
          {...props}
          demoUrl={demoUrl}
          onSourceChange={setEditedSource}
          demoContainer={demoContainer as HTMLDivElement}
        />
      </div>
    </div>
  );
};

export default SitePreviewer;
