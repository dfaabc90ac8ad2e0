import yaml from 'js-yaml';
import { LineCounter, isMap, isPair, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';
import type { Position } from '../shared/page-reader';
import { nearest } from './problems';
import { EXAMPLES, pageSchema, TAB_PAGE_KEYS, UNUSED_KEYS } from './schema';

type Path = (string | number)[];

/** A frontmatter problem, positioned in the page. */
export interface FrontmatterProblem extends Position {
  rule: string;
  message: string;
  fix: string;
}

export interface CheckedFrontmatter {
  /** The frontmatter as dumi reads it (js-yaml), whether or not it passed the schema. */
  data: Record<string, unknown>;
  problems: FrontmatterProblem[];
  /** Where a key (`features.2.link`) is written, for the checks that run later. */
  positionOf(path: Path, part?: 'key' | 'value'): Position;
}

const dotted = (path: Path) => path.join('.');
/** `features.2.link` -> `features.link`: the examples and notes are per key, not per item. */
const generic = (path: Path) => path.filter((part) => typeof part === 'string').join('.');

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'object') return 'a mapping of keys';
  if (typeof value === 'string')
    return `text ("${value.length > 40 ? `${value.slice(0, 40)}…` : value}")`;
  if (typeof value === 'number') return `the number ${value}`;
  return String(value);
}

/** Text that YAML would read as the expected number or boolean if it had no quotes. */
const withoutQuotes = (value: unknown, expected?: string) =>
  typeof value === 'string' &&
  ((expected === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) ||
    (expected === 'boolean' && /^(true|false)$/.test(value)));

/**
 * The `[` or `{` that a flow collection left open before an error the parser found later (at
 * the next line, typically): the place to fix.
 */
function openBracketBefore(source: string, offset: number): number | undefined {
  const open: number[] = [];
  let quote: string | undefined;
  for (let i = 0; i < offset && i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#' && /\s/.test(source[i - 1] ?? ' '))
      i = source.indexOf('\n', i) < 0 ? offset : source.indexOf('\n', i);
    else if (char === '[' || char === '{') open.push(i);
    else if (char === ']' || char === '}') open.pop();
  }
  return open.length ? open[open.length - 1] : undefined;
}

/** `boolean|value:content|value:menu` -> `true, false, content or menu`. */
function oneOf(kinds: string): string {
  const atoms = kinds.split('|').flatMap((kind) => {
    if (kind.startsWith('value:')) return [kind.slice('value:'.length)];
    return kind === 'boolean' ? ['true', 'false'] : [EXPECTED[kind] ?? kind];
  });
  return atoms.length > 2
    ? `${atoms.slice(0, -1).join(', ')} or ${atoms[atoms.length - 1]}`
    : atoms.join(' or ');
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping of keys',
  int: 'a whole number',
};

function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, part) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string | number, unknown>)[part]
        : undefined,
    data,
  );
}

type Schema = z.ZodType & { _zod: { def: Record<string, any> } };

/** The keys the schema knows at a path (through optional values, lists and alternatives). */
function knownKeysAt(schema: Schema, path: Path): string[] {
  const { def } = schema._zod;
  if (def.type === 'optional' || def.type === 'nullable') return knownKeysAt(def.innerType, path);
  if (def.type === 'union')
    return def.options.flatMap((option: Schema) => knownKeysAt(option, path));
  if (def.type === 'array')
    return knownKeysAt(def.element, typeof path[0] === 'number' ? path.slice(1) : path);
  if (def.type !== 'object') return [];
  if (!path.length) return Object.keys(def.shape);
  const inner = def.shape[path[0]];
  return inner ? knownKeysAt(inner, path.slice(1)) : [];
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  keys?: string[];
  values?: unknown[];
  errors?: Issue[][];
}

/**
 * zod's issues with alternatives resolved: when the value has the shape of one alternative
 * (`nav` as a mapping), that alternative's issues count; when it has none, one issue says which
 * kinds of value are allowed.
 */
