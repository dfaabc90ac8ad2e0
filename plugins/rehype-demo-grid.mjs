/**
 * A rehype plugin for dumi's Markdown compiler (plugins/demo-grid.ts adds it): the group of
 * consecutive demos dumi emits as `<DumiDemoGrid>` is rendered by the site's `DemoGrid` builtin.
 */
export default function rehypeDemoGrid({ from, to }) {
  const rename = (node) => {
    if (node.type === 'element' && node.tagName === from) node.tagName = to;
    node.children?.forEach(rename);
  };
  return (tree) => rename(tree);
}
