import fs from 'fs';
import path from 'path';
import { SITE_EDITIONS, type EditionId } from '../../site.config';

/** Where an edition's texts for tools and link previews are: texts/<edition id>.json. */
export const editionTextsFile = (id: string) => path.join(__dirname, 'texts', `${id}.json`);

/**
 * What the build writes in each edition's language into files that are not the interface (the
 * Markdown copies, llms.txt, link previews): one JSON file per edition of site.config.ts, one
 * object in it per feature (the interface's messages are the theme's). An edition without
 * its file, or a feature without its texts there, stops the build with a message naming the file.
 */
export function textsOfEditions<Texts>(feature: string): Record<EditionId, Texts> {
  const texts = {} as Record<EditionId, Texts>;
  for (const { id, name } of SITE_EDITIONS) {
    const file = editionTextsFile(id);
    const all = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
    if (!all?.[feature]) {
      throw new Error(
        `editions: the ${name} edition has no "${feature}" texts in ${path.relative(process.cwd(), file)}; ` +
          `add them as in ${SITE_EDITIONS[0].id}.json`,
      );
    }
    texts[id] = all[feature];
  }
  return texts;
}
