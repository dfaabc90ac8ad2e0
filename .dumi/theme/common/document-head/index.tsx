import React, {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useRef,
  type ReactNode,
} from 'react';

/**
 * The site's own `<Helmet>`, in place of react-helmet-async (plugins/internals/package-aliases.ts aliases the
 * package here; README, "Performance"). The site sets a page's title, its language and some
 * `<meta>` tags, nothing more, which needs a fraction of the package's code in every page's entry
 * script. Same API and markup for what the site uses: `<Helmet titleTemplate defaultTitle>`
 * with `<html lang>`, `<title>` and `<meta>` children; later instances win (title, template, and
 * the tags of each name or property); the prerender writes `data-rh` tags, the browser keeps them.
 */

type Attributes = Record<string, string>;

export interface HeadState {
  title?: string;
  titleTemplate?: string;
  defaultTitle?: string;
  lang?: string;
  metas: Attributes[];
}

interface HelmetProps {
  titleTemplate?: string;
  defaultTitle?: string;
  children?: ReactNode;
}

/** The marker react-helmet puts on the tags it owns, as the tests write it. */
const OWNED = 'data-rh';

/** React prop names of `<meta>` that differ from the HTML attribute. */
const ATTRIBUTE_NAMES: Attributes = {
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  itemProp: 'itemprop',
};

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .join('');
}

/** What one `<Helmet>` asks for, read from its children (fragments and arrays included). */
export function headOf({ titleTemplate, defaultTitle, children }: HelmetProps): HeadState {
  const head: HeadState = { titleTemplate, defaultTitle, metas: [] };
  const visit = (nodes: ReactNode) =>
    Children.forEach(nodes, (node) => {
      if (!isValidElement<Record<string, unknown>>(node)) return;
      if (node.type === React.Fragment) visit(node.props.children as ReactNode);
      else if (node.type === 'title') head.title = textOf(node.props.children as ReactNode);
      else if (node.type === 'html') head.lang = node.props.lang as string | undefined;
      else if (node.type === 'meta') {
        const attributes: Attributes = {};
        for (const [name, value] of Object.entries(node.props)) {
          if (value !== undefined && value !== null && name !== 'children') {
            attributes[ATTRIBUTE_NAMES[name] ?? name] = String(value);
          }
        }
        head.metas.push(attributes);
      }
    });
  visit(children);
  return head;
}

/** The tag a `<meta>` is known by: a later instance replaces earlier tags with the same one. */
function metaKey(meta: Attributes): string {
  const kind = ['name', 'property', 'http-equiv', 'charset', 'itemprop'].find((k) => k in meta);
  return kind ? `${kind}=${meta[kind]}` : JSON.stringify(meta);
}

/** The document head that a list of instances (outermost/earliest first) adds up to. */
export function mergeHeads(heads: HeadState[]) {
  const last = <K extends keyof HeadState>(key: K) =>
    heads.reduce<HeadState[K] | undefined>((found, head) => head[key] ?? found, undefined);
  const title = last('title');
  const template = last('titleTemplate');
  const byKey = new Map<string, Attributes[]>();
  for (const head of heads) {
    // an instance's tags replace the earlier ones with the same key, all of them at once
    const own = new Map<string, Attributes[]>();
    for (const meta of head.metas) {
      const key = metaKey(meta);
      own.set(key, [...(own.get(key) ?? []), meta]);
    }
    own.forEach((metas, key) => byKey.set(key, metas));
  }
  return {
    title:
      title === undefined
        ? last('defaultTitle')
        : template
          ? template.replace(/%s/g, title)
          : title,
    lang: last('lang'),
    metas: [...byKey.values()].flat(),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What umi's server renderer reads from the provider's `context.helmet` after rendering a page. */
function serverTags(heads: HeadState[]) {
  const none = { toString: () => '' };
  const head = () => mergeHeads(heads);
  return {
    title: {
      toString: () => {
        const { title } = head();
        return title === undefined ? '' : `<title ${OWNED}="true">${escapeHtml(title)}</title>`;
      },
    },
    meta: {
      toString: () =>
        head()
          .metas.map((meta) => {
            const attributes = Object.entries(meta).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`);
            return `<meta ${OWNED}="true"${attributes.join('')}/>`;
          })
          .join(''),
    },
    priority: none,
    link: none,
    script: none,
    style: none,
    noscript: none,
    base: none,
  };
}

/** Set while prerendering: every `<Helmet>` of the page being rendered adds itself here. */
const ServerHeads = createContext<HeadState[] | null>(null);

export function HelmetProvider({
  context,
  children,
}: {
  context?: { helmet?: unknown };
  children?: ReactNode;
}) {
  if (typeof document !== 'undefined') return <>{children}</>;
  const heads: HeadState[] = [];
  if (context) context.helmet = serverTags(heads);
  return <ServerHeads.Provider value={heads}>{children}</ServerHeads.Provider>;
}

/** The mounted instances in the browser, in the order they mounted (earliest first). */
const mounted: { head: HeadState }[] = [];
let applyQueued = false;

function applyToDocument() {
  applyQueued = false;
  const { title, lang, metas } = mergeHeads(mounted.map(({ head }) => head));
  if (title !== undefined && document.title !== title) document.title = title;
  if (lang && document.documentElement.lang !== lang) document.documentElement.lang = lang;
  const wanted = metas.map((attributes) => {
    const meta = document.createElement('meta');
    meta.setAttribute(OWNED, 'true');
    Object.entries(attributes).forEach(([name, value]) => meta.setAttribute(name, value));
    return meta;
  });
  // keep the tags that are already right (the prerendered ones, at hydration), drop the others
  document.head.querySelectorAll(`meta[${OWNED}]`).forEach((present) => {
    const same = wanted.findIndex((meta) => meta.isEqualNode(present));
    if (same >= 0) wanted.splice(same, 1);
    else present.remove();
  });
  document.head.append(...wanted);
}

/** One update of the document per commit, however many instances changed in it. */
function queueApply() {
  if (applyQueued) return;
  applyQueued = true;
  queueMicrotask(applyToDocument);
}

export function Helmet(props: HelmetProps) {
  const serverHeads = useContext(ServerHeads);
  const head = headOf(props);
  if (serverHeads) serverHeads.push(head);

  const entry = useRef<{ head: HeadState } | null>(null);
  useEffect(() => {
    const own = { head };
    entry.current = own;
    mounted.push(own);
    queueApply();
    return () => {
      mounted.splice(mounted.indexOf(own), 1);
      queueApply();
    };
    // registered once, in mount order; the effect below keeps the entry's head current
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!entry.current || JSON.stringify(entry.current.head) === JSON.stringify(head)) return;
    entry.current.head = head;
    queueApply();
  });
  return null;
}
