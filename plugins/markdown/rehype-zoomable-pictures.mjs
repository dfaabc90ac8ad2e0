/**
 * A rehype plugin for dumi's Markdown compiler (plugins/markdown/index.ts adds it): every
 * picture of a page becomes the theme's ZoomablePicture builtin, a button around the same `<img>`
 * that opens it larger. A picture inside a link or a button stays as it is (a button may not sit
 * in either). It runs after rehype-image-size.mjs, so the picture keeps its width and height.
 */
export default function rehypeZoomablePictures() {
  return (tree) => {
    const visit = (node, interactive) => {
      for (const child of node.children ?? []) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'img') {
          if (!interactive) child.tagName = 'ZoomablePicture';
        } else visit(child, interactive || child.tagName === 'a' || child.tagName === 'button');
      }
    };
    visit(tree, false);
  };
}
