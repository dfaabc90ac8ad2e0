import fs from 'fs';
import path from 'path';
import { dumiThemeMessagesFile } from '../internals/theme-data';
import type { MdNode } from './mdast';
import { inlineCode, text } from './mdast';
import type { MarkdownTexts } from './page-to-markdown';

/**
 * What the Markdown files say besides the pages' own text, in each edition's language. They are
 * files for tools, not the interface, so they are kept here like seo.ts's link-preview texts and
 * never reach the browser; the API tables' labels are the theme's own (`api.component.*`).
 */
const TEXTS: Record<
  string,
  {
    source: string;
    demo: string;
    intro: [before: string, code: string, middle: string, after: string];
  }
> = {
  'en-US': {
    source: 'Source: ',
    demo: 'Demo: ',
    intro: [
      'Every page listed here is also published as Markdown at its own address plus ',
      '.md',
      '; the text of all of them is in one file: ',
      '.',
    ],
  },
  'zh-CN': {
    source: '来源：',
    demo: '示例：',
    intro: [
      '下面列出的每个页面都另有 Markdown 版本，地址为页面地址加 ',
      '.md',
      '；所有页面的全文见 ',
      '。',
    ],
  },
};

type Messages = Record<string, string>;

const readJson = (file: string): Messages =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};

/** dumi's messages for a locale with the theme's (.dumi/theme/locales) over them. */
function themeMessages(locale: string): Messages {
  return {
    ...readJson(dumiThemeMessagesFile(locale)),
    ...readJson(path.join(__dirname, '..', '..', '.dumi', 'theme', 'locales', `${locale}.json`)),
  };
}

export interface EditionTexts {
  markdown: MarkdownTexts;
  llms: { intro: (fullLink: MdNode) => MdNode[] };
}

/** The texts of an edition (by its locale id; an unknown one gets the first edition's). */
export function editionTexts(locale: string): EditionTexts {
  const own = TEXTS[locale] ?? TEXTS['en-US'];
  const messages = themeMessages(TEXTS[locale] ? locale : 'en-US');
  const message = (id: string) => {
    if (messages[id] === undefined)
      throw new Error(`page-markdown: no message ${id} for ${locale}`);
    return messages[id];
  };
  return {
    markdown: {
      source: own.source,
      demo: (title) => `${own.demo}${title}`,
      api: {
        name: message('api.component.name'),
        description: message('api.component.description'),
        type: message('api.component.type'),
        default: message('api.component.default'),
        required: message('api.component.required'),
        notFound: (id) => message('api.component.not.found').replace('{id}', id),
        release: {
          alpha: message('api.component.release.alpha'),
          beta: message('api.component.release.beta'),
          experimental: message('api.component.release.experimental'),
          deprecated: message('api.component.release.deprecated'),
        },
      },
    },
    llms: {
      intro: (fullLink) => {
        const [before, code, middle, after] = own.intro;
        return [text(before), inlineCode(code), text(middle), fullLink, text(after)];
      },
    },
  };
}
