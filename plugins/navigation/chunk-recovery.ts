import path from 'path';
import type { IApi } from 'dumi';
import { SITE_EDITIONS } from '../../site.config';
import { interfaceMessages } from '../editions/messages';

/**
 * A script or style chunk that fails to load (a redeploy removed the old hashed files, the
 * connection dropped, the 120 s time-out passed) must not leave a blank page: see
 * browser/chunk-recovery.tsx. Its message must show when no chunk loads, so its texts, in every
 * edition, come with the entry script rather than with the message sets.
 */
export default (api: IApi) => {
  api.describe({ key: 'siteChunkRecovery' });
  api.onGenerateFiles(() => {
    const texts = Object.fromEntries(
      SITE_EDITIONS.map(({ id }) => [
        id,
        Object.fromEntries(
          Object.entries(interfaceMessages(id)).filter(([key]) => key.startsWith('chunk.failed.')),
        ),
      ]),
    );
    api.writeTmpFile({
      path: 'texts.ts',
      content: `export default ${JSON.stringify(texts)} as Record<string, Record<string, string>>;\n`,
    });
  });
  api.addRuntimePlugin(() => [path.join(__dirname, 'browser/chunk-recovery.tsx')]);
};
