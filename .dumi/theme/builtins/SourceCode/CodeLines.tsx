import React, { type FC, type ReactNode } from 'react';

interface CodeLinesProps {
  lines: ReactNode[];
  highlightLines: number[];
  numbered: boolean;
}

/**
 * The lines of a code block as phrasing content (spans), the only content a <pre> may hold; the
 * style sheet lays each line out as a table row with its number in the first cell.
 */
export const CodeLines: FC<CodeLinesProps> = ({ lines, highlightLines, numbered }) => (
  <>
    {lines.map((line, index) => (
      <span
        key={index}
        className={[numbered && 'wrap', highlightLines.includes(index + 1) && 'highlighted']
          .filter(Boolean)
          .join(' ')}
        data-line
      >
        {numbered && (
          <span className="token-line-num" aria-hidden="true">
            {index + 1}
          </span>
        )}
        <span className={numbered ? 'token-line line-cell' : 'token-line'}>{line}</span>
      </span>
    ))}
  </>
);
