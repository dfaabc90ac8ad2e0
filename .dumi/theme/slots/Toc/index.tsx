import { history, Link, useIntl, useLocation } from 'dumi';
import 'dumi/theme-default/slots/Toc/index.less';
import './index.less';
import React, { useEffect, useMemo, useState, type FC } from 'react';
import { withOwnBoundary } from '../../common/own-boundary';
import { usePageToc } from '../../common/usePageDetails';
import { decodedId } from '../../common/useScrollToHash';

/** How far below the top of the window a heading counts as the one being read, in pixels. */
const READING_LINE = 120;

/**
 * The page's table of contents (its h2 and h3 headings). Unlike dumi's own, it is rendered on the
 * server too, so the prerendered page carries it; the entry being read is marked once scripts run.
 * It is a named complementary landmark.
 */
const TocEntries: FC = () => {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const toc = usePageToc();
  const entries = useMemo(() => toc.filter(({ depth }) => depth > 1 && depth < 4), [toc]);
  const [activeId, setActiveId] = useState<string>();

  useEffect(() => {
    const update = () => {
      let current: string | undefined;
      for (const { id } of entries) {
        const heading = document.getElementById(id);
        if (heading && heading.getBoundingClientRect().top <= READING_LINE) current = id;
      }
      setActiveId(current ?? entries[0]?.id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [entries, pathname, search]);

  if (!entries.length) return null;
  return (
    <aside className="tl-toc" aria-label={intl.formatMessage({ id: 'a11y.toc.label' })}>
      <ul className="dumi-default-toc">
        {entries.map(({ id, depth, title }) => (
          <li key={id} data-depth={depth}>
            <Link
              to={`${search}#${encodeURIComponent(id)}`}
              title={title}
              className={id === activeId ? 'active' : undefined}
              onClickCapture={() => {
                // a second click on the current entry should scroll to it again
                if (decodedId(hash.slice(1)) === id) history.replace(pathname + search);
              }}
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
};

/** The TOC waits for the page's chunk, which holds it, on its own (page-details.ts). */
export default withOwnBoundary(TocEntries);
