import { ShapeNotFoundError, type Chain } from '../module-rules';

interface RuleLike {
  name: string;
  uses: { has(name: string): boolean };
  use(name: string): { loader(path: string): { options(value: object): unknown } };
  oneOfs: { values(): RuleLike[] };
}

/** Puts `loader` where umi's and dumi's rules use babel-loader (the use's name stays for dumi). */
export function inPlaceOfBabelLoader(memo: Chain, loader: string, options: object) {
  let exchanged = 0;
  const visit = (rule: RuleLike) => {
    if (rule.uses.has('babel-loader')) {
      rule.use('babel-loader').loader(loader).options(options);
      exchanged += 1;
    }
    for (const oneOf of rule.oneOfs.values()) visit(oneOf);
  };
  for (const rule of memo.module.rules.values()) visit(rule as unknown as RuleLike);
  if (exchanged === 0) {
    throw new ShapeNotFoundError(
      'build/babel-loader.ts',
      'a rule using babel-loader',
      "umi's and dumi's webpack config (umi or dumi changed how they compile source files)",
    );
  }
}
