/**
 * A parser for the part of the ICU MessageFormat syntax the site's messages use:
 * plain text with `{name}` arguments, `{n, number|date|time[, style]}`, `{n, plural|selectordinal,
 * [offset:N] =N {...} one {...} other {...}}` with `#`, `{key, select, a {...} other {...}}`,
 * nested to any depth, and `<tag>chunks</tag>` rich-text tags. Apostrophes quote syntax characters
 * as in ICU: `''` is one apostrophe, `'{x}'` is the literal text `{x}`. `#` is the number of the
 * nearest enclosing plural, also inside a select nested in it, and plain text elsewhere. Number and
 * date skeletons (`::...`) are read as a style name that matches no format: the default is used.
 *
 * A pattern it cannot read throws a MessageSyntaxError naming the position; callers fall back to
 * the raw text (see format-message.ts).
 */

export type MessageNode =
  | string
  | { kind: 'argument'; name: string }
  | { kind: 'number' | 'date' | 'time'; name: string; style?: string }
  | {
      kind: 'plural';
      name: string;
      ordinal: boolean;
      offset: number;
      options: Record<string, MessageNode[]>;
    }
  | { kind: 'select'; name: string; options: Record<string, MessageNode[]> }
  | { kind: 'pound' }
  | { kind: 'tag'; name: string; children: MessageNode[] };

export class MessageSyntaxError extends Error {
  constructor(
    reason: string,
    readonly pattern: string,
    readonly position: number,
  ) {
    super(`${reason} at position ${position} of message "${pattern}"`);
    this.name = 'MessageSyntaxError';
  }
}

const FORMAT_TYPES = new Set(['number', 'date', 'time']);
const PLURAL_TYPES = new Set(['plural', 'selectordinal']);
const TAG_NAME = /^[A-Za-z][\w.-]*/;
const WHITESPACE = /\s/;

class Reader {
  position = 0;
  constructor(readonly pattern: string) {}

  fail(reason: string): never {
    throw new MessageSyntaxError(reason, this.pattern, this.position);
  }

  get done() {
    return this.position >= this.pattern.length;
  }

  peek(offset = 0) {
    return this.pattern[this.position + offset];
  }

  skipSpace() {
    while (!this.done && WHITESPACE.test(this.peek())) this.position += 1;
  }

  expect(char: string) {
    if (this.peek() !== char) this.fail(`expected "${char}"`);
    this.position += 1;
  }

  /** Characters up to (not including) the first of `stops`, trimmed. */
  word(stops: string) {
    const start = this.position;
    while (!this.done && !stops.includes(this.peek()) && !WHITESPACE.test(this.peek())) {
      this.position += 1;
    }
    return this.pattern.slice(start, this.position);
  }
}

interface Context {
  /** inside a plural option, where `#` stands for the number */
  inPlural: boolean;
  /** the tag whose closing `</name>` ends this run of nodes */
  openTag?: string;
  /** inside `{...}`, where an unquoted `}` ends this run of nodes */
  nested: boolean;
}

export function parseMessage(pattern: string): MessageNode[] {
  const reader = new Reader(pattern);
  const nodes = parseNodes(reader, { inPlural: false, nested: false });
  if (!reader.done) reader.fail('unexpected "}"');
  return nodes;
}

function parseNodes(reader: Reader, context: Context): MessageNode[] {
  const nodes: MessageNode[] = [];
  let text = '';
  const flushText = () => {
    if (text) nodes.push(text);
    text = '';
  };
  while (!reader.done) {
    const char = reader.peek();
    if (char === "'") {
      text += readApostrophe(reader, context);
    } else if (char === '{') {
      flushText();
      nodes.push(parseArgument(reader, context));
    } else if (char === '}') {
      if (!context.nested) reader.fail('unexpected "}"');
      break;
    } else if (char === '#' && context.inPlural) {
      flushText();
      nodes.push({ kind: 'pound' });
      reader.position += 1;
    } else if (char === '<' && reader.peek(1) === '/' && context.openTag !== undefined) {
      break;
    } else if (char === '<' && TAG_NAME.test(reader.pattern.slice(reader.position + 1))) {
      const tag = readOpeningTag(reader);
      if (tag) {
        flushText();
        nodes.push(parseTag(reader, context, tag));
      } else {
        text += char;
        reader.position += 1;
      }
    } else {
      text += char;
      reader.position += 1;
    }
  }
  flushText();
  return nodes;
}

