import { history } from 'dumi';
import React, { useEffect, useState, type CSSProperties } from 'react';
// written by plugins/page-checks/index.ts on every check in `dumi dev`, with the panel's texts
import problems, { texts as textsByEdition } from '@@/plugin-pageChecks/problems';
import { editionOfPath } from '../../shared/editions';
import { canonicalPath } from '../../pages/browser/route-paths';

interface ShownProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  fix: string;
  route?: string;
}

/** The panel's texts in the language of the edition being read. */
function texts(pathname: string) {
  const messages = textsByEdition[editionOfPath(pathname).id];
  const pick = (id: string) => messages[id];
  return {
    title: pick('pageChecks.title'),
    count: pick('pageChecks.count'),
    hint: pick('pageChecks.hint'),
    thisPage: pick('pageChecks.thisPage'),
    show: pick('pageChecks.show'),
    hide: pick('pageChecks.hide'),
  };
}

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
 * `dumi dev` only: the page checks' problems over the page being read, those of this page first,
 * each as `file:line:column  problem  (how to fix)`. It is gone once every problem is fixed.
 */
export default function ProblemsPanel() {
  const [open, setOpen] = useState(true);
  const [pathname, setPathname] = useState(() => location.pathname);
  useEffect(() => history.listen(({ location: { pathname } }) => setPathname(pathname)), []);
  const list = problems as ShownProblem[];
  if (!list.length) return null;
  const here = canonicalPath(pathname);
  const sorted = [...list].sort((a, b) => Number(b.route === here) - Number(a.route === here));
  const text = texts(pathname);
  return (
    <section style={panel} role="region" aria-label={text.title} data-page-checks="">
      <p style={{ display: 'flex', justifyContent: 'space-between', gap: 16, margin: 0 }}>
        <strong aria-live="polite">⚠ {text.count.replace('{count}', String(list.length))}</strong>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? text.hide : text.show}
        </button>
      </p>
      {open && (
        <>
          <p style={{ margin: '4px 0 8px', color: '#bfbfbf' }}>{text.hint}</p>
          <ol style={{ margin: 0, paddingLeft: 20 }}>
            {sorted.map((problem) => (
              <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.message}`}>
                <span style={code}>
                  {problem.file}:{problem.line}:{problem.column}
                </span>
                {problem.route === here && <em> ({text.thisPage})</em>} {problem.message}{' '}
                <span style={{ color: '#bfbfbf' }}>({problem.fix})</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
