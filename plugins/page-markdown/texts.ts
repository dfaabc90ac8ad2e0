import type { MdNode } from './mdast';
import { inlineCode, link, text } from './mdast';
import type { MarkdownTexts } from './page-to-markdown';
import { SITE_EDITIONS, type EditionId } from '../../site.config';
import { interfaceMessages } from '../editions/messages';
import { textsOfEditions } from '../editions/texts';

/**
 * What the Markdown files say besides the pages' own text, in each edition's language: files for
 * tools, not the interface, so they never reach the browser (plugins/editions/texts/). The API
 * tables' labels are the theme's own (`api.component.*`).
 */
const TEXTS = textsOfEditions<{
  source: string;
  demo: string;
  intro: [before: string, code: string, middle: string, after: string];
  behind: string;
  english: string;
}>('page-markdown');

export interface EditionTexts {
  markdown: MarkdownTexts;
  llms: { intro: (fullLink: MdNode) => MdNode[] };
}

/**
 * The texts of an edition (by its id; an unknown one gets the first edition's), with its interface
 * `messages` (the theme's, as dumi read them).
 */
export function editionTexts(
  editionId: string,
  messages = interfaceMessages(editionId),
): EditionTexts {
  const id = (editionId in TEXTS ? editionId : SITE_EDITIONS[0].id) as EditionId;
  const own = TEXTS[id];
  const message = (id: string) => {
    if (messages[id] === undefined)
      throw new Error(`page-markdown: no message ${id} for ${editionId}`);
    return messages[id];
  };
  return {
    markdown: {
      source: own.source,
      behind: (date, url) => [
        text(own.behind.replace('{date}', date)),
        link(url, [text(own.english)]),
      ],
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
