import React, { useRef, type FC, type KeyboardEvent, type ReactNode } from 'react';

interface FileTabsProps {
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
  label: string;
  /** Each file's name and what its panel shows. */
  files: { name: string; panel: ReactNode }[];
  active: number;
  onSelect: (index: number) => void;
}

/** Where each key moves the focus in a row of `count` tabs, starting at `from`. */
const KEY_MOVES: Record<string, (from: number, count: number) => number> = {
  ArrowRight: (from, count) => (from + 1) % count,
  ArrowLeft: (from, count) => (from - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The file switcher of a multi-file demo: a tablist in which only the selected tab is a Tab stop
 * and the arrow keys, Home and End select and focus the other files.
 */
const FileTabs: FC<FileTabsProps> = ({ idPrefix, label, files, active, onSelect }) => {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${idPrefix}-tab-${index}`;
  const panelId = (index: number) => `${idPrefix}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(active, files.length);
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div className="tl-demo-files" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {files.map(({ name }, index) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === active}
            aria-controls={panelId(index)}
            tabIndex={index === active ? 0 : -1}
            onClick={() => onSelect(index)}
          >
            {name}
          </button>
        ))}
      </div>
      {/* every panel stays mounted, so that an edit survives a visit to another file */}
      {files.map(({ name, panel }, index) => (
        <div
          key={name}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== active}
        >
          {panel}
        </div>
      ))}
    </>
  );
};

export default FileTabs;
