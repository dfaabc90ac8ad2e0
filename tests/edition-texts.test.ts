import fs from 'fs';
import { describe, expect, it } from 'vitest';
import { editionTextsFile, textsOfEditions } from '../plugins/editions/texts';

/** The shape of a value: its keys all the way down, arrays by length. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
  }
  return typeof value;
}

describe("the build's texts per edition (plugins/editions/texts/)", () => {
  const files = ['en-US', 'zh-CN'].map((id) =>
    JSON.parse(fs.readFileSync(editionTextsFile(id), 'utf8')),
  );

  it('give every edition the same texts, none of them empty', () => {
    expect(shape(files[1])).toEqual(shape(files[0]));
    const strings = JSON.stringify(files).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(strings).not.toContain('""');
  });

  it("hand out one feature's texts by edition id", () => {
    const texts = textsOfEditions<{ source: string }>('page-markdown');
    expect(Object.keys(texts).sort()).toEqual(['en-US', 'zh-CN']);
    expect(texts['zh-CN'].source).toBe('来源：');
  });

  it('stop with a message naming the file when a feature has no texts', () => {
    expect(() => textsOfEditions('no-such-feature')).toThrow(
      /the English edition has no "no-such-feature" texts in .*texts\/en-US\.json/,
    );
  });
});
