// A synthetic documentation site in the shape the search worker's generate-metadata takes
// ({ routes, demos, nav }), generated from a fixed seed so that every run searches the same text.

/** mulberry32: a small deterministic pseudo-random generator */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS =
  `production order, work order, shop floor, data board, barcode scanner, label printer,
  quality check, scrap report, shift plan, machine status, downtime reason, operator, workshop,
  production line, bill of materials, routing step, inventory, warehouse, supplier, purchase order,
  camera, image model, defect detection, training set, inference server, edge device, dashboard,
  live stream, user role, permission, audit log, configuration, deployment, container, database,
  message queue, REST endpoint, web socket, mobile app, tablet, sync job, backup, report export`
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
const HEADINGS = `Overview, Getting started, Installation, Configuration, Roles and permissions,
  Data model, Production orders, Quality checks, Reports, Dashboards, Troubleshooting, Deployment,
  Backups, Security, API reference, Release notes, Frequently asked questions, Glossary, Limits,
  Integrations, Scanners and printers, Offline mode, Notifications, Performance`
  .split(',')
  .map((s) => s.trim());
const CHINESE = ['生产订单', '质量检查', '车间看板', '扫码枪', '报表导出', '权限管理'];
const NAV = ['Products', 'SME Solutions', 'Guides', 'Reference', 'Download'];

const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, min, max) => min + Math.floor(random() * (max - min + 1));
const capitalise = (text) => text[0].toUpperCase() + text.slice(1);
const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function sentence(random) {
  const text = `The ${pick(random, SUBJECTS)} ${pick(random, VERBS)} the ${pick(random, SUBJECTS)} ${pick(random, DETAILS)}.`;
  return random() < 0.03 ? `${text} （${pick(random, CHINESE)}）` : text;
}

function paragraph(random) {
  return Array.from({ length: between(random, 2, 5) }, () => sentence(random)).join(' ');
}

/** A site of `pages` pages: 4–9 sections of 1–3 paragraphs each, a demo on one page in ten. */
export function syntheticSite(pages, seed = 20261122) {
  const random = seededRandom(seed);
  const routes = {};
  const demos = {};
  for (let i = 0; i < pages; i++) {
    const navIndex = i % NAV.length;
    const title = `${capitalise(pick(random, SUBJECTS))} ${i + 1}`;
    const path = `${slug(NAV[navIndex])}/${slug(title)}`;
    const toc = [];
    const texts = [];
    let paraId = 0;
    texts.push({ value: paragraph(random), paraId: paraId++ });
    const sectionCount = between(random, 4, 9);
    for (let s = 0; s < sectionCount; s++) {
      const heading = pick(random, HEADINGS);
      toc.push({ id: `${slug(heading)}-${s}`, depth: 2, title: heading });
      for (let p = between(random, 1, 3); p > 0; p--) {
        texts.push({ value: paragraph(random), paraId: paraId++, tocIndex: s });
      }
    }
    const id = `docs/${path}`;
    routes[id] = { path, meta: { frontmatter: { title }, toc, texts } };
    if (i % 10 === 0) {
      const subject = pick(random, SUBJECTS);
      demos[`${slug(path)}-demo`] = {
        routeId: id,
        asset: {
          id: `${slug(path)}-demo`,
          title: `${capitalise(subject)} demo`,
          description: sentence(random),
          keywords: [subject],
        },
      };
    }
  }
  const nav = NAV.map((title) => ({
    title,
    link: `/${slug(title)}`,
    activePath: `/${slug(title)}`,
  }));
  return { routes, demos, nav };
}

/** 200 fixed queries: common and rare words, word parts, several words, Chinese, no match. */
export function benchmarkQueries(seed = 7) {
  const random = seededRandom(seed);
  const words = [...new Set([...SUBJECTS, ...VERBS, ...DETAILS].join(' ').split(/\s+/))].filter(
    (word) => word.length > 2,
  );
  const kinds = [
    () => pick(random, words),
    () => pick(random, words).slice(0, 4),
    () => `${pick(random, words)} ${pick(random, words)}`,
    () => `${pick(random, words)} ${pick(random, words)} ${pick(random, words)}`,
    () => pick(random, HEADINGS),
    () => pick(random, CHINESE).slice(0, 2),
    () => `${pick(random, words)}-${between(random, 100, 999)}x`,
    () => pick(random, SUBJECTS).toUpperCase(),
  ];
  return Array.from({ length: 200 }, (_, i) => kinds[i % kinds.length]());
}
