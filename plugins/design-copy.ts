import path from 'path';
import type { IApi } from 'dumi';

/**
 * "Copy to a design app as JSON" in the demo blocks (dumi's `html2sketch` feature) without its
 * default cost: dumi would add a 0.9 MB script from a third-party CDN to every page. Instead the
 * converter is bundled from npm and loaded only when a visitor picks "Copy as Sketch Group/Symbol".
 */
export default (api: IApi) => {
  api.describe({ key: 'designCopy' });

  api.addRuntimePlugin(() => [path.join(__dirname, 'design-copy-runtime.ts')]);

  // the runtime plugin converts the demo, so the CDN script dumi adds to each page is not needed
  // (both the script tag and its entry in the metadata the SSR client renders the head from)
  const withoutCdnScript = (html: string) =>
    html
      .replace(/<script[^>]*src="[^"]*html2sketch[^"]*"[^>]*><\/script>/g, '')
      .replace(/,?\{"src":"[^"]*html2sketch[^"]*"[^}]*\}/g, '')
      .replace(/"headScripts":\[,/g, '"headScripts":[');
  api.modifyHTML(($) => {
    $('script[src*="html2sketch"]').remove();
    return $;
  });
  api.modifyExportHTMLFiles((files: { path: string; content: string }[]) =>
    files.map((file) => ({ ...file, content: withoutCdnScript(file.content) })),
  );
};
