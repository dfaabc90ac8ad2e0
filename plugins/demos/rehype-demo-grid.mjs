/** A rehype plugin that renames the demo elements of dumi's compiler to the site's builtins. */
export default function rehypeDemoGrid({ renames }) {
  const rename = (node) => {
    if (node.type === 'element' && Object.hasOwn(renames, node.tagName)) {
      node.tagName = renames[node.tagName];
    }
    node.children?.forEach(rename);
  };
  return (tree) => rename(tree);
}
