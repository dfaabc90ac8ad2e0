/**
 * A rehype plugin for dumi's Markdown compiler (plugins/demos/grid.ts adds it): renames the demo
 * elements dumi emits (`<DumiDemoGrid>` for a group of consecutive demos, `<DumiDemo>` for one
 * demo) to the site's builtins, as given in `renames`.
 */
export default function rehypeDemoGrid({ renames }) {
  const rename = (node) => {
    if (node.type === 'element' && Object.hasOwn(renames, node.tagName)) {
      node.tagName = renames[node.tagName];
    }
    node.children?.forEach(rename);
  };
  return (tree) => rename(tree);
}
