import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchRequest, SearchResponse } from '../plugins/search/browser/messages';
import { fixtureNav, fixtureRecords, memoryIndex } from './search-fixture';

/** The worker module, run against a stand-in for the worker's global scope and for fetch. */
const scope = {
  location: { href: 'http://site.test/products' },
  onmessage: null as null | ((event: { data: unknown }) => void),
  postMessage: vi.fn<(response: SearchResponse) => void>(),
};
const index = memoryIndex(fixtureRecords());
const requested: string[] = [];
let failing = false;

const send = async (data: SearchRequest | Record<string, unknown>): Promise<SearchResponse> => {
  scope.postMessage.mockClear();
  scope.onmessage!({ data });
  await vi.waitFor(() => expect(scope.postMessage).toHaveBeenCalledTimes(1));
  return scope.postMessage.mock.calls[0][0];
};

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname } = new URL(url);
    requested.push(pathname);
    const name = pathname.replace('/search/en-US/', '');
    const content = index.files.get(name);
    if (failing || !content) return new Response('', { status: failing ? 503 : 404 });
    return new Response(content, { headers: { 'Content-Type': 'application/json' } });
  });
  await import('../plugins/search/browser/search.worker');
});

afterAll(() => vi.unstubAllGlobals());

const metadata = { index: '/search/en-US/index.json', nav: fixtureNav };

describe('search worker messages', () => {
  it('answers get-search-result with no groups before any metadata', async () => {
    expect(await send({ action: 'get-search-result', args: { keywords: 'vue' } })).toMatchObject({
      action: 'get-search-result',
      keywords: 'vue',
      result: [],
      more: false,
    });
  });

  it('reports a manifest that cannot be fetched, and fetches it again for the next query', async () => {
    failing = true;
    expect(await send({ action: 'generate-metadata', args: metadata })).toMatchObject({
      action: 'error',
      message: expect.stringMatching(/index\.json answered 503/),
    });
    expect(
      await send({ action: 'get-search-result', args: { keywords: 'superadmin' } }),
    ).toMatchObject({ action: 'error', keywords: 'superadmin', batches: 1 });
    failing = false;
    const retried = await send({ action: 'get-search-result', args: { keywords: 'superadmin' } });
    expect(retried).toMatchObject({ action: 'get-search-result', keywords: 'superadmin' });
  });

  it('fetches the manifest on generate-metadata (index address and nav) and reports the pages', async () => {
    requested.length = 0;
    expect(await send({ action: 'generate-metadata', args: metadata })).toMatchObject({
      action: 'generate-metadata',
      pages: 4,
    });
    expect(requested).toEqual(['/search/en-US/index.json']);
  });

  it('answers get-search-result (keywords) with the result groups, naming the keywords', async () => {
    const response = await send({
      action: 'get-search-result',
      args: { keywords: 'superadmin' },
    });
    expect(response).toMatchObject({
      action: 'get-search-result',
      keywords: 'superadmin',
      batches: 1,
      more: false,
    });
    if (response.action !== 'get-search-result') throw new Error('wrong answer');
    expect(response.result).toEqual([
      expect.objectContaining({
        title: 'SME Solutions',
        priority: 1000,
        hints: [expect.anything()],
      }),
    ]);
    expect(typeof response.took).toBe('number');
    // the index's files, relative to the manifest
    expect(requested.every((path) => path.startsWith('/search/en-US/'))).toBe(true);
  });

  it('answers a query overtaken by the next one with no groups, and the next one in full', async () => {
    scope.postMessage.mockClear();
    scope.onmessage!({ data: { action: 'get-search-result', args: { keywords: 'dashboards' } } });
    scope.onmessage!({ data: { action: 'get-search-result', args: { keywords: 'flashcard' } } });
    await vi.waitFor(() => expect(scope.postMessage).toHaveBeenCalledTimes(2));
    const answers = Object.fromEntries(
      scope.postMessage.mock.calls.map(([answer]) => [
        answer.action === 'get-search-result' ? answer.keywords : answer.action,
        answer,
      ]),
    );
    expect(answers.dashboards).toMatchObject({ result: [], more: false });
    expect(answers.flashcard).toMatchObject({
      result: [expect.objectContaining({ hints: expect.arrayContaining([expect.anything()]) })],
    });
  });

  it('answers a malformed request with an error message instead of failing', async () => {
    expect(await send({ action: 'drop-tables' })).toEqual({
      action: 'error',
      message: 'Unknown search request: drop-tables',
    });
    expect(await send({ action: 'get-search-result', args: { keywords: 42 } })).toMatchObject({
      keywords: '',
      result: [],
    });
    expect(
      await send({ action: 'get-search-result', args: { keywords: 'vue', batches: -3 } }),
    ).toMatchObject({ keywords: 'vue', batches: 1 });
    expect(await send({ action: 'generate-metadata', args: null })).toMatchObject({
      action: 'error',
    });
  });
});