function flatIssues(issues: Issue[], prefix: Path = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...(issue.path as Path)];
    if (issue.code !== 'invalid_union' || !issue.errors) return [{ ...issue, path }];
    // an alternative whose issues are all about the value as a whole is one it does not fit
    const wrongKind = (branch: Issue[]) =>
      branch.every((inner) => inner.path.length === 0 && inner.code !== 'unrecognized_keys');
    const fitting = issue.errors.filter((branch) => !wrongKind(branch));
    if (fitting.length) return flatIssues(fitting[0], path);
    const kinds = issue.errors.flatMap((branch) =>
      branch.flatMap((inner) =>
        inner.code === 'invalid_value'
          ? (inner.values ?? []).map((value) => `value:${value}`)
          : [inner.expected ?? ''],
      ),
    );
    return [{ code: 'invalid_type', path, message: issue.message, expected: kinds.join('|') }];
  });
}

/**
 * Reads a page's frontmatter as dumi does (js-yaml: what it cannot parse, dumi drops without a
 * word) and checks it against the page schema. Positions come from the `yaml` package's syntax
 * tree, shifted to the page's lines; `firstLine` is the page line the YAML starts on.
 */
export function checkFrontmatter(
  source: string,
  firstLine: number,
  kind: { tab: boolean; translation: boolean },
): CheckedFrontmatter {
  const lineCounter = new LineCounter();
  // the syntax tree is only for positions: read when a position is asked for
  let tree: ReturnType<typeof parseDocument> | undefined;
  const document = () => (tree ??= parseDocument(source, { lineCounter, uniqueKeys: true }));
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: firstLine + line - 1, column: col };
  };
  const nodeAt = (path: Path): { key?: YamlNode; value?: YamlNode } => {
    let node: unknown = document().contents;
    let key: YamlNode | undefined;
    for (const part of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => isPair(item) && String((item.key as any)?.value ?? item.key) === String(part),
        );
        key = pair?.key as YamlNode | undefined;
        node = pair?.value;
        if (!pair) return {};
      } else if (isSeq(node) && typeof part === 'number') {
        key = undefined;
        node = node.items[part];
      } else return {};
    }
    return { key, value: (node ?? undefined) as YamlNode | undefined };
  };
  const sourceOf = (path: Path): string | undefined => {
    const { value } = nodeAt(path);
    return value?.range ? source.slice(value.range[0], value.range[1]) : undefined;
  };
  const positionOf = (path: Path, part: 'key' | 'value' = 'value'): Position => {
    const { key, value } = nodeAt(path);
    const node = part === 'key' ? (key ?? value) : (value ?? key);
    return node?.range ? at(node.range[0]) : { line: Math.max(1, firstLine - 1), column: 1 };
  };

  let data: unknown;
  try {
    data = yaml.load(source) ?? {};
  } catch (error) {
    const { reason, mark } = error as { reason: string; mark?: { line: number; column: number } };
    // the yaml package explains most syntax errors better; js-yaml's verdict decides, as in dumi
    const better = document().errors[0];
    const message = better
      ? better.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '')
      : reason;
    const offset = better ? (openBracketBefore(source, better.pos[0]) ?? better.pos[0]) : undefined;
    const position =
      offset !== undefined
        ? at(offset)
        : { line: firstLine + (mark?.line ?? 0), column: (mark?.column ?? 0) + 1 };
    return {
      data: {},
      positionOf,
      problems: [
        {
          ...position,
          rule: 'frontmatter-yaml',
          message: `frontmatter is not valid YAML: ${message}`,
          fix: 'correct the YAML: dumi drops a frontmatter it cannot read, and the page loses its title, description and place in the sidebar',
        },
      ],
    };
  }
  if (typeof data !== 'object' || Array.isArray(data) || data instanceof Date) {
    return {
      data: {},
      positionOf,
      problems: [
        {
          line: firstLine,
          column: 1,
          rule: 'frontmatter-yaml',
          message: `frontmatter is ${describeValue(data)}, not a mapping of keys`,
          fix: 'write one `key: value` per line, such as title: Folder Icon',
        },
      ],
    };
  }

  // a short commit hash of digits only, or digits around one "e", is a number to YAML: the
  // written text is the hash (about one `translatedFrom` in a hundred)
  const keys = data as Record<string, unknown>;
  if (typeof keys.translatedFrom === 'number') keys.translatedFrom = sourceOf(['translatedFrom']);

  const problems: FrontmatterProblem[] = [];
  const result = pageSchema.safeParse(data);
  for (const issue of result.success ? [] : flatIssues(result.error.issues as Issue[])) {
    const path = issue.path as Path;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) {
        const full = dotted([...path, key]);
        const known = knownKeysAt(pageSchema as Schema, path);
        const suggestion = nearest(key, known);
        problems.push({
          ...positionOf([...path, key], 'key'),
          rule: 'frontmatter-key',
          message: `unknown frontmatter key \`${full}\``,
          fix:
            UNUSED_KEYS[generic([...path, key])] ??
            (suggestion
              ? `did you mean \`${suggestion}\`?`
              : `the keys allowed here are ${known.join(', ')}`),
        });
      }
      continue;
    }
    const value = valueAt(data, path);
    const example = EXAMPLES[generic(path)];
    const name = `\`${dotted(path)}\``;
    if (issue.code === 'invalid_type') {
      const expected = oneOf(issue.expected ?? '');
      problems.push({
        ...positionOf(path),
        rule: 'frontmatter-type',
        message: `${name} must be ${expected}, not ${describeValue(value)}`,
        fix: withoutQuotes(value, issue.expected)
          ? `write it without quotes: ${dotted(path)}: ${value}`
          : issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')
            ? `put it in quotes, or YAML reads ${describeValue(value)}: ${String(path[path.length - 1])}: "${sourceOf(path)}"`
            : example
              ? `write it as ${example}`
              : `write ${expected}`,
      });
    } else if (issue.code === 'invalid_value') {
      problems.push({
        ...positionOf(path),
        rule: 'frontmatter-type',
        message: `${name} must be ${(issue.values ?? []).join(' or ')}, not ${describeValue(value)}`,
        fix: example ? `write it as ${example}` : 'use one of those values',
      });
    } else {
      problems.push({
        ...positionOf(path),
        rule: 'frontmatter-type',
        message: `${name} ${issue.message}`,
        fix:
          issue.message === 'is empty'
            ? 'write the text, or remove the key'
            : example
              ? `write it as ${example}`
              : 'see the schema in plugins/page-checks/schema.ts',
      });
    }
  }

  const record = data as Record<string, unknown>;
  if (kind.tab) {
    for (const key of Object.keys(record).filter(
      (key) => !TAB_PAGE_KEYS.has(key) && key in pageSchema.shape,
    )) {
      problems.push({
        ...positionOf([key], 'key'),
        rule: 'frontmatter-key',
        message: `a tab page's \`${key}\` is not used`,
        fix: 'dumi reads it from the page the tab belongs to: move it there',
      });
    }
  }
  if (kind.translation && record.translatedFrom === undefined) {
    problems.push({
      line: firstLine,
      column: 1,
      rule: 'translation-source',
      message: 'a translation names no `translatedFrom` commit',
      fix: `add ${EXAMPLES.translatedFrom}, so npm run translations can tell when it falls behind`,
    });
  }
  if (!kind.translation && record.translatedFrom !== undefined) {
    problems.push({
      ...positionOf(['translatedFrom'], 'key'),
      rule: 'translation-source',
      message: '`translatedFrom` on a page that is no translation',
      fix: 'only a Name.zh-CN.md translation names the English commit it follows: remove it',
    });
  }
  return { data: record, problems, positionOf };
}
