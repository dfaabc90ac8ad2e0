/**
 * A rehype plugin for dumi's Markdown compiler (plugins/markdown/index.ts adds it): a page's first
 * `<h1>` is wrapped in the theme's PageTitle builtin, which puts the "Copy page" button beside it.
 * The heading stays as it was (id, anchor link, text), and the button is in the prerendered page.
 */
export default function rehypePageTitle() {
  return (tree) => {
    const wrapFirstTitle = (node) => {
      const children = node.children ?? [];
      for (let index = 0; index < children.length; index += 1) {
        const child = children[index];
        if (child.type === 'element' && child.tagName === 'h1') {
          children[index] = {
            type: 'element',
            tagName: 'PageTitle',
            properties: {},
            children: [child],
          };
          return true;
        }
        if (child.type === 'element' && wrapFirstTitle(child)) return true;
      }
      return false;
    };
    wrapFirstTitle(tree);
  };
}
