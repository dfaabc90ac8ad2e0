import { describe, expect, it } from 'vitest';
import { demoTitle } from '../../plugins/demos/html-steps';
import { withDemoPageHead } from '../../plugins/internals/html/demo-page-template';
import { htmlPageOf } from '../../plugins/pages/page-records';

/** A prerendered page's markup, as the demo pages' step sees it. */
const page = (content: string) => content;

describe('standalone demo pages', () => {
  it('knows the demo id of a demo page, and nothing of other files', () => {
    const demoIdOf = (file: string) => htmlPageOf(file, new Map()).demoId;
    expect(demoIdOf('~demos/docs-x-demo-a/index.html')).toBe('docs-x-demo-a');
    expect(demoIdOf('~demos\\docs-x-demo-a\\index.html')).toBe('docs-x-demo-a');
    expect(demoIdOf('products/index.html')).toBeUndefined();
  });

  it("takes the demo's title from the page that shows it", () => {
    const html =
      '<h3 class="tl-demo-title"><a href="#docs-x-demo-a">A <em>word</em> card</a></h3>' +
      '<h3 class="tl-demo-title"><a href="#docs-x-demo-b">Other</a></h3>';
    expect(demoTitle('docs-x-demo-a', [page(html)])).toBe('A word card');
  });

  it('names an untitled demo after its page, and knows when no page shows it', () => {
    const html =
      '<h1 id="wordcard">WordCard</h1><div id="docs-x-demo-c" class="dumi-default-previewer">';
    expect(demoTitle('docs-x-demo-c', [page(html)])).toBe('Demo: WordCard');
    expect(demoTitle('docs-x-demo-d', [page(html)])).toBeUndefined();
  });

  it('completes the head and adds the noscript message', () => {
    const html =
      '<!DOCTYPE html>\n<html>\n<head>\n<meta name="viewport" content="width=device-width, user-scalable=no, maximum-scale=1.0">\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>';
    const result = withDemoPageHead(html, {
      title: 'A word card - Site',
      lang: 'en',
      noScript: 'Enable JavaScript.',
    });
    expect(result).toContain('<html lang="en">');
    expect(result).toContain('<title>A word card - Site</title>\n</head>');
    expect(result).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(result).toContain('<noscript>Enable JavaScript.</noscript>\n<div id="root"></div>');
  });

  it('refuses markup it does not recognise rather than write a broken page', () => {
    expect(() =>
      withDemoPageHead('<html lang="en"><body></body></html>', {
        title: 't',
        lang: 'en',
        noScript: 'n',
      }),
    ).toThrow(/Shape not found: umi.s template of a standalone demo page/);
  });
});
