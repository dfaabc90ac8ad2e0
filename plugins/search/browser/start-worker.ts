import { searchIndexPath } from './index-format';
import type { SearchRequest } from './messages';
import type { MetadataNavItem } from './types';

declare const __webpack_public_path__: string;

/**
 * The search worker of one edition: it fetches the edition's prebuilt index (its manifest at once,
 * the rest as queries need it) and groups results by the nav given here.
 */
export function startSearchWorker(nav: MetadataNavItem[], editionId: string): Worker {
  const worker = new Worker(
    /* webpackChunkName: "search-worker" */ new URL('./search.worker.ts', import.meta.url),
  );
  const request: SearchRequest = {
    action: 'generate-metadata',
    args: {
      index: new URL(__webpack_public_path__ + searchIndexPath(editionId), location.href).href,
      // only what the worker reads, so that the message can be cloned
      nav: nav.map(({ title, link, activePath }) => ({ title, link, activePath })),
    },
  };
  worker.postMessage(request);
  return worker;
}
