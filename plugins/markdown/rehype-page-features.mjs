import { visitParents } from 'unist-util-visit-parents';

/**
 * A rehype plugin for dumi's Markdown compiler that hands two parts of a page to the theme's
 * builtins: its first `<h1>` goes into PageTitle, which puts the "Copy page" button beside it, and
 * each picture becomes ZoomablePicture, a button around the same `<img>` that opens it larger,
 * except inside a link or a button (a button may not sit in either).
 */
export default function rehypePageFeatures() {
  return (tree) => {
    let titled = false;
    visitParents(tree, 'element', (node, ancestors) => {
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
