// The scale bench's report, as Markdown (printed, and written to bench-results/scale.md): per page
// count, this site beside each peer with the ratio this site / peer, then the targets it is held to.

const BUILDS = [
  ['cold', 'cold build (no caches)'],
  ['rebuild', 'rebuild, nothing changed'],
  ['edited', 'rebuild, one page edited'],
];
const GB = 2 ** 30;
const KB = 1024;

const fixed = (value, digits = 1) =>
  value === undefined || value === null || Number.isNaN(value) ? '–' : value.toFixed(digits);
const ratio = (ours, theirs) => (ours && theirs ? `${(ours / theirs).toFixed(2)}×` : '–');

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ].join('\n');
}

/** Rows of one measured figure: this site, each peer, and the ratios. */
function comparedRow(label, site, peers, figure, digits) {
  const ours = figure(site);
  const theirs = peers.map((peer) => figure(peer));
  return [
    label,
    fixed(ours, digits),
    ...theirs.map((value) => fixed(value, digits)),
    ...theirs.map((value) => ratio(ours, value)),
  ];
}

function buildSection(site, peers, names) {
  const header = ['build', 'this site', ...names, ...names.map((name) => `this site / ${name}`)];
  const rows = BUILDS.flatMap(([key, label]) =>
    site.builds?.[key]
      ? [
          comparedRow(`${label}: wall s`, site, peers, (s) => s.builds?.[key]?.wall),
          comparedRow(`${label}: CPU s`, site, peers, (s) => s.builds?.[key]?.cpu),
          comparedRow(
            `${label}: peak memory GB`,
            site,
            peers,
            (s) => s.builds?.[key] && s.builds[key].peakRss / GB,
            2,
          ),
        ]
      : [],
  );
  const stopped = [site, ...peers].flatMap((s, i) =>
    BUILDS.filter(([key]) => s.builds?.[key]?.stoppedAfter).map(
      ([key, label]) =>
        `${i ? names[i - 1] : 'this site'}: the ${label} was stopped after ${fixed(s.builds[key].stoppedAfter)} s wall, unfinished.`,
    ),
  );
  return `Builds (whole process tree; peak memory: summed RSS, polled every 100 ms):\n\n${table(header, rows)}${stopped.join('\n')}\n`;
}

function devSection(site) {
  if (!site.dev) return '';
  return [
    '`dumi dev`, to the synthetic page shown, s (the edits timed start once webpack has stored what the warm start compiled, as a maintainer reads a page before editing it):',
    '',
    table(
      [
        'cold start',
        'warm start',
        'Markdown edit shown (median of 3)',
        'each edit',
        'an edit the moment the page shows',
      ],
      [
        [
          fixed(site.dev.cold),
          fixed(site.dev.warm),
          fixed(site.dev.hotReload, 2),
          (site.dev.hotReloadRuns ?? []).map((seconds) => fixed(seconds, 2)).join(', '),
          fixed(site.dev.firstHotReload, 2),
        ],
      ],
    ),
  ].join('\n');
}

function pageSection(site, peers, names) {
  if (!site.page) return '';
  const header = [
    'first load, gzip KB',
    'this site',
    ...names,
    ...names.map((n) => `this site / ${n}`),
  ];
  const rows = [
    comparedRow('home page: JS', site, peers, (s) => s.home && s.home.js / KB),
    comparedRow('synthetic page: JS', site, peers, (s) => s.page && s.page.js / KB),
    comparedRow('synthetic page: everything', site, peers, (s) => s.page && s.page.total / KB),
    comparedRow('synthetic page: HTML raw', site, peers, (s) => s.html && s.html.raw / KB),
    comparedRow('synthetic page: HTML gzip', site, peers, (s) => s.html && s.html.gzip / KB),
  ];
  return `First load (${site.pagePath}, with a code block):\n\n${table(header, rows)}`;
}

function searchSection(site, peers, names) {
  if (!site.search) return '';
  const searched = [
    ['this site', site],
    ...peers.map((peer, i) => [names[i], peer]).filter(([, peer]) => peer.search),
  ];
  const rows = site.search.flatMap((ours, q) =>
    searched.map(([name, s]) => {
      const run = s.search[q];
      return [
        `"${run.query}"`,
        name,
        String(run.requests),
        fixed(run.bytes / KB),
        fixed(run.afterLastKeyMs, 0),
        fixed(run.afterDebounceMs, 0),
        s === site
          ? ''
          : `${ratio(ours.requests, run.requests)} requests, ${ratio(ours.bytes, run.bytes)} KB, ${ratio(ours.afterLastKeyMs, run.afterLastKeyMs)} time`,
      ];
    }),
  );
  return [
    'First search on the synthetic page (from the first focus until results show):',
    '',
    table(
      [
        'query',
        'site',
        'requests',
        'gzip KB',
        'ms after last key',
        'ms after debounce',
        'this site / peer',
      ],
      rows,
    ),
  ].join('\n');
}

/**
 * The targets at this size (issue 45's; the `dumi dev` ones are issue 30's): [what, value, met].
 */
