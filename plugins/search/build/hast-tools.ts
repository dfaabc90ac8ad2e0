import type { Element, Root as HastRoot, RootContent } from 'hast';

/** Small helpers over the HTML tree (hast) that search reads pages into. */
export const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
export const isElement = (node: unknown, tagName?: string): node is Element =>
  (node as Element)?.type === 'element' && (!tagName || (node as Element).tagName === tagName);

export type ParentNode = HastRoot | Element;

/** The text of a hast node and its descendants. */
export function textOf(node: HastRoot | RootContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}
