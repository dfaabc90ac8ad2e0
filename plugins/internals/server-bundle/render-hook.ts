import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { streamedAfterShell } from '../html/prerendered-page';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RENDER_HOOK } = require('./server-entry-loader.cjs') as { RENDER_HOOK: string };

export type Render = (location: string) => Promise<string>;
/** Takes part in each page's prerender: `render` is umi's own. */
export type RenderThrough = (location: string, render: Render) => Promise<string>;

let through: RenderThrough | undefined;

/**
 * umi's render, once more for a page that met a lazy module for the first time: that module has
 * loaded by the end of the first render, so the second finishes in React's shell.
 */
export const renderWhole =
  (render: Render): Render =>
  async (location) => {
    const html = await render(location);
    return streamedAfterShell(html) ? render(location) : html;
  };

/** What the server entry calls for each page umi prerenders (server-entry-loader.cjs). */
(globalThis as Record<symbol, RenderThrough>)[Symbol.for(RENDER_HOOK)] = (location, render) => {
  const whole = renderWhole(render);
  return through ? through(location, whole) : whole(location);
};

export function renderThrough(hook: RenderThrough | undefined) {
  through = hook;
}

/** The Markdown file of each page by the location umi's exportStatic renders it at. */
export function pageFilesByLocation(api: IApi) {
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

/** The entry script and style sheet umi writes into every page (a missing one is ''). */
export function entryAssetsOf(outputPath: string): string[] {
  const manifest = fs.readFileSync(path.join(outputPath, 'build-manifest.json'), 'utf8');
  const { assets } = JSON.parse(manifest);
  return [assets['umi.js'] ?? '', assets['umi.css'] ?? ''];
}
