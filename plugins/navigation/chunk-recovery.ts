import path from 'path';
import type { IApi } from 'dumi';

/**
 * A script or style chunk that fails to load (a redeploy removed the old hashed files, the
 * connection dropped, the 120 s time-out passed) must not leave a blank page: see
 * browser/chunk-recovery.tsx.
 */
export default (api: IApi) => {
  api.describe({ key: 'siteChunkRecovery' });
  api.addRuntimePlugin(() => [path.join(__dirname, 'browser/chunk-recovery.tsx')]);
};
