import { beforeEach, describe, expect, it, vi } from 'vitest';

const reported: unknown[] = [];
vi.mock('../plugins/navigation/browser/chunk-failure', () => ({
  reportChunkFailure: (error: unknown) => reported.push(error),
}));
const { lazyRegistry } = await import('../plugins/navigation/browser/lazy-registry');

const settle = async () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the registry of values split into chunks (page details, message sets, sections)', () => {
  beforeEach(() => void (reported.length = 0));

  it('loads a key once however many parts ask, and keeps its value', async () => {
    const registry = lazyRegistry<string, { text: string }>({
      pick: ({ text }, key) => `${key}:${text}`,
      failed: 'settle',
    });
    const load = vi.fn(async () => ({ text: 'loaded' }));
    registry.register('en-US', load);
    expect(registry.settled('en-US')).toBe(false);
    await Promise.all([registry.load('en-US'), registry.load('en-US')]);
    await registry.load('en-US');
    expect(load).toHaveBeenCalledTimes(1);
    expect(registry.get('en-US')).toBe('en-US:loaded');
    expect(registry.values).toEqual({ 'en-US': 'en-US:loaded' });
    expect(registry.settled('en-US')).toBe(true);
  });

  it('counts a key nobody registered as settled, and a value set directly as there', async () => {
    const registry = lazyRegistry<number, number>({ pick: (n) => n, failed: 'wait' });
    expect(registry.settled('zh-CN')).toBe(true);
    expect(registry.registered('zh-CN')).toBe(false);
    registry.register('page.md', async () => 1);
    registry.set('page.md', 2);
    await registry.load('page.md');
    expect(registry.get('page.md')).toBe(2);
  });

  it('keeps the value a chunk told the registry itself while it loaded', async () => {
    const registry = lazyRegistry<string, { pageDetails?: string }>({
      pick: ({ pageDetails }) => pageDetails!,
      failed: 'wait',
    });
    // dev: the page module runs its details module, which sets the value, and exports no details
    registry.register('docs/page.md', async () => {
      registry.set('docs/page.md', 'told by the chunk');
      return {};
    });
    await registry.load('docs/page.md');
    expect(registry.get('docs/page.md')).toBe('told by the chunk');
    expect(registry.settled('docs/page.md')).toBe(true);
  });

  it('reports a failed chunk once, then settles without a value ("settle")', async () => {
    const registry = lazyRegistry<string, string>({ pick: (s) => s, failed: 'settle' });
    const failure = new Error('Loading chunk 12 failed.');
    registry.register('zh-CN', () => Promise.reject(failure));
    await registry.load('zh-CN');
    await registry.load('zh-CN');
    expect(reported).toEqual([failure]);
    expect(registry.get('zh-CN')).toBeUndefined();
    expect(registry.settled('zh-CN')).toBe(true);
  });

  it('leaves a failed chunk to its callers ("reject"): every load rejects, nothing is reported', async () => {
    const registry = lazyRegistry<string, string>({ pick: (s) => s, failed: 'reject' });
    const failure = new Error('Loading chunk 3 failed.');
    const load = vi.fn(() => Promise.reject(failure));
    registry.register('/products', load);
    await expect(registry.load('/products')).rejects.toBe(failure);
    await expect(registry.load('/products')).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([]);
    expect(registry.get('/products')).toBeUndefined();
  });

  it('keeps a part waiting after a failed chunk ("wait"), reporting it once', async () => {
    const registry = lazyRegistry<string, string>({ pick: (s) => s, failed: 'wait' });
    registry.register('page.md', () => Promise.reject(new Error('Loading chunk 7 failed.')));
    let done = false;
    void registry.load('page.md').then(() => (done = true));
    void registry.load('page.md').then(() => (done = true));
    await settle();
    await settle();
    expect(done).toBe(false);
    expect(reported).toHaveLength(1);
  });
});
