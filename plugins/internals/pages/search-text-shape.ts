import fs from 'fs';
import type { Element, ElementContent, Root as HastRoot, RootContent, Text } from 'hast';
import path from 'path';
import { HEADINGS, isElement, textOf, type ParentNode } from '../../search/build/hast-tools';
import type { PageText, TocEntry } from '../../search/build/page-texts';

/** How dumi tells a component from an HTML element: a capital and at least one more letter. */
const isComponent = (node: Element) => /^[A-Z].+/.test(node.tagName);
/** The elements dumi's compiler makes of a demo block and of a group of demos. */
const DEMO_TAGS = new Set(['DumiDemo', 'DumiDemoGrid']);

/**
 * The steps of dumi's compiler that decide which element holds a text, and so which paragraph
 * and section the text belongs to: demo blocks, links as components, the top-level wrappers,
 * code blocks and tables as components; then the texts themselves.
 */
export interface DemoNodeInfo {
  /** the `<code>` element */
  code: Element;
  src?: string;
}

/** A `<code>` element that dumi renders as a React demo (an external file or a code block). */
function demoOf(node: Element, file: string): DemoNodeInfo | undefined {
  const properties = node.properties ?? {};
  if (typeof properties.src === 'string') {
    const src = resolveDemoFile(path.dirname(file), properties.src);
    return /\.(jsx|tsx)$/.test(src) ? { code: node, src } : undefined;
  }
  const className = properties.className;
  const meta = String((node.data as { meta?: string } | undefined)?.meta);
  if (!Array.isArray(className) || / pure/.test(meta)) return undefined;
  const lang = String(className[0]).replace('language-', '');
  return ['jsx', 'tsx'].includes(lang) ? { code: node } : undefined;
}

function resolveDemoFile(dir: string, src: string): string {
  const base = path.resolve(dir, src);
  for (const candidate of [base, ...['.tsx', '.jsx', '.ts', '.js'].map((ext) => base + ext)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  for (const ext of ['.tsx', '.jsx']) {
    const index = path.join(base, `index${ext}`);
    if (fs.existsSync(index)) return index;
  }
  return base;
}

/**
 * dumi's demo blocks: a paragraph (or code block) that starts with demos becomes one DumiDemo (or
 * DumiDemoGrid) element without text; text before or after the demos stays in paragraphs of its own.
 */
export function markDemos(tree: HastRoot, file: string): Map<Element, DemoNodeInfo[]> {
  const demos = new Map<Element, DemoNodeInfo[]>();
  const containers = new Set<Element>();
  const found = new Map<Element, DemoNodeInfo | undefined>();
  const demo = (node: ElementContent | undefined) => {
    if (!isElement(node, 'code')) return undefined;
    if (!found.has(node)) found.set(node, demoOf(node, file));
    return found.get(node);
  };
  const walk = (
    parent: ParentNode,
    visit: (node: Element, index: number, parent: ParentNode) => void,
  ) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i];
      if (node.type !== 'element') continue;
      visit(node, i, parent);
      walk(node, visit);
    }
  };
  // a fenced demo: <pre><code class="language-tsx">
  walk(tree, (node) => {
    if (node.tagName === 'pre' && node.children.length === 1 && demo(node.children[0])) {
      node.tagName = 'p';
      containers.add(node);
    }
  });
  // a paragraph with demos: split so that the demos lead a paragraph of their own
  walk(tree, (node, index, parent) => {
    if (node.tagName !== 'p') return;
    for (let c = 0; c < node.children.length; c++) {
      if (!demo(node.children[c])) continue;
      let splitFrom = c;
      if (c === 0) {
        containers.add(node);
        let next = node.children[1];
        let nextIndex = 1;
        for (;;) {
          if (!next) return;
          splitFrom += 1;
          if (demo(next) || isElement(next, 'br')) {
            nextIndex = splitFrom + 1;
            next = node.children[nextIndex];
          } else break;
        }
      }
      const rest = node.children.splice(splitFrom);
      parent.children.splice(index + 1, 0, {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: rest,
      });
      return;
    }
  });
  for (const container of containers) {
    const inside = container.children.flatMap((child) => {
      const info = isElement(child, 'code') ? demo(child) : undefined;
      return info ? [info] : [];
    });
    container.tagName = inside.length === 1 ? 'DumiDemo' : 'DumiDemoGrid';
    container.children = [];
    demos.set(container, inside);
  }
  return demos;
}

