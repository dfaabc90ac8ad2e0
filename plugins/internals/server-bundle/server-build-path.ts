import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { expectShape } from '../module-rules';

/**
 * umi requires the server build's manifest afresh for each page it prerenders, unless
 * `ssr.serverBuildPath` is set: it is, once, after the build.
 */
export function findServerBundleOnce(api: IApi) {
  api.onBuildComplete(({ err }: { err?: unknown }) => {
    const ssr = api.userConfig.ssr as { serverBuildPath?: string } | undefined;
    const manifestFile = path.join(api.cwd, 'server', 'build-manifest.json');
    if (err || !ssr || ssr.serverBuildPath || !fs.existsSync(manifestFile)) return;
    const entry: string = expectShape(
      JSON.parse(fs.readFileSync(manifestFile, 'utf8')).assets?.['umi.js'],
      'server-bundle/server-build-path.ts',
      'the "umi.js" asset of the server build manifest',
      manifestFile,
    );
    ssr.serverBuildPath = path.join('server', path.basename(entry));
  });
}
