import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './app-test';

/**
 * plugins/intl-alias.ts replaces react-intl with the site's own module in the browser bundles and
 * in the server bundle the pages are prerendered with, and plugins/intl-messages.ts parses the
 * messages at build time. These are texts only react-intl and formatjs's parsers contain (error
 * kinds of the message parser, the prefix of react-intl's errors, the skeleton parser's module
 * path, which the unminified server bundle names). The runtime uses formatjs's syntax tree types.
 */
const FORMATJS_MARKERS = [
  'EXPECT_ARGUMENT_CLOSING_BRACE',
  'MISSING_OTHER_CLAUSE',
  'icu-skeleton-parser',
  '[React Intl]',
];
/** A text from the site's own intl runtime (.dumi/theme/common/intl/create-intl.ts). */
const OWN_RUNTIME_MARKER = 'has no usable value';

const scripts = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));

for (const folder of ['dist', 'server']) {
  test(`no script in ${folder}/ holds react-intl or a message parser, and one holds the site's intl`, () => {
    expect(existsSync(folder), `${folder}/ is written by npm run build`).toBe(true);
    const files = scripts(folder);
    expect(files.length).toBeGreaterThan(0);
    const withFormatjs = files
      .filter(({ text }) => FORMATJS_MARKERS.some((marker) => text.includes(marker)))
      .map(({ name }) => name);
    expect(withFormatjs).toEqual([]);
    expect(files.filter(({ text }) => text.includes(OWN_RUNTIME_MARKER))).toHaveLength(1);
  });
}

test('the browser gets the message sets of both editions, in no more than one script each', () => {
  // the search placeholder of each edition's message set (.dumirc.ts configures en-US and zh-CN)
  for (const placeholder of ['Type keywords...', '输入关键字搜索...']) {
    const carriers = scripts('dist').filter(({ text }) => text.includes(placeholder));
    expect(carriers.length, placeholder).toBe(1);
  }
});
