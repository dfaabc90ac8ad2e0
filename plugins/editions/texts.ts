import fs from 'fs';
import path from 'path';
import { SITE_EDITIONS, type EditionId } from '../../site.config';

export const editionTextsFile = (id: string) => path.join(__dirname, 'texts', `${id}.json`);

/** What the build writes in each edition's language outside the interface, by feature. */
export function textsOfEditions<Texts>(feature: string): Record<EditionId, Texts> {
  const entries = SITE_EDITIONS.map(({ id, name }) => {
    const file = editionTextsFile(id);
    const texts = fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8'))[feature];
    if (texts) return [id, texts];
    throw new Error(
      `editions: the ${name} edition has no "${feature}" texts in ${path.relative(process.cwd(), file)}; ` +
        `add them as in ${SITE_EDITIONS[0].id}.json`,
    );
  });
  return Object.fromEntries(entries);
}
