import { describe, expect, it } from 'vitest';
import {
  createMatcher,
  escapeRegExp,
  highlight,
  trimSnippet,
} from '../plugins/search/browser/query';

const matcher = (keywords: string) => {
  const m = createMatcher(keywords);
  if (!m) throw new Error(`no words in "${keywords}"`);
  return m;
};

/** The highlighted parts of a text. */
const found = (text: string, m: ReturnType<typeof matcher>) =>
  highlight(text, m).flatMap((segment) => (segment.highlighted ? [segment.text] : []));

describe('query words', () => {
  it('are the query trimmed and split on any whitespace', () => {
    expect(matcher('  go \t server\n  mes ').words).toEqual(['server', 'mes', 'go']);
  });

  it('are none for an empty or whitespace-only query', () => {
    expect(createMatcher('')).toBeNull();
    expect(createMatcher(' \t\n ')).toBeNull();
  });

  it('do not split Chinese text, which has no spaces', () => {
    expect(matcher('上瘾 单词卡').words).toEqual(['单词卡', '上瘾']);
  });
});

describe('createMatcher', () => {
  it('matches any of the words, case-insensitively', () => {
    const m = matcher('VUE admin');
    expect(found('the vue 3 web platform', m)).toEqual(['vue']);
    expect(found('for administrators', m)).toEqual(['admin']);
    expect(found('a go server', m)).toEqual([]);
    expect(m.pattern.test('Vue')).toBe(true);
  });

  it('keeps each word once, lower-cased, longest first', () => {
    expect(matcher('Go go GO server').words).toEqual(['server', 'go']);
  });

  it('takes regular-expression characters literally', () => {
    for (const special of ['c++', '(', '.*', '[a-z]', 'a|b', '^$', '\\d', '{2}', '?', '/']) {
      const segments = highlight(`x ${special} y`, matcher(special));
      expect(segments).toEqual([
        { text: 'x ', highlighted: false },
        { text: special, highlighted: true },
        { text: ' y', highlighted: false },
      ]);
      // and nothing else: a pattern read as a regular expression would match these
      expect(found('abc xyz 123', matcher(special))).toEqual([]);
    }
  });

  it('escapes every regular-expression syntax character', () => {
    expect(escapeRegExp('a.b*c+d?e^f$g(h)i[j]k{l}m|n\\o/p-q')).toBe(
      'a\\.b\\*c\\+d\\?e\\^f\\$g\\(h\\)i\\[j\\]k\\{l\\}m\\|n\\\\o\\/p\\-q',
    );
  });
});

describe('highlight', () => {
  it('splits a text into segments carrying their text and a highlighted flag', () => {
    expect(highlight('Go Server and go tools', matcher('go'))).toEqual([
      { text: 'Go', highlighted: true },
      { text: ' Server and ', highlighted: false },
      { text: 'go', highlighted: true },
      { text: ' tools', highlighted: false },
    ]);
  });

  it('finds Chinese words inside a run of Chinese text', () => {
    expect(highlight('最简单、最上瘾的单词卡', matcher('上瘾'))).toEqual([
      { text: '最简单、最', highlighted: false },
      { text: '上瘾', highlighted: true },
      { text: '的单词卡', highlighted: false },
    ]);
  });

  it('keeps markup in a text or query as plain text', () => {
    const query = '<img src=x onerror=alert(1)>';
    expect(highlight(`before ${query} after`, matcher(query))[1]).toEqual({
      text: '<img',
      highlighted: true,
    });
  });

  it('gives a text without matches as one plain segment, and nothing for an empty text', () => {
    expect(highlight('nothing here', matcher('mes'))).toEqual([
      { text: 'nothing here', highlighted: false },
    ]);
    expect(highlight('', matcher('mes'))).toEqual([]);
  });
});

describe('trimSnippet', () => {
  const plain = (text: string) => ({ text, highlighted: false });
  const marked = (text: string) => ({ text, highlighted: true });

  it('cuts a leading plain part longer than 20 characters to its last 20, after "..."', () => {
    const lead = 'The data board shows the production line';
    expect(trimSnippet([plain(lead), marked('live'), plain(' on a TV.')])).toEqual([
      plain(`...${lead.slice(-20)}`),
      marked('live'),
      plain(' on a TV.'),
    ]);
    expect(trimSnippet([plain(lead), marked('live')])[0].text).toBe('... the production line');
  });

  it('keeps a leading part of 20 characters or fewer', () => {
    const twenty = 'exactly twenty chars';
    expect(twenty).toHaveLength(20);
    const segments = [plain(twenty), marked('MES')];
    expect(trimSnippet(segments)).toEqual(segments);
  });

  it('keeps a snippet of one part, or one that starts highlighted', () => {
    const long = plain('a plain paragraph that is much longer than twenty characters');
    expect(trimSnippet([long])).toEqual([long]);
    const startsMarked = [marked('MES'), long];
    expect(trimSnippet(startsMarked)).toEqual(startsMarked);
    expect(trimSnippet([])).toEqual([]);
  });
});
