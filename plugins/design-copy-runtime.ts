interface SketchArgs {
  target: HTMLElement;
  opts: { type: 'group' | 'symbol' };
}

/** dumi's `toSketchJSON` runtime hook: converts a demo's DOM into Sketch JSON on demand. */
export async function toSketchJSON(_memo: unknown, { target, opts }: SketchArgs) {
  const { nodeToGroup, nodeToSymbol } = await import('html2sketch');
  const layer = opts.type === 'symbol' ? await nodeToSymbol(target) : await nodeToGroup(target);
  return layer.toSketchJSON();
}
