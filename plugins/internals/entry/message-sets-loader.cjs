/**
 * A loader for dumi's generated locale config (.dumi/tmp*\/dumi/locales/config.ts), which put both
 * editions' interface texts into every page's entry script. In the browser build each locale's set
 * becomes a chunk (`config.ts?locale=<id>`) and the config exports the object that
 * .dumi/theme/common/intl/message-sets.ts fills as sets load. The texts of a feature not every page
 * uses come with its code: `config.ts?demo-messages` (demo blocks, API tables) and
 * `config.ts?zoom-messages` (the picture dialog), by locale.
 */
const path = require('path');
const { expectShape } = require('../shape-guard.cjs');

const MESSAGES = /^export const messages = (\{[\s\S]*\});\s*$/m;
const REGISTRY = path.join(__dirname, '../../editions/browser/message-sets.ts');
/** Messages the browser never formats through intl (the chunk-failure and `<noscript>` texts). */
const NOT_FOR_INTL = /^(chunk\.failed\.|app\.noscript$)/;

/** Texts that come with a feature's code, by the query that asks for them. */
const FEATURES = Object.entries({
  'demo-messages': /^(previewer\.|api\.component\.|a11y\.previewer\.)/,
  'zoom-messages': /^zoom\./,
});
const forFeature = (id) => FEATURES.some(([, pattern]) => pattern.test(id));

const only = (set, keep) => Object.fromEntries(Object.entries(set).filter(([id]) => keep(id)));

module.exports = function splitMessageSets(source) {
  const query = new URLSearchParams(this.resourceQuery ?? '');
  const feature = FEATURES.find(([name]) => query.has(name));
  // the prerender and `dumi dev` keep every set whole: the feature texts are in them already
  if (!this.getOptions().split) return feature ? 'export default undefined;\n' : source;
  const match = expectShape(
    MESSAGES.exec(source),
    'entry/message-sets-loader.cjs',
    'the closing `export const messages = {...};`',
    "dumi's generated locale config (.dumi/tmp*/dumi/locales/config.ts)",
  );
  const sets = JSON.parse(match[1]);
  const locale = query.get('locale');
  // a locale's set for intl, or a feature's texts by locale
  const exported = locale
    ? only(sets[locale] ?? {}, (id) => !NOT_FOR_INTL.test(id) && !forFeature(id))
    : feature &&
      Object.fromEntries(
        Object.entries(sets).map(([id, set]) => [id, only(set, (key) => feature[1].test(key))]),
      );
  if (exported) return `export default ${JSON.stringify(exported)};\n`;
  const loaders = Object.keys(sets).map((id) => {
    const request = JSON.stringify(`${this.resourcePath}?locale=${id}`);
    return `  ${JSON.stringify(id)}: () => import(/* webpackChunkName: "messages-${id}" */ ${request}),`;
  });
  return [
    `import { messageSets } from ${JSON.stringify(REGISTRY)};`,
    source.slice(0, match.index),
    `export const messages = messageSets({\n${loaders.join('\n')}\n});\n`,
  ].join('\n');
};