function targets(site, peers, names) {
  const lines = [];
  const add = (what, value, met) => value !== undefined && lines.push([what, value, met]);
  peers.forEach((peer, i) => {
    const ours = site.builds?.cold?.cpu;
    const theirs = peer.builds?.cold?.cpu;
    if (ours && theirs)
      add(`cold build CPU ≤ 2.5 × ${names[i]}`, ratio(ours, theirs), ours <= 2.5 * theirs);
  });
  const edited = site.builds?.edited?.wall;
  if (edited) add('rebuild after one page changed ≤ 30 s wall', `${fixed(edited)} s`, edited <= 30);
  const peak = Math.max(...BUILDS.map(([key]) => site.builds?.[key]?.peakRss ?? 0)) / GB;
  if (peak) add('peak memory ≤ 2 GB', `${fixed(peak, 2)} GB`, peak <= 2);
  if (site.dev) {
    add(
      '`dumi dev` first page ≤ 30 s (cold start)',
      `${fixed(site.dev.cold)} s`,
      site.dev.cold <= 30,
    );
    add(
      '`dumi dev` first page ≤ 30 s (warm start: the dev cache of an earlier session)',
      `${fixed(site.dev.warm)} s`,
      site.dev.warm <= 30,
    );
    add(
      'Markdown edit shown ≤ 1.5 s',
      `${fixed(site.dev.hotReload, 2)} s`,
      site.dev.hotReload <= 1.5,
    );
  }
  if (site.home)
    add(
      'home page first-load JS ≤ 90 KB',
      `${fixed(site.home.js / KB)} KB`,
      site.home.js <= 90 * KB,
    );
  if (site.page)
    add(
      'synthetic page first-load JS ≤ 90 KB',
      `${fixed(site.page.js / KB)} KB`,
      site.page.js <= 90 * KB,
    );
  for (const run of site.search ?? []) {
    add(
      `first search "${run.query}": ≤ 150 KB in ≤ 12 requests`,
      `${fixed(run.bytes / KB)} KB, ${run.requests} requests`,
      run.bytes <= 150 * KB && run.requests <= 12,
    );
  }
  if (!lines.length) return '';
  return `Targets:\n\n${table(
    ['target', 'measured', 'met'],
    lines.map(([what, value, met]) => [what, value, met ? 'yes' : 'no']),
  )}`;
}

export function formatReport(results) {
  const out = [
    `# Scale bench, ${results.date.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    results.interrupted ? 'The run was interrupted: below is what ended before.\n' : '',
    `${results.runs ? `Merged from ${results.runs} runs of parts of the bench. ` : ''}Commit ${results.commit}; Node ${results.node}${results.nodeOptions ? ` (this site's builds with NODE_OPTIONS=${results.nodeOptions}, from its .npmrc)` : ''}; load average ${fixed(results.loadAverageAtStart)} at the start, ${fixed(results.loadAverageAtEnd)} at the end (2 cores, shared: compare the ratios, not runs).`,
    `Peers: ${
      results.peers
        .map(
          (p) =>
            `${p.name} (${Object.entries(p.dependencies)
              .map((d) => d.join(' '))
              .join(', ')})`,
        )
        .join('; ') || 'none'
    }.`,
    '',
  ];
  for (const [n, { site, peers: peerResults }] of Object.entries(results.sizes)) {
    const ids = Object.keys(peerResults);
    const names = ids.map((id) => results.peers.find((p) => p.id === id).name);
    const peers = ids.map((id) => peerResults[id]);
    const failures = [['this site', site], ...names.map((name, i) => [name, peers[i]])].flatMap(
      ([name, result]) =>
        Object.entries(result.errors ?? {}).map(
          ([what, message]) => `- ${name}, ${what} failed: ${message.split('\n')[0]}`,
        ),
    );
    out.push(
      `## ${Number(n).toLocaleString('en-US')} synthetic pages`,
      '',
      failures.length ? `${failures.join('\n')}\n` : '',
      site.builds ? buildSection(site, peers, names) : '',
      devSection(site),
      pageSection(site, peers, names),
      searchSection(site, peers, names),
      targets(site, peers, names),
    );
  }
  return `${out
    .filter((part) => part !== undefined)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')}\n`;
}

/**
 * One set of results from several runs of parts of the bench (BENCH_SCALE_SIZES, _PARTS, _PEERS,
 * _SITE): for each size, what each run measured of this site and of each peer, later runs first.
 */
export function mergeResults(runs) {
  const merged = { ...runs[0], sizes: {}, peers: [], parts: [], runs: runs.length };
  merged.interrupted = runs.some((run) => run.interrupted);
  merged.date = runs.map((run) => run.date).sort()[0];
  merged.loadAverageAtStart = Math.max(...runs.map((run) => run.loadAverageAtStart ?? 0));
  merged.loadAverageAtEnd = Math.max(...runs.map((run) => run.loadAverageAtEnd ?? 0));
  for (const run of runs) {
    merged.parts = [...new Set([...merged.parts, ...run.parts])];
    for (const peer of run.peers) {
      if (!merged.peers.some(({ id }) => id === peer.id)) merged.peers.push(peer);
    }
    for (const [n, { site, peers }] of Object.entries(run.sizes)) {
      const size = (merged.sizes[n] ??= { site: {}, peers: {} });
      const { errors, ...measured } = site;
      size.site = { ...size.site, ...measured };
      if (errors) size.site.errors = { ...size.site.errors, ...errors };
      Object.assign(size.peers, peers);
    }
  }
  return merged;
}

// `node scripts/scale/report.mjs [scale.json ...]` prints the report of earlier runs, merged
if (process.argv[1] === import.meta.filename) {
  const { readFileSync } = await import('node:fs');
  const files = process.argv.length > 2 ? process.argv.slice(2) : ['bench-results/scale.json'];
  const runs = files.map((file) => JSON.parse(readFileSync(file, 'utf8')));
  console.log(formatReport(runs.length > 1 ? mergeResults(runs) : runs[0]));
}
