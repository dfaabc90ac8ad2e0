import { history } from 'dumi';
import React, { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
// written by plugins/page-checks/index.ts on every check in `dumi dev`, with the panel's texts
import written, { texts } from '@@/plugin-pageChecks/problems';
import { editionOfPath } from '../../shared/editions';
import { canonicalPath } from '../../pages/browser/route-paths';
import type { Problem } from '../problems';

const problems: Problem[] = written;

const panel: CSSProperties = {
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 10000,
  width: 'min(720px, calc(100vw - 32px))',
  maxHeight: '45vh',
  overflow: 'auto',
  padding: '12px 16px',
  border: '2px solid #ff7875',
  borderRadius: 8,
  background: '#1f1f1f',
  color: '#f5f5f5',
  font: '14px/1.5 system-ui, sans-serif',
  boxShadow: '0 6px 24px rgba(0, 0, 0, 0.35)',
};
const code: CSSProperties = { font: '13px/1.5 ui-monospace, monospace', color: '#ffccc7' };

/**
 * The page checks' problems over the page being read, those of this page first, each as
 * `file:line:column  problem  (how to fix)`, in the edition's language. It is gone once every
 * problem is fixed.
 */
function ProblemsPanel() {
  const [open, setOpen] = useState(true);
  const [pathname, setPathname] = useState(() => location.pathname);
  useEffect(() => history.listen(({ location: { pathname } }) => setPathname(pathname)), []);
  if (!problems.length) return null;
  const here = canonicalPath(pathname);
  const sorted = [...problems].sort((a, b) => Number(b.route === here) - Number(a.route === here));
  const text = (id: string) => texts[editionOfPath(pathname).id][`pageChecks.${id}`];
  return (
    <section style={panel} role="region" aria-label={text('title')} data-page-checks="">
      <p style={{ display: 'flex', justifyContent: 'space-between', gap: 16, margin: 0 }}>
        <strong aria-live="polite">
          ⚠ {text('count').replace('{count}', String(problems.length))}
        </strong>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {text(open ? 'hide' : 'show')}
        </button>
      </p>
      {open && (
        <>
          <p style={{ margin: '4px 0 8px', color: '#bfbfbf' }}>{text('hint')}</p>
          <ol style={{ margin: 0, paddingLeft: 20 }}>
            {sorted.map((problem) => (
              <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.message}`}>
                <span style={code}>
                  {problem.file}:{problem.line}:{problem.column}
                </span>
                {problem.route === here && <em> ({text('thisPage')})</em>} {problem.message}{' '}
                <span style={{ color: '#bfbfbf' }}>({problem.fix})</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** `dumi dev` only (index.ts adds it): the problems panel beside the app. */
export function innerProvider(container: ReactNode) {
  return (
    <>
      {container}
      <ProblemsPanel />
    </>
  );
}
