// Synthetic documentation pages for the scale bench: N pages in 10 sidebar groups, each about 770
// words with four to six headings, a list, a table, a 15-line TypeScript code block and three links
// to other pages of the set. The same seed gives the same pages, for this site and for a peer
// generator alike: each writer only decides the frontmatter and how a link to a page is spelled.
import { seededRandom } from '../synthetic-site.mjs';

export const GROUP_COUNT = 10;

const SUBJECTS = `work order, shift plan, data board, barcode scanner, label printer, quality check,
  scrap report, machine status, downtime reason, operator, workshop, production line, routing step,
  inventory count, warehouse, supplier, purchase order, camera, image model, defect detector,
  training set, inference server, edge device, dashboard, live stream, user role, audit log,
  deployment, database, message queue, REST endpoint, mobile app, sync job, backup, report export`
  .split(',')
  .map((s) => s.trim());
const VERBS =
  `records, shows, checks, sends, stores, prints, reads, updates, groups, filters, exports,
  imports, assigns, approves, rejects, schedules, counts, measures, tracks, compares, lists, signs`
    .split(',')
    .map((s) => s.trim());
const DETAILS =
  `for each shift, in real time, on the shop floor, before the batch starts, after approval,
  with a timestamp, per workshop, for the quality team, in the office, once a day, on request,
  when a machine stops, for the last seven days, by order number, by operator, as a CSV file,
  over HTTPS, behind the firewall, with retries, without a network connection`
    .split(',')
    .map((s) => s.trim());
const HEADINGS =
  `Overview, Getting started, Installation, Configuration, Roles and permissions, Data model,
  Production orders, Quality checks, Reports, Dashboards, Troubleshooting, Deployment, Backups,
  Security, Limits, Integrations, Offline mode, Notifications, Performance, Glossary`
    .split(',')
    .map((s) => s.trim());
const GROUPS = `Shop floor, Quality, Warehouse, Planning, Vision, Devices, Reports, Administration,
  Integrations, Operations`
  .split(',')
  .map((s) => s.trim());

const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, min, max) => min + Math.floor(random() * (max - min + 1));
const capitalise = (text) => text[0].toUpperCase() + text.slice(1);
export const slugOf = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const sentence = (random) =>
  `The ${pick(random, SUBJECTS)} ${pick(random, VERBS)} the ${pick(random, SUBJECTS)} ${pick(random, DETAILS)}.`;
const paragraph = (random, sentences) =>
  Array.from({ length: sentences }, () => sentence(random)).join(' ');

function codeBlock(random, name) {
  const field = () => slugOf(pick(random, SUBJECTS)).replace(/-(\w)/g, (_, c) => c.toUpperCase());
  const [a, b, c] = [field(), field(), field()];
  return [
    '```ts',
    `// ${name}: how a client reads the records of one shift`,
    `interface ${capitalise(a)}Record {`,
    `  id: string;`,
    `  ${b}: number;`,
    `  ${c}: string[];`,
    `  createdAt: Date;`,
    `}`,
    ``,
    `export async function load${capitalise(a)}(shift: number): Promise<${capitalise(a)}Record[]> {`,
    `  const response = await fetch(\`/api/${slugOf(a)}?shift=\${shift}\`);`,
    `  if (!response.ok) throw new Error(\`${a} failed: \${response.status}\`);`,
    `  const records: ${capitalise(a)}Record[] = await response.json();`,
    `  return records.filter((record) => record.${b} > ${between(random, 1, 99)});`,
    `}`,
    '```',
  ].join('\n');
}

/**
 * The pages, in order: `{ index, slug, title, order, group: { index, title, slug }, body(linkTo) }`.
 * `body` takes a function that spells the address of another page (given that page) and returns
 * the page's Markdown without frontmatter.
 */
export function syntheticPages(count, seed = 20261125) {
  const random = seededRandom(seed);
  const perGroup = Math.ceil(count / GROUP_COUNT);
  const pages = Array.from({ length: count }, (_, index) => {
    const groupIndex = Math.floor(index / perGroup);
    const subject = pick(random, SUBJECTS);
    return {
      index,
      slug: `page-${String(index + 1).padStart(4, '0')}`,
      title: `${capitalise(subject)} ${index + 1}`,
      order: (index % perGroup) + 1,
      group: { index: groupIndex, title: GROUPS[groupIndex], slug: slugOf(GROUPS[groupIndex]) },
    };
  });
  for (const page of pages) {
    const headings = [...new Set(Array.from({ length: 12 }, () => pick(random, HEADINGS)))].slice(
      0,
      between(random, 4, 6),
    );
    const links = Array.from({ length: 3 }, () => pages[Math.floor(random() * count)]);
    const intro = paragraph(random, 4);
    const sections = headings.map((heading, i) => ({
      heading,
      paragraphs: Array.from({ length: i === 0 ? 3 : 2 }, () => paragraph(random, 5)),
    }));
    const list = Array.from({ length: 5 }, () => sentence(random));
    const rows = Array.from({ length: 4 }, () => [
      pick(random, SUBJECTS),
      pick(random, VERBS),
      pick(random, DETAILS),
    ]);
    const code = codeBlock(random, page.title);
    const table = [
      '| Part | Action | When |',
      '| --- | --- | --- |',
      ...rows.map((row) => `| ${row.join(' | ')} |`),
    ].join('\n');
    const extras = [[list.map((item) => `- ${item}`).join('\n')], [table], [code]];
    page.body = (linkTo) =>
      [
        intro,
        ...sections.flatMap(({ heading, paragraphs }, i) => [
          `## ${heading}`,
          ...paragraphs,
          ...(extras[i] ?? []),
        ]),
        `See also: ${links.map((target) => `[${target.title}](${linkTo(target)})`).join(', ')}.`,
      ].join('\n\n');
  }
  return pages;
}

/** Writes the pages into a dumi site's `docs/` as `docs/guides/<group>/<page>.md`. */
export function dumiPageFiles(pages) {
  return pages.map((page) => ({
    file: `guides/${page.group.slug}/${page.slug}.md`,
    content: [
      '---',
      `title: ${page.title}`,
      `order: ${page.order}`,
      `description: ${page.title}, a synthetic page of the scale bench.`,
      `nav: { title: Guides, order: 9 }`,
      `group: { title: ${page.group.title}, order: ${page.group.index + 1} }`,
      '---',
      '',
      `# ${page.title}`,
      '',
      page.body((target) => `/guides/${target.group.slug}/${target.slug}`),
      '',
    ].join('\n'),
  }));
}
