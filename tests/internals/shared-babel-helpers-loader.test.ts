import { readFileSync } from 'fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error CommonJS webpack loader without type declarations
import shareBabelHelpers from '../../plugins/internals/entry/shared-babel-helpers-loader.cjs';

const run = (source: string) => shareBabelHelpers(source) as string;

describe('shared-babel-helpers-loader', () => {
  it('imports each inline Babel helper from @babel/runtime instead', () => {
    const source = [
      'function _slicedToArray(arr, i) { return _arrayWithHoles(arr) || _nonIterableRest(); }',
      'function _arrayWithHoles(arr) { if (Array.isArray(arr)) return arr; }',
      "import { useState } from 'react';",
      'export var useThing = function useThing() { var _useState = useState(1), _useState2 = _slicedToArray(_useState, 1); return _useState2[0]; };',
    ].join('\n');
    expect(run(source).split('\n')).toEqual([
      'import _slicedToArray from "@babel/runtime/helpers/esm/slicedToArray";',
      'import _arrayWithHoles from "@babel/runtime/helpers/esm/arrayWithHoles";',
      "import { useState } from 'react';",
      'export var useThing = function useThing() { var _useState = useState(1), _useState2 = _slicedToArray(_useState, 1); return _useState2[0]; };',
    ]);
  });

  it('recognises the objectSpread2 helper by the ownKeys function Babel writes before it', () => {
    const spread =
      'function _objectSpread(e) { for (var r = 1; r < arguments.length; r++) {} return e; }\nexport default _objectSpread;';
    const withOwnKeys = run(`function ownKeys(e, r) { return Object.keys(e); }\n${spread}`);
    expect(withOwnKeys).toContain(
      'import _objectSpread from "@babel/runtime/helpers/esm/objectSpread2";',
    );
    // without it, the function may be something else: it stays
    expect(run(spread)).toBe(spread);
  });

  it("leaves the file's own functions, and functions over several lines, alone", () => {
    const own = [
      'function _getAgnosticComponentModule() { return {}; }',
      'function _typeof(o) {',
      '  return typeof o;',
      '}',
      'function genNavItem(meta) { return meta; }',
      'export default genNavItem;',
    ].join('\n');
    expect(run(own)).toBe(own);
  });

  it("takes every helper out of dumi's client utilities, the generator runtime included", () => {
    const file = require.resolve('dumi/dist/client/theme-api/utils.js');
    const output = run(readFileSync(file, 'utf8'));
    expect(output).not.toMatch(/^function _(regeneratorRuntime|asyncToGenerator|slicedToArray)\(/m);
    expect(output).toContain(
      'import _regeneratorRuntime from "@babel/runtime/helpers/esm/regeneratorRuntime";',
    );
    expect(output).toMatch(/^function _getAgnosticComponentModule\(/m);
  });
});
