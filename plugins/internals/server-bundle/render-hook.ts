import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RENDER_HOOK } = require('./render-hook-loader.cjs') as { RENDER_HOOK: string };

export type Render = (location: string) => Promise<string>;
/** Takes part in each page's prerender: `render` is umi's own. */
export type RenderThrough = (location: string, render: Render) => Promise<string>;

let beforeFirst: (() => Promise<void>)[] = [];
let started: Promise<void> | undefined;
let through: RenderThrough | undefined;

/**
 * What the server entry calls for each page umi prerenders (render-hook-loader.cjs): the tasks
 * that wait for the first render, once, then the page's render, through the build's hook if any.
 */
export async function renderPage(location: string, render: Render): Promise<string> {
  started ??= (async () => {
    const tasks = beforeFirst;
    beforeFirst = [];
    for (const task of tasks) await task();
  })();
  await started;
  return through ? through(location, render) : render(location);
}
(globalThis as Record<symbol, unknown>)[Symbol.for(RENDER_HOOK)] = renderPage;

/** Runs `task` once the pages are about to be made (umi has read the browser build's stats). */
export function beforeFirstRender(task: () => Promise<void>) {
  beforeFirst.push(task);
  started = undefined;
}

/** Every page's render goes through `hook` (undefined: umi's own render alone). */
export function renderThrough(hook: RenderThrough | undefined) {
  through = hook;
}

/**
 * The Markdown file of each page by the location umi's prerender renders it at: the route's path
 * below the base, as umi's exportStatic writes it (`/site` + `/products/folder-icon`).
 */
export function pageFilesByLocation(api: IApi): Map<string, string> {
  const base = (api.config.base ?? '/').replace(/\/$/, '');
  const files = new Map<string, string>();
  const routes = api.appData.routes as Record<string, { absPath?: string; file?: string }>;
  for (const route of Object.values(routes)) {
    if (route.absPath && route.file?.endsWith('.md')) {
      files.set(`${base}${route.absPath}`, path.resolve(api.cwd, route.file));
    }
  }
  return files;
}

/**
 * The entry script and style sheet umi writes into every page (its server entry names them after
 * the browser build's manifest), each of them missing as an empty name.
 */
export function entryAssetsOf(outputPath: string): string[] {
  const manifest = path.join(outputPath, 'build-manifest.json');
  const assets = fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')).assets ?? {})
    : {};
  return [assets['umi.js'] ?? '', assets['umi.css'] ?? ''];
}
