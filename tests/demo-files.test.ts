import { describe, expect, it } from 'vitest';
import { orderDemoFiles } from '../.dumi/theme/common/demo-files';

const file = (value: string) => ({ value });
const names = (files: [string, { value: string }][]) => orderDemoFiles(files).map(([name]) => name);

const ENTRY = file(
  "import { SHIFT_NAMES } from './shift-names';\nimport { greetingFor } from './shift-greeting-text';\n",
);

describe('orderDemoFiles', () => {
  it('lists the imported files in the order the entry imports them, whatever order they came in', () => {
    const expected = ['index.tsx', 'shift-names.ts', 'shift-greeting-text.ts'];
    expect(
      names([
        ['index.tsx', ENTRY],
        ['shift-greeting-text.ts', file('')],
        ['shift-names.ts', file('')],
      ]),
    ).toEqual(expected);
    expect(
      names([
        ['index.tsx', ENTRY],
        ['shift-names.ts', file('')],
        ['shift-greeting-text.ts', file('')],
      ]),
    ).toEqual(expected);
  });

  it('puts files the entry does not import itself after the rest, by name', () => {
    expect(
      names([
        ['index.tsx', file("import { a } from './b.ts';\n")],
        ['./z-helper.ts', file('')],
        ['./b.ts', file('')],
        ['./c-helper.ts', file('')],
      ]),
    ).toEqual(['index.tsx', './b.ts', './c-helper.ts', './z-helper.ts']);
  });

  it('does not take a file whose name only starts like an imported one for it', () => {
    expect(
      names([
        ['index.tsx', file("import x from './names';\n")],
        ['names-extra.ts', file('')],
        ['names.ts', file('')],
      ]),
    ).toEqual(['index.tsx', 'names.ts', 'names-extra.ts']);
  });
});
