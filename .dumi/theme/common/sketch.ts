/**
 * A demo's element as Sketch JSON, for "Copy to Sketch": html2sketch converts it, loaded with the
 * first copy (it is large, and no page needs it before a visitor asks). For a demo shown in an
 * iframe, the demo's root element inside the frame is converted.
 */
export async function sketchJSON(
  target: HTMLElement | HTMLIFrameElement,
  type: 'group' | 'symbol',
): Promise<unknown> {
  const element =
    target instanceof HTMLIFrameElement
      ? target.contentDocument?.querySelector<HTMLElement>('#root')
      : target;
  if (!element) throw new Error('The demo has no element to copy');
  const { nodeToGroup, nodeToSymbol } = await import('html2sketch');
  const layer = type === 'symbol' ? await nodeToSymbol(element) : await nodeToGroup(element);
  return layer.toSketchJSON();
}
