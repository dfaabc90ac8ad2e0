import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';

const SHEET = path.join(__dirname, 'print.css');

/** The sheet without its comments and layout whitespace: written for people, sent for printing. */
export function minifiedCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The print style sheet (print.css), linked from every page with `media="print"`: the browser does
 * not wait for it before painting, so it costs no render-blocking bytes. Its name carries a hash of
 * its content, as the bundles' names do, so hosts can cache it for good (deploy/nginx).
 */
export default (api: IApi) => {
  api.describe({ key: 'printSheet' });

  const css = minifiedCss(fs.readFileSync(SHEET, 'utf8'));
  const file = `print.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  const href = () => `${api.config.publicPath ?? api.config.base ?? '/'}${file}`;

  api.addHTMLLinks(() => [{ rel: 'stylesheet', href: href(), media: 'print' }]);

  api.onBuildComplete(() => {
    fs.writeFileSync(path.join(api.paths.absOutputPath, file), css);
  });

  // `dumi dev` serves it at the same address
  api.addBeforeMiddlewares(() => [
    (req: { url?: string }, res: DevResponse, next: () => void) => {
      if ((req.url ?? '').split('?')[0] !== href()) return next();
      res.setHeader('Content-Type', 'text/css; charset=utf-8');
      res.end(css);
      return undefined;
    },
  ]);
};

interface DevResponse {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}
