import fs from 'fs';
import path from 'path';
import { visitParents } from 'unist-util-visit-parents';

/** The drawing size of an SVG: its root's width and height, or else its viewBox. */
function svgSize(source) {
  const root = /<svg\b[^>]*>/.exec(source)?.[0] ?? '';
  const number = (name) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1]);
  const [width, height] = [number('width'), number('height')];
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
}

/** The width and height of an SVG or PNG file; undefined for another file or one with no size. */
export function imageSize(file) {
  if (/\.svg$/i.test(file)) return svgSize(fs.readFileSync(file, 'utf8'));
  if (!/\.png$/i.test(file)) return undefined;
  const png = fs.readFileSync(file);
  if (png.toString('ascii', 12, 16) !== 'IHDR') return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * A rehype plugin: a picture a page links by a relative path gets its file's width and height,
 * so the browser keeps its space before it arrives and the text below it does not move. A
 * picture whose size cannot be read fails the build.
 */
export default function rehypeImageSize() {
  return (tree, file) => {
    const page = this.data('fileAbsPath') ?? file.path;
    visitParents(tree, 'element', (node) => {
      const src = node.tagName === 'img' && node.JSXAttributes?.find((a) => a.name === 'src');
      // dumi's compiler makes `require('<path>')` of a relative address
      const required = typeof src?.value === 'string' && /^require\('(.+)'\)$/.exec(src.value);
      if (!required || node.properties?.width || node.properties?.height) return;
      const image = path.resolve(path.dirname(page), required[1]);
      const size = imageSize(image);
      if (!size) {
        throw new Error(
          `image-size: cannot read the size of ${image} (linked from ${page}); use an SVG ` +
            'with a viewBox or width and height, or a PNG.',
        );
      }
      node.properties = { ...node.properties, width: size.width, height: size.height };
    });
  };
}
