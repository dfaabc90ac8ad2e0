import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { buildCacheDir, buildCachesOff, pruneUnused } from '../build-speed/build-cache';
import { renderInputs } from '../internals/server-bundle/page-render-inputs';
import {
  entryAssetsOf,
  pageFilesByLocation,
  renderThrough,
  type RenderThrough,
} from '../internals/server-bundle/render-hook';

/** A kept render, and the entry assets it names. */
interface KeptRender {
  entry: string[];
  html: string;
}

/** A kept render with the entry assets of this build in place of those it was made with. */
function withEntry({ entry, html }: KeptRender, current: string[]): string {
  return entry.reduce(
    (page, asset, i) => (asset && current[i] ? page.split(asset).join(current[i]) : page),
    html,
  );
}

/**
 * Each page's prerendered HTML is kept for later builds, keyed by what it is made of: the server
 * bundle's modules (the site's code, its pages' metadata, the sidebars: plugins/internals/
 * server-bundle/page-render-inputs.ts), the page's own modules and its address. A rebuild renders
 * again only the pages whose key changed: after one page's text was edited, that page. The entry
 * script and style sheet umi names in a page change with any page (their chunk map does): a kept
 * render gets this build's. Off with SITE_BUILD_CACHE=0, like webpack's cache.
 */
export function keepRenderedPages(api: IApi) {
  if (api.env !== 'production' || buildCachesOff()) return;
  const cacheDir = () => path.join(buildCacheDir(api), 'prerender');

  // the browser build is done: its manifest is written, and umi prerenders the pages next
  api.onBuildComplete(({ err }) => {
    const inputs = renderInputs();
    renderThrough(undefined);
    if (err || !inputs) return;
    const fileOf = pageFilesByLocation(api);
    const entry = entryAssetsOf(api.paths.absOutputPath);
    const counts = { kept: 0, rendered: 0 };
    const done = () => {
      if (counts.kept + counts.rendered < fileOf.size) return;
      pruneUnused(cacheDir());
      api.logger.info(
        `prerender: ${counts.rendered} pages rendered, ${counts.kept} kept from an earlier build`,
      );
    };
    fs.mkdirSync(cacheDir(), { recursive: true });
    const hook: RenderThrough = async (location, render) => {
      const own = inputs.ofPage.get(fileOf.get(location) ?? '');
      if (!own) return render(location);
      const key = createHash('sha256')
        .update([inputs.shared, own, location].join('\0'))
        .digest('hex');
      const kept = path.join(cacheDir(), `${key}.json`);
      let html: string;
      try {
        html = withEntry(JSON.parse(fs.readFileSync(kept, 'utf8')), entry);
        const now = new Date();
        fs.utimesSync(kept, now, now);
        counts.kept++;
      } catch {
        html = await render(location);
        fs.writeFileSync(kept, JSON.stringify({ entry, html } satisfies KeptRender));
        counts.rendered++;
      }
      done();
      return html;
    };
    renderThrough(hook);
  });
}
