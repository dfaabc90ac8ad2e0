/** How a figure compares with its target. `neutral` means no target was given. */
export type KpiStatus = 'good' | 'warning' | 'critical' | 'neutral';

export interface KpiStatusInput {
  value: number;
  target?: number;
  higherIsBetter?: boolean;
  warningMargin?: number;
}

/**
 * Rates a figure against its target: `good` when the target is met, `warning` when it is missed by
 * no more than `warningMargin` (a fraction of the target), `critical` beyond that.
 */
export function kpiStatus({
  value,
  target,
  higherIsBetter = true,
  warningMargin = 0.05,
}: KpiStatusInput): KpiStatus {
  if (target === undefined || !Number.isFinite(target) || !Number.isFinite(value)) return 'neutral';
  const shortfall = higherIsBetter ? target - value : value - target;
  if (shortfall <= 0) return 'good';
  return shortfall <= Math.abs(target) * warningMargin ? 'warning' : 'critical';
}

/** The direction of a series of readings, comparing its last reading with its first. */
export function trendDirection(readings: readonly number[]): 'rising' | 'falling' | 'flat' {
  if (readings.length < 2) return 'flat';
  const change = readings[readings.length - 1] - readings[0];
  if (change === 0) return 'flat';
  return change > 0 ? 'rising' : 'falling';
}

/** Points of an SVG polyline drawing `readings` inside a `width` × `height` box. */
export function sparklinePoints(
  readings: readonly number[],
  width: number,
  height: number,
): string {
  if (readings.length < 2) return '';
  const min = Math.min(...readings);
  const span = Math.max(...readings) - min || 1;
  const step = width / (readings.length - 1);
  return readings
    .map((reading, i) => {
      const x = i * step;
      const y = height - ((reading - min) / span) * height;
      return `${+x.toFixed(1)},${+y.toFixed(1)}`;
    })
    .join(' ');
}
