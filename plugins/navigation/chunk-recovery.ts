import path from 'path';
import type { IApi } from 'dumi';
import { messagesByEdition } from '../editions/messages';
import { EARLY_CLICKS_SCRIPT } from '../internals/early-clicks-script';

/**
 * A chunk that fails to load must not leave a blank page (browser/chunk-recovery.tsx). Its
 * message shows when no chunk loads, so its texts, in every edition, come with the entry script.
 * And a click on a prerendered control before React runs it is repeated once React has hydrated it.
 */
export default (api: IApi) => {
  api.describe({ key: 'siteChunkRecovery' });
  api.onGenerateFiles(() => {
    const texts = messagesByEdition('chunk.failed.');
    api.writeTmpFile({
      path: 'texts.ts',
      content: `export default ${JSON.stringify(texts)} as Record<string, Record<string, string>>;\n`,
    });
  });
  api.addRuntimePlugin(() => [path.join(__dirname, 'browser/chunk-recovery.tsx')]);
  api.addHTMLHeadScripts(() => [{ content: EARLY_CLICKS_SCRIPT }]);
};
