import { hash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { buildCacheDir, buildCachesOff, pruneUnused } from '../build-speed/build-cache';
import { renderInputs } from '../internals/server-bundle/page-render-inputs';
import {
  entryAssetsOf,
  pageFilesByLocation,
  renderThrough,
} from '../internals/server-bundle/render-hook';

/**
 * Each page's prerendered HTML is kept for later builds, keyed by the server bundle's modules, the
 * page's own modules and its address: a rebuild renders only the pages whose key changed. The
 * entry assets umi names in a page change with any page (their chunk map does): a kept render
 * gets this build's.
 */
export function keepRenderedPages(api: IApi) {
  if (api.env !== 'production' || buildCachesOff()) return;

  // the browser build is done: its manifest is written, and umi prerenders the pages next
  api.onBuildComplete(({ err }) => {
    const inputs = renderInputs();
    if (err || !inputs) return;
    const cacheDir = path.join(buildCacheDir(api), 'prerender');
    const fileOf = pageFilesByLocation(api);
    const entry = entryAssetsOf(api.paths.absOutputPath);
    const counts = { kept: 0, rendered: 0 };
    fs.mkdirSync(cacheDir, { recursive: true });
    renderThrough(async (location, render) => {
      const own = inputs.ofPage.get(fileOf.get(location) ?? '');
      if (!own) return render(location);
      const key = hash('sha256', [inputs.shared, own, location].join('\0'));
      const file = path.join(cacheDir, `${key}.json`);
      let html: string;
      try {
        const kept: { entry: string[]; html: string } = JSON.parse(fs.readFileSync(file, 'utf8'));
        html = kept.entry.reduce(
          (page, asset, i) => (asset && entry[i] ? page.split(asset).join(entry[i]) : page),
          kept.html,
        );
        fs.utimesSync(file, new Date(), new Date());
        counts.kept++;
      } catch {
        html = await render(location);
        fs.writeFileSync(file, JSON.stringify({ entry, html }));
        counts.rendered++;
      }
      if (counts.kept + counts.rendered >= fileOf.size) {
        pruneUnused(cacheDir);
        api.logger.info(
          `prerender: ${counts.rendered} pages rendered, ${counts.kept} kept from an earlier build`,
        );
      }
      return html;
    });
  });
}