/** `''` is an apostrophe; `'` before a syntax character quotes up to the next lone `'`. */
function readApostrophe(reader: Reader, context: Context): string {
  const next = reader.peek(1);
  if (next === "'") {
    reader.position += 2;
    return "'";
  }
  const quotable =
    next === '{' || next === '}' || next === '<' || (next === '#' && context.inPlural);
  if (!quotable) {
    reader.position += 1;
    return "'";
  }
  reader.position += 1;
  let quoted = '';
  while (!reader.done) {
    const char = reader.peek();
    if (char === "'" && reader.peek(1) === "'") {
      quoted += "'";
      reader.position += 2;
    } else if (char === "'") {
      reader.position += 1;
      return quoted;
    } else {
      quoted += char;
      reader.position += 1;
    }
  }
  // an unclosed quote runs to the end of the message, as in ICU
  return quoted;
}

/** `<name>` moves the reader past it and gives the name; `<name/>` and others stay text. */
function readOpeningTag(reader: Reader): string | undefined {
  const name = TAG_NAME.exec(reader.pattern.slice(reader.position + 1))![0];
  if (reader.peek(name.length + 1) !== '>') return undefined;
  reader.position += name.length + 2;
  return name;
}

function parseTag(reader: Reader, context: Context, name: string): MessageNode {
  const children = parseNodes(reader, { ...context, openTag: name, nested: false });
  const closing = `</${name}>`;
  if (!reader.pattern.startsWith(closing, reader.position)) {
    reader.fail(`missing closing tag ${closing}`);
  }
  reader.position += closing.length;
  return { kind: 'tag', name, children };
}

function parseArgument(reader: Reader, context: Context): MessageNode {
  reader.expect('{');
  reader.skipSpace();
  const name = reader.word(',}{');
  if (!name) reader.fail('expected an argument name');
  reader.skipSpace();
  if (reader.peek() === '}') {
    reader.position += 1;
    return { kind: 'argument', name };
  }
  reader.expect(',');
  reader.skipSpace();
  const type = reader.word(',}{');
  reader.skipSpace();
  if (FORMAT_TYPES.has(type)) return parseFormatted(reader, type as 'number', name);
  if (PLURAL_TYPES.has(type)) return parsePlural(reader, name, type === 'selectordinal', context);
  if (type === 'select') return parseSelect(reader, name, context);
  return reader.fail(`unknown argument type "${type}"`);
}

function parseFormatted(
  reader: Reader,
  kind: 'number' | 'date' | 'time',
  name: string,
): MessageNode {
  if (reader.peek() === '}') {
    reader.position += 1;
    return { kind, name };
  }
  reader.expect(',');
  const start = reader.position;
  while (!reader.done && reader.peek() !== '}') {
    if (reader.peek() === '{') reader.fail('unexpected "{" in a format style');
    reader.position += 1;
  }
  const style = reader.pattern.slice(start, reader.position).trim();
  reader.expect('}');
  if (!style) reader.fail('expected a format style');
  return { kind, name, style };
}

function parsePlural(reader: Reader, name: string, ordinal: boolean, context: Context) {
  reader.expect(',');
  reader.skipSpace();
  let offset = 0;
  if (reader.pattern.startsWith('offset:', reader.position)) {
    reader.position += 'offset:'.length;
    reader.skipSpace();
    const digits = reader.word('{}');
    if (!/^\d+$/.test(digits)) reader.fail('expected a whole number after "offset:"');
    offset = Number(digits);
  }
  const options = parseOptions(reader, { ...context, inPlural: true }, /^(=-?\d+(\.\d+)?|\w+)$/);
  return { kind: 'plural', name, ordinal, offset, options } as const;
}

function parseSelect(reader: Reader, name: string, context: Context): MessageNode {
  reader.expect(',');
  const options = parseOptions(reader, context, /^[\w-]+$/);
  return { kind: 'select', name, options };
}

/** `key {message} key {message} ... }`: the options of a plural or select, up to its closing brace. */
function parseOptions(reader: Reader, context: Context, validKey: RegExp) {
  const options: Record<string, MessageNode[]> = {};
  for (;;) {
    reader.skipSpace();
    if (reader.peek() === '}') break;
    if (reader.done) reader.fail('expected "}"');
    const key = reader.word('{}');
    if (!validKey.test(key)) reader.fail(`invalid option key "${key}"`);
    if (key in options) reader.fail(`duplicate option "${key}"`);
    reader.skipSpace();
    reader.expect('{');
    options[key] = parseNodes(reader, { ...context, openTag: undefined, nested: true });
    reader.expect('}');
  }
  reader.expect('}');
  if (!('other' in options)) reader.fail('missing the "other" option');
  return options;
}
