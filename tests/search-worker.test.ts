import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchRequest, SearchResponse } from '../.dumi/theme/common/search/messages';
import { toSearchMetadata } from '../.dumi/theme/common/search/metadata';
import { fixtureMetadata } from './search-fixture';

/** The worker module run against a stand-in for the worker's global scope. */
const scope = {
  onmessage: null as null | ((event: { data: unknown }) => void),
  postMessage: vi.fn<(response: SearchResponse) => void>(),
};

const send = (data: SearchRequest | Record<string, unknown>): SearchResponse => {
  scope.postMessage.mockClear();
  scope.onmessage!({ data });
  expect(scope.postMessage).toHaveBeenCalledTimes(1);
  return scope.postMessage.mock.calls[0][0];
};

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('../.dumi/theme/common/search/search.worker');
});

describe('search worker messages', () => {
  it('answers get-search-result with no groups before any metadata', () => {
    expect(send({ action: 'get-search-result', args: { keywords: 'vue' } })).toMatchObject({
      action: 'get-search-result',
      keywords: 'vue',
      result: [],
    });
  });

  it('builds the index on generate-metadata (routes, demos, nav) and reports the page count', () => {
    expect(send({ action: 'generate-metadata', args: fixtureMetadata() })).toMatchObject({
      action: 'generate-metadata',
      pages: 4,
    });
  });

  it('answers get-search-result (keywords) with the result groups, naming the keywords', () => {
    const response = send({ action: 'get-search-result', args: { keywords: 'superadmin' } });
    expect(response).toMatchObject({ action: 'get-search-result', keywords: 'superadmin' });
    if (response.action !== 'get-search-result') throw new Error('wrong answer');
    expect(response.result).toEqual([
      expect.objectContaining({
        title: 'SME Solutions',
        priority: 1000,
        hints: [expect.anything()],
      }),
    ]);
    expect(typeof response.took).toBe('number');
  });

  it('answers a malformed request with an error message instead of failing', () => {
    expect(send({ action: 'drop-tables' })).toEqual({
      action: 'error',
      message: 'Unknown search request: drop-tables',
    });
    expect(send({ action: 'get-search-result', args: { keywords: 42 } })).toMatchObject({
      keywords: '',
      result: [],
    });
    expect(send({ action: 'generate-metadata', args: null })).toMatchObject({ action: 'error' });
  });
});

describe('toSearchMetadata', () => {
  const component = () => null;

  it('keeps only doc-layout pages with meta, and only the fields search reads', () => {
    const metadata = toSearchMetadata(
      {
        'docs/a': { id: 'docs/a', path: 'a', parentId: 'DocLayout', file: '/abs/a.md' },
        'docs/b': { id: 'docs/b', path: 'b', parentId: 'DocLayout' },
        'demo-render': { id: 'demo-render', path: '~demos/:id', parentId: undefined },
      } as Parameters<typeof toSearchMetadata>[0],
      {
        'docs/a': {
          frontmatter: { title: 'A', filename: 'docs/a.md', keywords: ['x'] } as { title: string },
          toc: [{ id: 'h', depth: 2, title: 'H', _debug_demo: false } as never],
          texts: [{ value: 'text', paraId: 0, tocIndex: 0, type: 'content' } as never],
          tabs: [
            {
              key: 'more',
              components: { default: component },
              meta: { toc: [], texts: [] },
            } as never,
          ],
        },
        'demo-render': { frontmatter: { title: 'Demo' }, toc: [], texts: [] },
      },
      {
        d1: {
          routeId: 'docs/a',
          component,
          asset: { id: 'd1', title: 'D', dependencies: {} },
        } as never,
        d2: { asset: { id: 'd2' } },
      },
      [{ title: 'Nav', link: '/a', activePath: '/a', order: 1, children: [] } as never],
    );
    expect(metadata).toEqual({
      routes: {
        'docs/a': {
          path: 'a',
          meta: {
            frontmatter: { title: 'A', debug: undefined, hero: undefined },
            toc: [{ id: 'h', depth: 2, title: 'H' }],
            texts: [{ value: 'text', paraId: 0, tocIndex: 0 }],
            tabs: [{ key: 'more', meta: { toc: [], texts: [] } }],
          },
        },
      },
      demos: {
        d1: {
          routeId: 'docs/a',
          asset: { id: 'd1', title: 'D', description: undefined, keywords: undefined },
        },
      },
      nav: [{ title: 'Nav', link: '/a', activePath: '/a' }],
    });
    // what the page posts must survive structured cloning (no functions)
    expect(() => structuredClone(metadata)).not.toThrow();
  });
});
