import { visitParents } from 'unist-util-visit-parents';

/**
 * A remark plugin: a heading that ends in `{#some-id}` gets that id instead of the slug of its
 * text, and loses the braces. Translations use it to keep the English anchors, so links to a
 * section and the language switch work in both editions.
 */
export const EXPLICIT_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

export default function remarkHeadingIds() {
  return (tree) =>
    visitParents(tree, 'heading', (node) => {
      const last = node.children[node.children.length - 1];
      const match = last?.type === 'text' ? EXPLICIT_ID.exec(last.value) : null;
      if (!match) return;
      last.value = last.value.slice(0, match.index);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } };
    });
}
