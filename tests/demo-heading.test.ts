import { describe, expect, it } from 'vitest';
import { demoHeadingLevel } from '../.dumi/theme/common/demo-heading';

const PAGE_TOC = [
  { id: 'data-board', depth: 1 },
  { id: 'features', depth: 2 },
  { id: 'mes-databoard-demo-kpi-tiles', depth: 3 },
  { id: 'mes-databoard-demo-kpi-board', depth: 3 },
  { id: 'details', depth: 3 },
  { id: 'mes-databoard-demo-kpi-locale', depth: 3 },
];

describe('demoHeadingLevel', () => {
  it('puts a demo one level below the page heading before it', () => {
    expect(demoHeadingLevel('mes-databoard-demo-kpi-tiles', [PAGE_TOC])).toBe(3);
    expect(demoHeadingLevel('mes-databoard-demo-kpi-locale', [PAGE_TOC])).toBe(4);
  });

  it('skips the titles of other demos, so sibling demos share one level', () => {
    expect(demoHeadingLevel('mes-databoard-demo-kpi-board', [PAGE_TOC])).toBe(3);
  });

  it('matches the lower-cased id that the table of contents lists', () => {
    expect(demoHeadingLevel('MES-DataBoard-demo-kpi-tiles', [PAGE_TOC])).toBe(3);
  });

  it("finds a demo in a content tab's list", () => {
    const tabToc = [
      { id: 'deployment', depth: 2 },
      { id: 'server-demo-setup', depth: 3 },
    ];
    expect(demoHeadingLevel('server-demo-setup', [PAGE_TOC, tabToc])).toBe(3);
  });

  it('stops at level 6 and falls back to level 2 for an unlisted demo', () => {
    const deep = [
      { id: 'six', depth: 6 },
      { id: 'x-demo-a', depth: 3 },
    ];
    expect(demoHeadingLevel('x-demo-a', [deep])).toBe(6);
    expect(demoHeadingLevel('x-demo-missing', [PAGE_TOC])).toBe(2);
  });

  it('gives level 2 to a demo before any heading', () => {
    expect(demoHeadingLevel('x-demo-a', [[{ id: 'x-demo-a', depth: 3 }]])).toBe(2);
  });
});
