/**
 * A rehype plugin for dumi's Markdown compiler that hands two parts of a page to the theme's
 * builtins: its first `<h1>` goes into PageTitle, which puts the "Copy page" button beside it, and
 * each picture becomes ZoomablePicture, a button around the same `<img>` that opens it larger,
 * except inside a link or a button (a button may not sit in either).
 */
export default function rehypePageFeatures() {
  return (tree) => {
    let titled = false;
    const visit = (node, interactive) => {
      node.children?.forEach((child, index, children) => {
        if (child.type !== 'element') return;
        if (child.tagName === 'img') {
          if (!interactive) child.tagName = 'ZoomablePicture';
          return;
        }
        if (child.tagName === 'h1' && !titled) {
          titled = true;
          children[index] = {
            type: 'element',
            tagName: 'PageTitle',
            properties: {},
            children: [child],
          };
        }
        visit(child, interactive || child.tagName === 'a' || child.tagName === 'button');
      });
    };
    visit(tree, false);
  };
}
