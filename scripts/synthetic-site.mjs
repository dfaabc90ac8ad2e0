// Seeded randomness for the synthetic pages of the benches (scripts/scale/synthetic-pages.mjs), and
// the fixed queries the search bench asks of them.

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

const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, min, max) => min + Math.floor(random() * (max - min + 1));

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
