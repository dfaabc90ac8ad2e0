import get from 'lodash/get';
import { SITE_EDITIONS } from '../../site.config';
import { fileInEdition } from '../shared/editions';
import type { CheckedPage } from './check-pages';
import { add, type Finding } from './problems';

/** Frontmatter that is no text, so a translation keeps it as it is (README, "The Chinese edition"). */
const SAME_VALUES = 'order nav.order group.order app demo debug sidebar toc'.split(' ');

const shown = (value: unknown) => (value === undefined ? 'not set' : JSON.stringify(value));

/** The anchors of a translation against those of its English page, in order. */
function anchorProblems(english: CheckedPage, translation: CheckedPage): Finding[] {
  const ids = english.read.headings.map(({ id }) => id);
  const translated = translation.read.headings;
  const englishIds = new Set(ids);
  const translatedIds = new Set(translated.map(({ id }) => id));
  const where = (index: number) => `${english.file}:${english.read.headings[index].line}`;
  // a heading in the English one's place with an id of its own: one problem, not two
  const renamed = (index: number) =>
    index < ids.length &&
    translated[index] &&
    !translatedIds.has(ids[index]) &&
    !englishIds.has(translated[index].id);
  const problems: Finding[] = [];
  ids.forEach((id, index) => {
    if (renamed(index))
      add(problems, translated[index], [
        'translation-anchors',
        `#${translated[index].id} is #${id} on the English page (${where(index)})`,
        `end the heading with {#${id}}`,
      ]);
    else if (!translatedIds.has(id))
      add(problems, translated[index] ?? translation.top, [
        'translation-anchors',
        `the English page's anchor #${id} (${where(index)}) is missing here`,
        `end the matching heading with {#${id}}`,
      ]);
  });
  translated.forEach((heading, index) => {
    if (!englishIds.has(heading.id) && !renamed(index))
      add(problems, heading, [
        'translation-anchors',
        `the anchor #${heading.id} is not on the English page`,
        'remove the heading, or add it to the English page too',
      ]);
  });
  const index = ids.findIndex((id, i) => translated[i]?.id !== id);
  if (!problems.length && index >= 0)
    add(problems, translated[index], [
      'translation-anchors',
      `#${translated[index].id} comes where the English page has #${ids[index]}`,
      'keep the headings in the order of the English page',
    ]);
  return problems;
}

/**
 * Every page exists in each edition (the language switch links the same page in the other one);
 * a translation follows an English page, with the same anchors in the same order and the same
 * numbers in its frontmatter. Pages below `untranslated` folders need no translation.
 */
export function checkTranslations(pages: CheckedPage[], untranslated: string[] = []) {
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const exempt = ({ debug, file }: CheckedPage) =>
    debug || untranslated.some((dir) => file.startsWith(`${dir.replace(/\/$/, '')}/`));
  for (const page of pages) {
    if (!page.translation) {
      for (const edition of exempt(page) ? [] : SITE_EDITIONS.slice(1)) {
        const twin = fileInEdition(page.file, edition);
        const address = page.route ?? `the page of ${page.tab!.host.file}`;
        if (!byFile.has(twin))
          add(page.problems, page.top, [
            'translation-missing',
            `no ${edition.id} translation: the language switch on ${address} leads to the 404 page`,
            `add ${twin} (README, "The Chinese edition")`,
          ]);
      }
      continue;
    }
    const englishFile = fileInEdition(page.file, SITE_EDITIONS[0]);
    const english = byFile.get(englishFile);
    if (!english) {
      add(page.problems, page.top, [
        'translation-missing',
        `a translation without its English page ${englishFile}`,
        `add the English page, or rename this file to Name.${page.read.edition.id}.md after it`,
      ]);
      continue;
    }
    page.problems.push(...anchorProblems(english, page));
    // a frontmatter that is itself wrong is reported as such, not again as a difference
    const unreadable = ({ frontmatter }: CheckedPage) =>
      frontmatter.problems.some(({ rule }) => rule !== 'translation-source');
    if (unreadable(english) || unreadable(page)) continue;
    for (const name of SAME_VALUES) {
      const key = name.split('.');
      const [mine, theirs] = [page, english].map(({ frontmatter }) => get(frontmatter.data, key));
      if (JSON.stringify(mine) === JSON.stringify(theirs)) continue;
      const there =
        theirs === undefined ? '' : ` (${englishFile}:${english.frontmatter.positionOf(key).line})`;
      add(page.problems, mine === undefined ? page.top : page.frontmatter.positionOf(key), [
        'translation-frontmatter',
        `\`${name}\` is ${shown(mine)} here but ${shown(theirs)} on the English page${there}`,
        'a translation keeps the numbers and settings of its English page',
      ]);
    }
  }
}
