import { ShapeNotFoundError, type Chain } from '../expect-matches';

/** The name umi gives the use of babel-loader in its rules for source files. */
const BABEL_LOADER = 'babel-loader';

interface RuleLike {
  name: string;
  uses: { has(name: string): boolean };
  use(name: string): { loader(path: string): { options(value: object): unknown } };
  oneOfs: { values(): RuleLike[] };
}

/**
 * Puts `loader` with `options` where umi's rules (and dumi's copies of them for Markdown) use
 * babel-loader; the rules and the use's name stay, as dumi needs them to exist. A
 * ShapeNotFoundError when no rule uses babel-loader any more.
 */
export function inPlaceOfBabelLoader(memo: Chain, loader: string, options: object) {
  let exchanged = 0;
  const visit = (rule: RuleLike) => {
    if (rule.uses.has(BABEL_LOADER)) {
      rule.use(BABEL_LOADER).loader(loader).options(options);
      exchanged += 1;
    }
    for (const oneOf of rule.oneOfs.values()) visit(oneOf);
  };
  for (const rule of memo.module.rules.values()) visit(rule as unknown as RuleLike);
  if (exchanged === 0) {
    throw new ShapeNotFoundError(
      'build/babel-loader.ts',
      `a rule using ${BABEL_LOADER}`,
      "umi's and dumi's webpack config (umi or dumi changed how they compile source files)",
    );
  }
}
