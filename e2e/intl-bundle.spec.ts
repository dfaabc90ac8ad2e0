import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './app-test';

/**
 * plugins/intl-alias.ts replaces react-intl with the site's own module in the browser bundles and
 * in the server bundle the pages are prerendered with. These are texts only react-intl and its
 * formatjs message parser contain (an error kind of the parser, the prefixes of their errors).
 */
const FORMATJS_MARKERS = ['EXPECT_ARGUMENT_CLOSING_BRACE', '@formatjs', '[React Intl]'];
/** A text from the site's own message parser (.dumi/theme/common/intl/message-syntax.ts). */
const OWN_PARSER_MARKER = 'missing the "other" option';

const scripts = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));

for (const folder of ['dist', 'server']) {
  test(`no script in ${folder}/ holds react-intl's message parser, and one holds the site's`, () => {
    expect(existsSync(folder), `${folder}/ is written by npm run build`).toBe(true);
    const files = scripts(folder);
    expect(files.length).toBeGreaterThan(0);
    const withFormatjs = files
      .filter(({ text }) => FORMATJS_MARKERS.some((marker) => text.includes(marker)))
      .map(({ name }) => name);
    expect(withFormatjs).toEqual([]);
    expect(files.filter(({ text }) => text.includes(OWN_PARSER_MARKER))).toHaveLength(1);
  });
}
