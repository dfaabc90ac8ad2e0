import {
  parse,
  TYPE,
  type LiteralElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import mapValues from 'lodash/mapValues';
import path from 'path';
import type { IApi } from 'dumi';
import { SITE_EDITIONS } from '../../site.config';
import { messageSetsRule } from '../internals/entry/message-sets';
import { themeMessages, type LocaleMessages } from '../internals/theme-modules';

export type CompiledMessage = string | MessageFormatElement[];

/**
 * One UI message as formatjs's syntax tree, or as itself when it is plain text with no brace (a
 * string costs the bundle least; the runtime fills `{name}` only into strings dumi adds itself).
 */
export function compileMessage(message: string, where: string): CompiledMessage {
  let tree: MessageFormatElement[];
  try {
    tree = parse(message, { requiresOtherClause: true, shouldParseSkeletons: true });
  } catch (error) {
    const { message: kind, location } = error as Error & {
      location?: { start: { offset: number } };
    };
    const at = location ? ` at character ${location.start.offset + 1}` : '';
    throw new Error(
      `The message ${where} is not valid ICU MessageFormat (${kind}${at}): "${message}"`,
    );
  }
  if (!tree.every((element) => element.type === TYPE.literal)) return tree;
  const text = tree.map((element) => (element as LiteralElement).value).join('');
  return /[{}]/.test(text) ? tree : text;
}

/** Every locale's messages compiled; those that are no strings are compiled already. */
export const compileMessages = (locales: LocaleMessages): LocaleMessages =>
  mapValues(locales, (messages, locale) =>
    mapValues(messages, (message, id) =>
      typeof message === 'string' ? compileMessage(message, `"${id}" of ${locale}`) : message,
    ),
  );

/** Each edition's UI messages as written (dumi's and the theme's), once dumi has read them. */
let written: LocaleMessages | undefined;

export function interfaceMessages(id: string): Record<string, string> {
  if (!written) throw new Error('editions: the UI messages are read once dumi has its theme data');
  return (written[id] ?? {}) as Record<string, string>;
}

/** The UI messages whose keys begin with `prefix`, in every edition, by edition id. */
export const messagesByEdition = (prefix: string) =>
  Object.fromEntries(
    SITE_EDITIONS.map(({ id }) => {
      const messages = Object.entries(interfaceMessages(id));
      return [id, Object.fromEntries(messages.filter(([key]) => key.startsWith(prefix)))];
    }),
  );

/**
 * The theme's UI messages are parsed at build time: a malformed one fails the build, and the
 * site's small intl runtime (.dumi/theme/common/intl) formats the trees without a parser. In the
 * browser each locale's messages are a chunk its edition's pages load; the prerender renders every
 * edition, so its bundle keeps them all.
 */
export default (api: IApi) => {
  api.describe({ key: 'intlMessages' });
  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    messageSetsRule(memo, { split: !ssr && api.env === 'production' });
    return memo;
  });
  api.addRuntimePlugin(() => [path.join(__dirname, 'browser/messages-runtime.ts')]);

  // dumi merges the theme's locale files into themeData in its own modifyAppData, which runs first
  api.modifyAppData((memo) => {
    const messages = themeMessages(api);
    written = structuredClone(messages.locales);
    messages.locales = compileMessages(messages.locales);
    return memo;
  });
};
