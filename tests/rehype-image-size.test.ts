import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without type declarations
import rehypeImageSize from '../plugins/markdown/rehype-image-size.mjs';

interface Node {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  JSXAttributes?: { type: string; name: string; value: string }[];
  children?: Node[];
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-size-'));
const page = path.join(dir, 'docs', 'Page.md');
fs.mkdirSync(path.join(dir, 'images'), { recursive: true });
fs.writeFileSync(
  path.join(dir, 'images', 'box.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 340"><rect/></svg>',
);
fs.writeFileSync(
  path.join(dir, 'images', 'sized.svg'),
  '<svg width="120px" height="80" viewBox="0 0 12 8" xmlns="http://www.w3.org/2000/svg"/>',
);
const png = Buffer.alloc(24);
png.write('IHDR', 12, 'ascii');
png.writeUInt32BE(300, 16);
png.writeUInt32BE(200, 20);
fs.writeFileSync(path.join(dir, 'images', 'photo.png'), png);
fs.writeFileSync(path.join(dir, 'images', 'photo.jpg'), 'not read');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An <img> as dumi's Markdown compiler leaves it for a relative address. */
const picture = (file: string): Node => ({
  type: 'element',
  tagName: 'img',
  properties: { alt: 'a picture' },
  JSXAttributes: [{ type: 'JSXAttribute', name: 'src', value: `require('../images/${file}')` }],
});

function run(tree: Node) {
  const processor = { data: (key: string) => (key === 'fileAbsPath' ? page : undefined) };
  rehypeImageSize.call(processor)(tree, { path: page });
  return tree;
}

describe('rehype-image-size', () => {
  it('gives pictures the size of their files: SVG viewBox, SVG width and height, PNG header', () => {
    const tree = run({
      type: 'root',
      children: [
        picture('box.svg'),
        { type: 'element', tagName: 'p', children: [picture('sized.svg')] },
        picture('photo.png'),
      ],
    });
    const sizes = [tree.children![0], tree.children![1].children![0], tree.children![2]].map(
      (node) => [node.properties!.width, node.properties!.height],
    );
    expect(sizes).toEqual([
      [640, 340],
      [120, 80],
      [300, 200],
    ]);
  });

  it('keeps a size the page gives, and leaves addresses it does not compile alone', () => {
    const given = { ...picture('box.svg'), properties: { alt: 'x', width: 10, height: 5 } };
    const remote: Node = {
      type: 'element',
      tagName: 'img',
      properties: { src: 'https://example.org/a.svg' },
    };
    run({ type: 'root', children: [given, remote] });
    expect([given.properties!.width, given.properties!.height]).toEqual([10, 5]);
    expect(remote.properties).toEqual({ src: 'https://example.org/a.svg' });
  });

  it('fails the build for a picture whose size it cannot read', () => {
    expect(() => run({ type: 'root', children: [picture('photo.jpg')] })).toThrow(
      /cannot read the size of .*photo\.jpg/,
    );
  });
});
