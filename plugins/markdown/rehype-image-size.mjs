import fs from 'fs';
import path from 'path';

/** The `require('<path>')` that dumi's Markdown compiler makes of a relative image address. */
const REQUIRED = /^require\('(.+)'\)$/;

/** The drawing size of an SVG: its root's width and height, or else its viewBox. */
function svgSize(source) {
  const root = /<svg\b[^>]*>/.exec(source)?.[0] ?? '';
  const number = (name) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1]);
  const [width, height] = [number('width'), number('height')];
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
}

/** The pixel size of a PNG, from its header. */
function pngSize(bytes) {
  if (bytes.toString('ascii', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The width and height of a picture file, or undefined when it is no SVG or PNG or gives no size
 * (plugins/page-checks reports such a picture before the build reaches it).
 */
export function imageSize(file) {
  if (/\.svg$/i.test(file)) return svgSize(fs.readFileSync(file, 'utf8'));
  if (/\.png$/i.test(file)) return pngSize(fs.readFileSync(file));
  return undefined;
}

/**
 * A rehype plugin for dumi's Markdown compiler (plugins/markdown/index.ts adds it): every picture a page
 * links by a relative path gets the width and height of its file, so the browser keeps its space
 * before the picture arrives and the text below it (the PREV / NEXT links, for one) does not move.
 * A picture whose size cannot be read fails the build.
 */
export default function rehypeImageSize() {
  return (tree, file) => {
    const page = this.data('fileAbsPath') ?? file.path;
    const visit = (node) => {
      if (node.type === 'element' && node.tagName === 'img') {
        const src = node.JSXAttributes?.find((attribute) => attribute.name === 'src');
        const required = typeof src?.value === 'string' && REQUIRED.exec(src.value);
        if (required && !node.properties?.width && !node.properties?.height) {
          const image = path.resolve(path.dirname(page), required[1]);
          const size = imageSize(image);
          if (!size) {
            throw new Error(
              `image-size: cannot read the size of ${image} (linked from ${page}); use an SVG ` +
                'with a viewBox or width and height, or a PNG.',
            );
          }
          node.properties = { ...node.properties, width: size.width, height: size.height };
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
