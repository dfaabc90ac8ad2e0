import type { CheckedPage, EditionConfig } from './check-pages';
import type { Problem } from './problems';

/** Frontmatter that is no text, so a translation keeps it as it is (README, "The Chinese edition"). */
const SAME_VALUES: (string | number)[][] = [
  ['order'],
  ['nav', 'order'],
  ['group', 'order'],
  ['app'],
  ['demo'],
  ['debug'],
  ['sidebar'],
  ['toc'],
];

const valueAt = (data: unknown, path: (string | number)[]) =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined,
    data,
  );
const shown = (value: unknown) => (value === undefined ? 'not set' : JSON.stringify(value));

/** The anchors of a translation against those of its English page, in order. */
function anchorProblems(english: CheckedPage, translation: CheckedPage): Problem[] {
  const problems: Problem[] = [];
  const file = translation.file;
  const ids = english.read.headings.map((heading) => heading.id);
  const translated = translation.read.headings;
  const englishIds = new Set(ids);
  const translatedIds = new Set(translated.map((heading) => heading.id));
  const renamed = new Set<number>();
  // a heading in the English one's place with an id of its own: one problem, not two
  ids.forEach((id, index) => {
    const heading = translated[index];
    if (!heading || translatedIds.has(id) || englishIds.has(heading.id)) return;
    renamed.add(index);
    problems.push({
      file,
      line: heading.line,
      column: heading.column,
      rule: 'translation-anchors',
      message: `#${heading.id} is #${id} on the English page (${english.file}:${english.read.headings[index].line})`,
      fix: `end the heading with {#${id}}`,
    });
  });
  ids.forEach((id, index) => {
    if (translatedIds.has(id) || renamed.has(index)) return;
    const place = translated[index] ?? translation.top;
    problems.push({
      file,
      line: place.line,
      column: place.column,
      rule: 'translation-anchors',
      message: `the English page's anchor #${id} (${english.file}:${english.read.headings[index].line}) is missing here`,
      fix: `end the matching heading with {#${id}}`,
    });
  });
  translated.forEach((heading, index) => {
    if (englishIds.has(heading.id) || renamed.has(index)) return;
    problems.push({
      file,
      line: heading.line,
      column: heading.column,
      rule: 'translation-anchors',
      message: `the anchor #${heading.id} is not on the English page`,
      fix: 'remove the heading, or add it to the English page too',
    });
  });
  if (!problems.length) {
    const index = ids.findIndex((id, i) => translated[i]?.id !== id);
    if (index >= 0) {
      problems.push({
        file,
        line: translated[index].line,
        column: translated[index].column,
        rule: 'translation-anchors',
        message: `#${translated[index].id} comes where the English page has #${ids[index]}`,
        fix: 'keep the headings in the order of the English page',
      });
    }
  }
  return problems;
}

/**
 * Every page exists in each edition (the language switch links the same page in the other one);
 * a translation follows an English page, with the same anchors in the same order and the same
 * numbers in its frontmatter. Pages below `untranslated` folders (test-only pages) need no
 * translation.
 */
export function translationProblems(
  pages: CheckedPage[],
  editions: EditionConfig[],
  untranslated: string[] = [],
): Problem[] {
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const problems: Problem[] = [];
  for (const record of pages) {
    const page = record;
    if (!page.translation) {
      if (
        record.debug ||
        untranslated.some((dir) => page.file.startsWith(`${dir.replace(/\/$/, '')}/`))
      )
        continue;
      for (const edition of editions.slice(1)) {
        const twin = page.file.replace(/\.md$/, `.${edition.id}.md`);
        if (byFile.has(twin)) continue;
        const address = page.route ?? `the page of ${page.tab!.host}`;
        problems.push({
          file: page.file,
          ...record.top,
          rule: 'translation-missing',
          message: `no ${edition.id} translation: the language switch on ${address} leads to the 404 page`,
          fix: `add ${twin} (README, "The Chinese edition")`,
        });
      }
      continue;
    }
    const englishFile = page.file.replace(new RegExp(`\\.${page.edition}\\.md$`), '.md');
    const english = byFile.get(englishFile);
    if (!english) {
      problems.push({
        file: page.file,
        ...record.top,
        rule: 'translation-missing',
        message: `a translation without its English page ${englishFile}`,
        fix: 'add the English page, or rename this file to Name.' + page.edition + '.md after it',
      });
      continue;
    }
    problems.push(...anchorProblems(english, record));
    // a frontmatter that is itself wrong is reported as such, not again as a difference
    const unreadable = (page: CheckedPage) =>
      page.frontmatter.problems.some(({ rule }) => rule !== 'translation-source');
    if (unreadable(english) || unreadable(record)) continue;
    for (const path of SAME_VALUES) {
      const [mine, theirs] = [
        valueAt(record.frontmatter.data, path),
        valueAt(english.frontmatter.data, path),
      ];
      if (JSON.stringify(mine) === JSON.stringify(theirs)) continue;
      const where = mine === undefined ? record.top : record.frontmatter.positionOf(path);
      const englishWhere = english.frontmatter.positionOf(path);
      problems.push({
        file: page.file,
        ...where,
        rule: 'translation-frontmatter',
        message: `\`${path.join('.')}\` is ${shown(mine)} here but ${shown(theirs)} on the English page${theirs === undefined ? '' : ` (${englishFile}:${englishWhere.line})`}`,
        fix: 'a translation keeps the numbers and settings of its English page',
      });
    }
  }
  return problems;
}
