import yaml from 'js-yaml';
import { isMap, isScalar, isSeq, parseDocument, visit, type Node } from 'yaml';
import { z } from 'zod';
import { positionIn, type Page, type Position } from '../shared/page-reader';
import { add, didYouMean, type Finding, type Says } from './problems';
import { EXAMPLES, pageSchema, TAB_PAGE_KEYS, UNUSED_KEYS } from './schema';

type Path = (string | number)[];

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  array: 'a list',
  object: 'a mapping of keys',
  int: 'a whole number',
  date: 'a date',
  null: 'nothing',
  undefined: 'nothing',
};

/** A value in words: `text ("...")`, `the number 3`, `a list`, `true`. */
function describe(value: unknown): string {
  if (typeof value === 'string')
    return `text ("${value.length > 40 ? `${value.slice(0, 40)}…` : value}")`;
  if (typeof value === 'number') return `the number ${value}`;
  return KINDS[z.core.util.getParsedType(value)] ?? String(value);
}

type Issue = z.core.$ZodIssue & { input?: unknown };

/** The values an issue asks for, in words: `text`, `true`, `false`, `content`. */
function wanted(issue: Issue): string[] {
  if (issue.code === 'invalid_value') return issue.values.map(String);
  if (issue.code === 'invalid_union') return issue.errors.flat().flatMap(wanted);
  const expected = 'expected' in issue ? String(issue.expected) : '';
  return expected === 'boolean' ? ['true', 'false'] : [KINDS[expected] ?? expected];
}
const oneOf = new Intl.ListFormat('en-GB', { type: 'disjunction' }); // "a, b or c"

/**
 * zod's issues with paths from the top, a union's resolved: when the value has the shape of one
 * alternative (`nav` as a mapping), what is wrong in that one; else the union's own issue.
 */
const flat = (issues: Issue[], prefix: Path = []): Issue[] =>
  issues.flatMap((issue) => {
    const path = [...prefix, ...(issue.path as Path)];
    const fitting = (issue.code === 'invalid_union' ? issue.errors : []).find((branch) =>
      branch.some((inner) => inner.path.length || inner.code === 'unrecognized_keys'),
    );
    return fitting ? flat(fitting, path) : [{ ...issue, path }];
  });

/**
 * A page's frontmatter as dumi reads it (js-yaml: what it cannot parse, dumi drops without a
 * word), checked against the page schema. Positions come from the `yaml` package's syntax tree.
 */
