import React, { type FC, type ReactNode } from 'react';
import './index.css';

export interface KpiBoardProps {
  /** Heading of the board, for example the line or the shift it covers. */
  title: string;
  /** When the figures were last read, shown under the title as given. */
  updatedAt?: string;
  /** Tiles per row. Without it the board fits as many 200 px tiles as the width allows. */
  columns?: number;
  /** The tiles, usually `KpiTile` elements. */
  children: ReactNode;
}

/**
 * A titled grid of KPI tiles, as the data board shows it for one line or one shift.
 *
 * @since 1.0.0
 */
export const KpiBoard: FC<KpiBoardProps> = ({ title, updatedAt, columns, children }) => (
  <section className="tl-kpi-board" aria-label={title}>
    <header className="tl-kpi-board-header">
      <p className="tl-kpi-board-title">{title}</p>
      {updatedAt && <p className="tl-kpi-board-updated">Updated {updatedAt}</p>}
    </header>
    <div
      className="tl-kpi-board-grid"
      style={
        columns && columns > 0
          ? { gridTemplateColumns: `repeat(${Math.floor(columns)}, minmax(0, 1fr))` }
          : undefined
      }
    >
      {children}
    </div>
  </section>
);

export default KpiBoard;
