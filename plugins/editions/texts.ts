import fs from 'fs';
import path from 'path';
import { SITE_EDITIONS, type EditionId } from '../../site.config';
import { dumiThemeMessagesFile } from '../internals/theme-data';

/** Where an edition's texts for tools and link previews are: texts/<edition id>.json. */
export const editionTextsFile = (id: string) => path.join(__dirname, 'texts', `${id}.json`);

/**
 * What the build writes in each edition's language into files that are not the interface (the
 * Markdown copies, llms.txt, link previews): one JSON file per edition of site.config.ts, one
 * object in it per feature. The interface's messages are .dumi/theme/locales/. An edition without
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

type Messages = Record<string, string>;

const readJson = (file: string): Messages =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};

/** An edition's interface messages as the build reads them: dumi's, with the theme's over them. */
export function interfaceMessages(id: string): Messages {
  return {
    ...readJson(dumiThemeMessagesFile(id)),
    ...readJson(path.join(__dirname, '..', '..', '.dumi', 'theme', 'locales', `${id}.json`)),
  };
}
