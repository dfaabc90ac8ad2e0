import { visitParents } from 'unist-util-visit-parents';

/**
 * A rehype plugin for dumi's Markdown compiler that hands parts of a page to the theme's builtins:
 * its first `<h1>` goes into PageTitle, which puts the "Copy page" button beside it; each picture
 * becomes ZoomablePicture, a button around the same `<img>` that opens it larger, except inside a
 * link or a button (a button may not sit in either); and the elements `renames` names (dumi's demo
 * elements) become the builtins it gives.
 */
export default function rehypePageFeatures({ renames = {} } = {}) {
  return (tree) => {
    let titled = false;
    visitParents(tree, 'element', (node, ancestors) => {
      if (Object.hasOwn(renames, node.tagName)) node.tagName = renames[node.tagName];
      const interactive = ancestors.some(({ tagName }) => tagName === 'a' || tagName === 'button');
      if (node.tagName === 'img' && !interactive) node.tagName = 'ZoomablePicture';
      if (node.tagName !== 'h1' || titled) return;
      titled = true;
      const { children } = ancestors[ancestors.length - 1];
      const title = { type: 'element', tagName: 'PageTitle', properties: {}, children: [node] };
      children[children.indexOf(node)] = title;
    });
  };
}
