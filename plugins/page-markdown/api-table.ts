import type { MdNode } from './mdast';
import { inlineCode, paragraph, text } from './mdast';

/** One prop as dumi's API parser describes it (a JSON schema with a few additions). */
export interface PropSchema {
  type?: string;
  description?: string;
  className?: string;
  enum?: unknown[];
  const?: unknown;
  oneOf?: PropSchema[];
  items?: PropSchema | PropSchema[];
  properties?: Record<string, PropSchema>;
  required?: string[];
  default?: unknown;
  componentName?: string;
  signature?: {
    isAsync?: boolean;
    returnType?: PropSchema;
    arguments?: (PropSchema & { key: string; isRequired?: boolean })[];
  };
  tags?: Record<string, unknown>;
}

export interface ComponentAtom {
  propsConfig?: { properties?: Record<string, PropSchema>; required?: string[] };
}

/** The labels of an API table, in the page's language (dumi's own `api.component.*` texts). */
export interface ApiTexts {
  name: string;
  description: string;
  type: string;
  default: string;
  required: string;
  notFound: (id: string) => string;
  release: Record<'alpha' | 'beta' | 'experimental' | 'deprecated', string>;
}

/** A prop's type written as TypeScript, as short as the table shows it. */
export function typeText(schema: PropSchema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.oneOf) return schema.oneOf.map(typeText).join(' | ');
  switch (schema.type) {
    case 'function': {
      const signature = schema.signature;
      if (!signature) return 'Function';
      const args = (signature.arguments ?? []).map(
        (arg) => `${arg.key}${arg.isRequired === false ? '?' : ''}: ${typeText(arg)}`,
      );
      const result = signature.returnType ? typeText(signature.returnType) : 'void';
      return `(${args.join(', ')}) => ${signature.isAsync ? `Promise<${result}>` : result}`;
    }
    case 'array':
      if (Array.isArray(schema.items)) return `[${schema.items.map(typeText).join(', ')}]`;
      return `${schema.items ? typeText(schema.items) : 'any'}[]`;
    case 'object': {
      if (schema.className && schema.className !== '__type') return schema.className;
      const entries = Object.entries(schema.properties ?? {}).map(
        ([key, value]) =>
          `${key}${schema.required?.includes(key) ? '' : '?'}: ${
            value.type === 'object' ? 'object' : typeText(value)
          }`,
      );
      return `{ ${entries.join('; ')} }`;
    }
    case 'element':
      return `<${schema.componentName ?? 'Element'}>`;
    case 'reactNode':
      return 'ReactNode';
    case undefined:
      return 'unknown';
    default:
      return schema.type;
  }
}

/** What the table shows beside a prop's name: its release stage or first version. */
function releaseNote(schema: PropSchema, texts: ApiTexts): string | undefined {
  const tags = schema.tags ?? {};
  const stage = (['alpha', 'beta', 'experimental'] as const).find((tag) => tag in tags);
  if ('deprecated' in tags) {
    const reason = String(tags.deprecated ?? '').trim();
    return reason ? `${texts.release.deprecated}: ${reason}` : texts.release.deprecated;
  }
  if (typeof tags.since === 'string' && tags.since.trim()) return `${tags.since.trim()}+`;
  return stage && texts.release[stage];
}

/**
 * The props table of `<API id>` as Markdown: name, description, type and default of each prop,
 * as the page's table shows them; the page's "not found" text for a component the parser lacks.
 * `describe` turns a description (Markdown) into inline nodes.
 */
export function apiTable(
  id: string,
  component: ComponentAtom | undefined,
  texts: ApiTexts,
  describe: (markdown: string) => MdNode[],
): MdNode[] {
  const properties = component?.propsConfig?.properties;
  if (!properties) return [paragraph([text(texts.notFound(id))])];
  const required = component?.propsConfig?.required ?? [];
  const cell = (children: MdNode[]): MdNode => ({ type: 'tableCell', children });
  const header = [texts.name, texts.description, texts.type, texts.default].map((label) =>
    cell([text(label)]),
  );
  const rows = Object.entries(properties).map(([name, schema]) => {
    const note = releaseNote(schema, texts);
    const fallback =
      schema.default === undefined ? undefined : JSON.stringify(schema.default) || undefined;
    const byDefault = required.includes(name) ? texts.required : fallback;
    return {
      type: 'tableRow',
      children: [
        cell([inlineCode(name), ...(note ? [text(` (${note})`)] : [])]),
        cell(schema.description ? describe(schema.description) : [text('--')]),
        cell([inlineCode(typeText(schema))]),
        cell([byDefault === undefined ? text('--') : inlineCode(byDefault)]),
      ],
    };
  });
  return [
    {
      type: 'table',
      align: [null, null, null, null],
      children: [{ type: 'tableRow', children: header }, ...rows],
    },
  ];
}