export function checkFrontmatter(page: Page, kind: { tab: boolean; translation: boolean }) {
  const source = page.yaml?.text ?? '';
  const firstLine = page.yaml?.line ?? 1;
  let tree: ReturnType<typeof parseDocument> | undefined;
  const document = () => (tree ??= parseDocument(source, { prettyErrors: false }));
  const place = (offset: number) => positionIn(source, offset, { line: firstLine, column: 1 });
  const nodeAt = (path: Path) => {
    const parent = document().getIn(path.slice(0, -1), true);
    const pair = isMap(parent)
      ? parent.items.find(({ key }) => `${isScalar(key) ? key.value : key}` === `${path.at(-1)}`)
      : undefined;
    const value = pair ? pair.value : isSeq(parent) ? parent.items[path.at(-1) as number] : null;
    return { key: pair?.key as Node | undefined, value: (value ?? undefined) as Node | undefined };
  };
  const sourceOf = (path: Path) => {
    const range = nodeAt(path).value?.range;
    return range && source.slice(range[0], range[1]);
  };
  /** Where a key (`features.2.link`) or its value is written. */
  const positionOf = (path: Path, part: 'key' | 'value' = 'value'): Position => {
    const { key, value } = nodeAt(path);
    const node = part === 'key' ? (key ?? value) : (value ?? key);
    if (node?.range) return place(node.range[0]);
    // a key left out: where the mapping that lacks it is written
    return path.length > 1
      ? positionOf(path.slice(0, -1))
      : { line: Math.max(1, firstLine - 1), column: 1 };
  };
  const problems: Finding[] = [];
  const unreadable = (where: Position, says: Says) => {
    add(problems, where, says);
    return { data: {} as Record<string, any>, positionOf, problems };
  };

  let data: unknown = page.frontmatter;
  // the reader leaves {} for a frontmatter that is empty, no mapping or no YAML: which one?
  if (!Object.keys(page.frontmatter).length) {
    try {
      data = yaml.load(source) ?? {};
    } catch (error) {
      const { reason, mark } = error as { reason: string; mark: { line: number; column: number } };
      // the yaml package explains most syntax errors better, at the bracket left open if any
      const better = document().errors[0];
      const pos = better?.pos[0];
      let offset = pos;
      if (pos !== undefined)
        visit(document(), {
          Collection(_, { flow, range }) {
            const [start, end] = range!;
            const closed = /[\]}]/.test(source[end - 1]);
            if (flow && start < pos && (pos < end || (pos === end && !closed))) offset = start;
          },
        });
      const where =
        offset === undefined
          ? { line: firstLine + mark.line, column: mark.column + 1 }
          : place(offset);
      return unreadable(where, [
        'frontmatter-yaml',
        `frontmatter is not valid YAML: ${better?.message ?? reason}`,
        'correct the YAML: dumi drops a frontmatter it cannot read, and the page loses its title, description and place in the sidebar',
      ]);
    }
  }
  if (typeof data !== 'object' || Array.isArray(data) || data instanceof Date)
    return unreadable({ line: firstLine, column: 1 }, [
      'frontmatter-yaml',
      `frontmatter is ${describe(data)}, not a mapping of keys`,
      'write one `key: value` per line, such as title: Folder Icon',
    ]);
  const record = data as Record<string, unknown>;
  // a short commit hash of digits only, or digits around one "e", is a number to YAML
  if (typeof record.translatedFrom === 'number')
    data = { ...record, translatedFrom: sourceOf(['translatedFrom']) };

  const result = pageSchema.safeParse(data, {
    reportInput: true,
    // what zod says of an unknown key: the keys its mapping knows
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? Object.keys((issue.inst as z.ZodObject).shape).join(', ')
        : undefined,
  });
  for (const issue of flat(result.error?.issues ?? [])) {
    const path = issue.path as Path;
    const generic = (path: Path) => path.filter((part) => typeof part === 'string').join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        add(problems, positionOf([...path, key], 'key'), [
          'frontmatter-key',
          `unknown frontmatter key \`${[...path, key].join('.')}\``,
          UNUSED_KEYS[generic([...path, key])] ??
            didYouMean(key, issue.message.split(', '), (other) => `\`${other}\``) ??
            `the keys allowed here are ${issue.message}`,
        ]);
      }
      continue;
    }
    const { input: value } = issue;
    const name = path.join('.');
    const example = EXAMPLES[generic(path)];
    const typed = ['invalid_type', 'invalid_value', 'invalid_union'].includes(issue.code);
    const expected = issue.code === 'invalid_type' ? issue.expected : undefined;
    if (issue.code === 'invalid_type' && value === undefined) {
      add(problems, positionOf(path), [
        'frontmatter-type',
        `\`${name}\` is missing`,
        `add ${example ?? `${path.at(-1)}: ...`}`,
      ]);
      continue;
    }
    const unquoted =
      typeof value === 'string' &&
      ((expected === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) ||
        (expected === 'boolean' && /^(true|false)$/.test(value)));
    add(problems, positionOf(path), [
      'frontmatter-type',
      `\`${name}\` ${typed ? `must be ${oneOf.format(wanted(issue))}, not ${describe(value)}` : issue.message}`,
      unquoted
        ? `write it without quotes: ${name}: ${value}`
        : expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')
          ? `put it in quotes, or YAML reads ${describe(value)}: ${path.at(-1)}: "${sourceOf(path)}"`
          : issue.message === 'is empty'
            ? 'write the text, or remove the key'
            : example
              ? `write it as ${example}`
              : typed
                ? `write ${oneOf.format(wanted(issue))}`
                : 'see the schema in plugins/page-checks/schema.ts',
    ]);
  }

  for (const key of kind.tab ? Object.keys(record) : []) {
    if (!TAB_PAGE_KEYS.has(key) && key in pageSchema.shape)
      add(problems, positionOf([key], 'key'), [
        'frontmatter-key',
        `a tab page's \`${key}\` is not used`,
        'dumi reads it from the page the tab belongs to: move it there',
      ]);
  }
  if (kind.translation && record.translatedFrom === undefined)
    add(problems, { line: firstLine, column: 1 }, [
      'translation-source',
      'a translation names no `translatedFrom` commit',
      `add ${EXAMPLES.translatedFrom}, so npm run translations can tell when it falls behind`,
    ]);
  if (!kind.translation && record.translatedFrom !== undefined)
    add(problems, positionOf(['translatedFrom'], 'key'), [
      'translation-source',
      '`translatedFrom` on a page that is no translation',
      'only a Name.zh-CN.md translation names the English commit it follows: remove it',
    ]);
  // as dumi reads it, whether or not it passed the schema
  return { data: data as Record<string, any>, problems, positionOf };
}
