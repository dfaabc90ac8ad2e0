import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without type declarations
import rehypeDemoGrid from '../plugins/demos/rehype-demo-grid.mjs';

interface Node {
  type: string;
  tagName?: string;
  children?: Node[];
}

const element = (tagName: string, children: Node[] = []): Node => ({
  type: 'element',
  tagName,
  children,
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
    rehypeDemoGrid({ renames })(tree);
    expect(tree).toEqual({
      type: 'root',
      children: [
        element('Demo'),
        element('div', [element('DemoGrid'), element('p', [{ type: 'text' }])]),
        element('DumiDemoExtra'),
      ],
    });
  });

  it('does not treat names inherited by every object as renames', () => {
    const tree: Node = { type: 'root', children: [element('toString')] };
    rehypeDemoGrid({ renames })(tree);
    expect(tree.children?.[0].tagName).toBe('toString');
  });
});
