import { visitParents } from 'unist-util-visit-parents';

/** A rehype plugin that renames the demo elements of dumi's compiler to the site's builtins. */
export default function rehypeDemoGrid({ renames }) {
  return (tree) =>
    visitParents(tree, 'element', (node) => {
      if (Object.hasOwn(renames, node.tagName)) node.tagName = renames[node.tagName];
    });
}
