import React, { type FC } from 'react';
import { kpiStatus, sparklinePoints, trendDirection, type KpiStatus } from './status';
import { usableLocale } from '../visitor-locale';
import { useVisitorLocale } from './visitor-locale';
import './index.css';

export interface KpiTileProps {
  /** What the figure measures, for example "Units produced". */
  label: string;
  /** The current reading. */
  value: number;
  /** The figure the shift or the day aims for. Without it the tile shows no status. */
  target?: number;
  /**
   * Unit written after the value and the target, for example "%" or " pcs".
   * @default ""
   */
  unit?: string;
  /**
   * Decimal places shown for the value and the target.
   * @default 0
   */
  precision?: number;
  /**
   * BCP 47 language tag used to format the numbers, for example "de-DE". Defaults to the
   * visitor's language (a prerendered page shows en-US numbers until its scripts run); a tag
   * that is not valid falls back to it too.
   * @since 1.0.0
   */
  locale?: string;
  /**
   * `false` for figures where less is better, such as scrap or downtime.
   * @default true
   */
  higherIsBetter?: boolean;
  /**
   * How far below the target (as a fraction of it) still counts as a warning rather than critical.
   * @default 0.05
   */
  warningMargin?: number;
  /** Sets the status directly instead of computing it from `value` and `target`. */
  status?: KpiStatus;
  /**
   * Recent readings, oldest first, drawn as a small line under the value.
   * @beta The shape of this prop may change while the data board's history API settles.
   */
  trend?: number[];
}

const STATUS_TEXT: Record<KpiStatus, string> = {
  good: 'On target',
  warning: 'Near target',
  critical: 'Off target',
  neutral: 'No target',
};

const TREND_ARROW = { rising: '▲', falling: '▼', flat: '▶' } as const;

/**
 * One figure of the data board: the current value, its target, a status colour that is also
 * written out in words, and an optional trend line.
 *
 * @since 1.0.0
 */
export const KpiTile: FC<KpiTileProps> = ({
  label,
  value,
  target,
  unit = '',
  precision = 0,
  locale,
  higherIsBetter = true,
  warningMargin = 0.05,
  status,
  trend,
}) => {
  const visitorLocale = useVisitorLocale();
  const resolved = status ?? kpiStatus({ value, target, higherIsBetter, warningMargin });
  const digits = { minimumFractionDigits: precision, maximumFractionDigits: precision };
  const numberLocale = usableLocale(locale) ?? visitorLocale;
  const format = (n: number) => `${n.toLocaleString(numberLocale, digits)}${unit}`;
  const direction = trend ? trendDirection(trend) : undefined;

  return (
    <div role="group" className="tl-kpi-tile" data-status={resolved} aria-label={label}>
      <p className="tl-kpi-tile-label">{label}</p>
      <p className="tl-kpi-tile-value">{Number.isFinite(value) ? format(value) : '–'}</p>
      <p className="tl-kpi-tile-meta">
        <span className="tl-kpi-tile-status">{STATUS_TEXT[resolved]}</span>
        {target !== undefined && <span> · target {format(target)}</span>}
      </p>
      {trend && direction && trend.length > 1 && (
        <p className="tl-kpi-tile-trend">
          <svg viewBox="0 0 100 24" width="100" height="24" aria-hidden="true" focusable="false">
            <polyline points={sparklinePoints(trend, 100, 22)} fill="none" stroke="currentColor" />
          </svg>
          <span>
            {TREND_ARROW[direction]} {direction} over the last {trend.length} readings
          </span>
        </p>
      )}
    </div>
  );
};

export type { KpiStatus };
export default KpiTile;
