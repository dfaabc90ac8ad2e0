import { expectShape, type Chain } from '../module-rules';

type Rule = ReturnType<Chain['module']['rule']>;

/** Puts `loader` where umi's and dumi's rules use babel-loader (the use's name stays for dumi). */
export function inPlaceOfBabelLoader(memo: Chain, loader: string, options: object) {
  let exchanged = 0;
  const visit = (rule: Rule) => {
    if (rule.uses.has('babel-loader')) {
      rule.use('babel-loader').loader(loader).options(options);
      exchanged += 1;
    }
    for (const oneOf of rule.oneOfs.values()) visit(oneOf as unknown as Rule);
  };
  for (const rule of memo.module.rules.values()) visit(rule as unknown as Rule);
  expectShape(
    exchanged,
    'build/babel-loader.ts',
    'a rule using babel-loader',
    "umi's and dumi's webpack config (umi or dumi changed how they compile source files)",
  );
}
