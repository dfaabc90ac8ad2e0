// Command-line flags for Debian's Chromium, shared by the browser tests (playwright.config.ts) and
// the benchmark (scripts/bench.mjs): no sandbox (CI runs as root), no GPU, no background traffic.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
