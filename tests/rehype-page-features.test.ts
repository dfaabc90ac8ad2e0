import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without type declarations
import rehypePageFeatures from '../plugins/markdown/rehype-page-features.mjs';

type Node = { type: string; tagName?: string; properties?: object; children?: Node[] };
const element = (tagName: string, children: Node[] = []): Node => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
/** The elements of a tree in document order, as their opening tags. */
const tags = (node: Node): string =>
  (node.type === 'element' ? `<${node.tagName}>` : '') + (node.children ?? []).map(tags).join('');

describe('rehype-page-title', () => {
  it("wraps the page's first h1 only, wherever dumi put it", () => {
    const tree: Node = {
      type: 'root',
      children: [
        element('div', [element('h1', [{ type: 'text' }]), element('p'), element('h1')]),
        element('h1'),
      ],
    };
    rehypePageFeatures()(tree);
    expect(tags(tree)).toBe('<div><PageTitle><h1><p><h1><h1>');
  });

  it('leaves a page without a title alone', () => {
    const tree: Node = { type: 'root', children: [element('h2'), element('p')] };
    rehypePageFeatures()(tree);
    expect(tags(tree)).toBe('<h2><p>');
  });
});

describe('rehype-zoomable-pictures', () => {
  it('makes every picture zoomable, except inside a link or a button', () => {
    const tree: Node = {
      type: 'root',
      children: [
        element('p', [element('img')]),
        element('table', [element('tr', [element('td', [element('img')])])]),
        element('a', [element('span', [element('img')])]),
        element('button', [element('img')]),
      ],
    };
    rehypePageFeatures()(tree);
    expect(tags(tree)).toBe(
      '<p><ZoomablePicture><table><tr><td><ZoomablePicture><a><span><img><button><img>',
    );
  });
});

describe('rehype-demo-grid', () => {
  const renames = { DumiDemoGrid: 'DemoGrid', DumiDemo: 'Demo' };

  it('renames the demo elements at any depth and leaves the rest alone', () => {
    const tree: Node = {
      type: 'root',
      children: [
        element('DumiDemo'),
        element('div', [element('DumiDemoGrid'), element('p', [{ type: 'text' }])]),
        element('DumiDemoExtra'),
      ],
    };
    rehypePageFeatures({ renames })(tree);
    expect(tags(tree)).toBe('<Demo><div><DemoGrid><p><DumiDemoExtra>');
  });

  it('does not treat names inherited by every object as renames', () => {
    const tree: Node = { type: 'root', children: [element('toString')] };
    rehypePageFeatures({ renames })(tree);
    expect(tags(tree)).toBe('<toString>');
  });
});
