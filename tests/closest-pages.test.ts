import { describe, expect, it } from 'vitest';
import { closestPages, type SitePage } from '../.dumi/theme/common/closest-pages';

const PAGES: SitePage[] = [
  { title: 'Products', link: '/products' },
  { title: 'Folder Icon', link: '/products/folder-icon' },
  { title: 'WordCard', link: '/products/dict-card' },
  { title: 'Download', link: '/download' },
  { title: 'MES overview', link: '/Sme-solutions/mes' },
  { title: 'Go Server', link: '/Sme-solutions/mes/go-server' },
  { title: 'Mobile', link: '/Sme-solutions/mes/mobile' },
  { title: 'Data Board', link: '/Sme-solutions/mes/data-board' },
  { title: 'Computer Vision', link: '/Sme-solutions/computer-vision' },
];

const titles = (typed: string, limit = 3) => closestPages(typed, PAGES, limit).map((p) => p.title);

describe('closestPages', () => {
  it('offers the page one letter away first, then the section the address lies in', () => {
    expect(titles('/Sme-solutions/mes/mobil')).toEqual(['Mobile', 'MES overview']);
  });

  it('ignores letter case, a trailing slash and percent-encoding', () => {
    expect(titles('/SME-SOLUTIONS/MES/MOBIL/')).toEqual(['Mobile', 'MES overview']);
    expect(titles('/products/folder%2Dicons')[0]).toBe('Folder Icon');
  });

  it('finds a page by its last segment alone', () => {
    expect(titles('/mobile')).toEqual(['Mobile']);
    expect(titles('/computer-vison')).toEqual(['Computer Vision']);
  });

  it('offers the enclosing section for an unknown page inside it', () => {
    expect(titles('/products/no-such-page')).toEqual(['Products']);
    expect(titles('/Sme-solutions/mes/go-server/extra')).toEqual(['Go Server']);
  });

  it('offers nothing for an address like no page', () => {
    expect(titles('/no/such/page')).toEqual([]);
    expect(titles('/%E0%A4%A')).toEqual([]);
    expect(titles('/')).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(titles('/products/x', 0)).toEqual([]);
    expect(closestPages('/dowload', PAGES, 1)).toEqual([{ title: 'Download', link: '/download' }]);
  });

  it('runs from its own source text, as the prerendered 404 page runs it', () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const standalone = new Function(`return ${closestPages.toString()}`)() as typeof closestPages;
    expect(standalone('/Sme-solutions/mes/mobil', PAGES, 3)).toEqual(
      closestPages('/Sme-solutions/mes/mobil', PAGES, 3),
    );
  });
});
