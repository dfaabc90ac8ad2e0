import { describe, expect, it } from 'vitest';
import { kpiStatus, sparklinePoints, trendDirection } from '../src/KpiTile/status';

describe('kpiStatus', () => {
  it('is good when the target is met or beaten', () => {
    expect(kpiStatus({ value: 100, target: 100 })).toBe('good');
    expect(kpiStatus({ value: 130, target: 100 })).toBe('good');
  });

  it('is a warning within the margin below the target, critical beyond it', () => {
    expect(kpiStatus({ value: 95, target: 100 })).toBe('warning');
    expect(kpiStatus({ value: 94.9, target: 100 })).toBe('critical');
    expect(kpiStatus({ value: 89, target: 100, warningMargin: 0.1 })).toBe('critical');
    expect(kpiStatus({ value: 91, target: 100, warningMargin: 0.1 })).toBe('warning');
  });

  it('reads the other way when lower is better', () => {
    expect(kpiStatus({ value: 1.5, target: 2, higherIsBetter: false })).toBe('good');
    expect(kpiStatus({ value: 2.05, target: 2, higherIsBetter: false })).toBe('warning');
    expect(kpiStatus({ value: 3.4, target: 2, higherIsBetter: false })).toBe('critical');
  });

  it('is neutral without a usable target or value', () => {
    expect(kpiStatus({ value: 5 })).toBe('neutral');
    expect(kpiStatus({ value: 5, target: Number.NaN })).toBe('neutral');
    expect(kpiStatus({ value: Number.NaN, target: 5 })).toBe('neutral');
  });
});

describe('trendDirection', () => {
  it('compares the last reading with the first', () => {
    expect(trendDirection([1, 5, 3])).toBe('rising');
    expect(trendDirection([4, 9, 2])).toBe('falling');
    expect(trendDirection([3, 1, 3])).toBe('flat');
    expect(trendDirection([7])).toBe('flat');
  });
});

describe('sparklinePoints', () => {
  it('spreads the readings over the width, highest at the top', () => {
    expect(sparklinePoints([0, 10, 5], 100, 20)).toBe('0,20 50,0 100,10');
  });

  it('draws a flat series along the bottom and nothing for fewer than two readings', () => {
    expect(sparklinePoints([4, 4], 10, 10)).toBe('0,10 10,10');
    expect(sparklinePoints([4], 10, 10)).toBe('');
  });
});