/** dumi turns every link without a scheme (a page of the site, an anchor) into a Link component. */
export function linksToComponents(parent: ParentNode): void {
  for (const node of parent.children) {
    if (node.type !== 'element') continue;
    const { href, target, download } = node.properties ?? {};
    if (node.tagName === 'a' && typeof href === 'string' && !target && !download) {
      const scheme = /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
      if (!scheme) node.tagName = 'Link';
    }
    linksToComponents(node);
  }
}

/**
 * dumi's rehypeIsolation: at the top level, demos and components stand alone (a paragraph holding
 * just a component is replaced by it), and everything between them is wrapped in a div. A heading
 * only names the section of what follows it inside the same wrapper.
 */
export function isolate(tree: HastRoot): void {
  const children: RootContent[] = [];
  for (const node of tree.children) {
    const previous = children[children.length - 1];
    if (node.type === 'element' && DEMO_TAGS.has(node.tagName)) {
      children.push(node);
    } else if (
      node.type === 'element' &&
      ((node.tagName === 'p' &&
        node.children.length === 1 &&
        isElement(node.children[0]) &&
        isComponent(node.children[0])) ||
        isComponent(node))
    ) {
      children.push(node.tagName === 'p' ? (node.children[0] as Element) : node);
    } else {
      let wrapper = previous as Element | undefined;
      if (
        !wrapper ||
        (wrapper.type === 'element' && (DEMO_TAGS.has(wrapper.tagName) || isComponent(wrapper)))
      ) {
        wrapper = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['markdown'] },
          children: [],
        };
        children.push(wrapper);
      }
      wrapper.children.push(node as ElementContent);
    }
  }
  tree.children = children;
}

/** Code blocks and tables become components (SourceCode holds the code as one text). */
export function enhanceTags(parent: ParentNode): void {
  parent.children.forEach((node, index) => {
    if (node.type !== 'element') return;
    if (node.tagName === 'pre' && isElement(node.children[0], 'code')) {
      parent.children[index] = {
        type: 'element',
        tagName: 'SourceCode',
        properties: {},
        children: [{ type: 'text', value: textOf(node.children[0]) }],
      };
      return;
    }
    if (node.tagName === 'table') node.tagName = 'Table';
    // a style sheet is no text
    if (node.tagName === 'style') node.children = [];
    enhanceTags(node);
  });
}

/**
 * dumi's rehypeText: every text outside a heading's own children, with the paragraph it belongs to
 * (the nearest p, ul, ol or component, else the page) and the heading before that paragraph among
 * the earlier siblings of it or of an element holding it.
 */
export function textsOf(tree: HastRoot, toc: TocEntry[]): PageText[] {
  const texts: PageText[] = [];
  const paraIds = new Map<HastRoot | Element, number>();
  const walk = (node: HastRoot | Element, ancestors: (HastRoot | Element)[]) => {
    const chain = [...ancestors, node];
    for (const child of node.children) {
      if (child.type === 'element') walk(child, chain);
      if (child.type !== 'text') continue;
      if (node.type === 'element' && HEADINGS.has(node.tagName)) continue;
      const para = paragraphOf(chain);
      if (!paraIds.has(para)) paraIds.set(para, paraIds.size);
      const heading = para.type === 'element' ? headingBefore(chain, para) : undefined;
      const tocIndex = heading ? toc.findIndex(({ id }) => id === heading.properties?.id) : -1;
      texts.push({
        value: (child as Text).value,
        paraId: paraIds.get(para)!,
        ...(tocIndex > -1 ? { tocIndex } : {}),
      });
    }
  };
  walk(tree, []);
  return texts;
}

function paragraphOf(chain: (HastRoot | Element)[]): HastRoot | Element {
  for (let i = chain.length - 1; i >= 0; i--) {
    const node = chain[i];
    if (node.type === 'root') return node;
    if (['p', 'ul', 'ol'].includes(node.tagName) || isComponent(node)) return node;
  }
  return chain[0];
}

function headingBefore(chain: (HastRoot | Element)[], para: Element): Element | undefined {
  for (let i = chain.length - 1; i >= 0; i--) {
    const parent = chain[i];
    const current = chain[i + 1] ?? para;
    const at = (parent.children as RootContent[]).indexOf(current as RootContent);
    for (let j = at - 1; j >= 0; j--) {
      const sibling = parent.children[j];
      if (isElement(sibling) && HEADINGS.has(sibling.tagName)) return sibling;
    }
  }
  return undefined;
}
