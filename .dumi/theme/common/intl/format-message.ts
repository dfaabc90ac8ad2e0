import type { MessageNode } from './message-syntax';
import { parseMessage } from './message-syntax';
import type { Formatters } from './formatters';

/** A value for a message argument: text, a number, a date, a React node, or a tag's renderer. */
export type MessageValue = unknown;
export type MessageValues = Record<string, MessageValue>;

export interface MessageFormats {
  number?: Record<string, Intl.NumberFormatOptions>;
  date?: Record<string, Intl.DateTimeFormatOptions>;
  time?: Record<string, Intl.DateTimeFormatOptions>;
}

export class MessageFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MessageFormatError';
  }
}

interface Environment {
  locale: string;
  formats: MessageFormats;
  formatters: Formatters;
  timeZone?: string;
  values: MessageValues;
}

const NAMED_NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};
const DATE_STYLES = new Set(['short', 'medium', 'long', 'full']);

/**
 * The pattern with its arguments filled in: a string when every part is text, otherwise an array
 * of strings and the non-text values (React elements, results of tag renderers), in order.
 * Throws MessageSyntaxError or MessageFormatError; formatMessage turns those into a fallback.
 */
export function formatPattern(
  pattern: string,
  parsed: Map<string, MessageNode[]>,
  environment: Environment,
): string | unknown[] {
  let nodes = parsed.get(pattern);
  if (!nodes) {
    nodes = parseMessage(pattern);
    parsed.set(pattern, nodes);
  }
  const parts = formatNodes(nodes, environment, undefined);
  return parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
}

function formatNodes(
  nodes: MessageNode[],
  environment: Environment,
  pluralNumber: number | undefined,
): unknown[] {
  const parts: unknown[] = [];
  const push = (part: unknown) => {
    const last = parts.length - 1;
    if (typeof part === 'string' && typeof parts[last] === 'string') parts[last] += part;
    else parts.push(part);
  };
  for (const node of nodes) {
    if (typeof node === 'string') {
      push(node);
    } else if (node.kind === 'pound') {
      push(environment.formatters.number(environment.locale, {}).format(pluralNumber!));
    } else if (node.kind === 'tag') {
      const chunks = formatNodes(node.children, environment, pluralNumber);
      const render = environment.values[node.name];
      // without a renderer the tag is left out and its content shown as it is
      if (typeof render === 'function') push(render(chunks));
      else chunks.forEach(push);
    } else {
      const value = argumentValue(node.name, environment.values);
      if (node.kind === 'argument') {
        push(simpleValue(value));
      } else if (node.kind === 'number') {
        push(formatNumberArgument(value, node.name, node.style, environment));
      } else if (node.kind === 'date' || node.kind === 'time') {
        push(formatDateArgument(value, node.kind as 'date', node.style, environment));
      } else if (node.kind === 'select') {
        const branch = node.options[String(value)] ?? node.options.other;
        formatNodes(branch, environment, pluralNumber).forEach(push);
      } else if (node.kind === 'plural') {
        const number = toNumber(value, node.name);
        const exact = node.options[`=${number}`];
        const relative = number - node.offset;
        const category = exact
          ? undefined
          : environment.formatters
              .plural(environment.locale, { type: node.ordinal ? 'ordinal' : 'cardinal' })
              .select(relative);
        const branch = exact ?? node.options[category!] ?? node.options.other;
        formatNodes(branch, environment, relative).forEach(push);
      }
    }
  }
  return parts;
}

function argumentValue(name: string, values: MessageValues) {
  if (!(name in values) || values[name] === undefined) {
    throw new MessageFormatError(`no value was given for the argument {${name}}`);
  }
  return values[name];
}

function simpleValue(value: unknown) {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return String(value);
  }
  if (value === null || typeof value === 'boolean') return '';
  return value;
}

function toNumber(value: unknown, name: string) {
  const number = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'boolean' || value === '' || Number.isNaN(number)) {
    throw new MessageFormatError(`the argument {${name}} must be a number, not ${String(value)}`);
  }
  return number;
}

function formatNumberArgument(
  value: unknown,
  name: string,
  style: string | undefined,
  environment: Environment,
) {
  const options =
    (style && (environment.formats.number?.[style] ?? NAMED_NUMBER_STYLES[style])) || {};
  return environment.formatters.number(environment.locale, options).format(toNumber(value, name));
}

function formatDateArgument(
  value: unknown,
  kind: 'date' | 'time',
  style: string | undefined,
  environment: Environment,
) {
  const named = style ? environment.formats[kind]?.[style] : undefined;
  const options: Intl.DateTimeFormatOptions = named
    ? { ...named }
    : style && DATE_STYLES.has(style)
      ? { [kind === 'date' ? 'dateStyle' : 'timeStyle']: style }
      : kind === 'time'
        ? { hour: 'numeric', minute: 'numeric' }
        : {};
  if (environment.timeZone && !options.timeZone) options.timeZone = environment.timeZone;
  return environment.formatters
    .dateTime(environment.locale, options)
    .format(typeof value === 'string' ? new Date(value) : (value as Date | number));
}
