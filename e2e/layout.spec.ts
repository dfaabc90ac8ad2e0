import { expect } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { layoutFaults } from './engines/page-probes';
import { ALL_ROUTES, ORGANISATION_URL, SITE_NAME } from './spec-routes';

test.describe('header', () => {
  test('has the logo, search box, colour switch and social links', async ({ page }) => {
    await page.goto('/products/folder-icon');
    const header = page.locator('.dumi-default-header');
    await expect(header.getByRole('link', { name: SITE_NAME })).toHaveAttribute('href', '/');
    await expect(header.getByPlaceholder('Type keywords...')).toBeVisible();

    const colourSwitch = header.locator('.dumi-default-color-switch select');
    await expect(colourSwitch.locator('option')).toHaveText([
      'Light Mode',
      'Dark Mode',
      'Follow System',
    ]);

    const social = header.locator(`a[href="${ORGANISATION_URL}"]`);
    await expect(social).toHaveCount(1);
    await expect(social).toHaveAttribute('target', '_blank');
  });

  test('the nav is built from the pages frontmatter, in nav order', async ({ page }) => {
    await page.goto('/download');
    const nav = page.locator('.dumi-default-navbar > li');
    await expect(nav).toHaveText([/^Products/, /^SME Solutions/, /^Download/]);
    await expect(page.locator('.dumi-default-navbar a[href="/products"]')).toHaveText('Products');
    await expect(page.locator('.dumi-default-navbar a[href="/download"]')).toHaveClass(/active/);
  });

  test('the sidebar groups pages by their group title and order', async ({ page }) => {
    await page.goto('/Sme-solutions/mes/mobile');
    await expect(page.locator('.dumi-default-sidebar dt')).toHaveText(['MES']);
    await expect(page.locator('.dumi-default-sidebar a[aria-current="page"]')).toHaveText('Mobile');
    await page.goto('/Sme-solutions/computer-vision');
    await expect(page.locator('.dumi-default-sidebar dt')).toHaveText(['Computer Vision']);
  });

  test('the page TOC lists the page sections in the sidebar', async ({ page }) => {
    await page.goto('/Sme-solutions/mes');
    const toc = page.locator('.dumi-default-sidebar .dumi-default-toc a');
    await expect(toc).toHaveText(['Tech stack', 'Components']);
    await toc.filter({ hasText: 'Components' }).click();
    await expect(page).toHaveURL('/Sme-solutions/mes#components');
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the "Sidebar" toggle opens and closes the sidebar', async ({ page }) => {
    await page.goto('/products/dict-card');
    const sidebar = page.locator('.dumi-default-sidebar');
    const toggle = page.getByRole('button', { name: 'Sidebar' });
    await expect(toggle).toBeVisible();
    await expect(sidebar).not.toBeInViewport();

    await toggle.click();
    await expect(sidebar).toBeInViewport();
    await sidebar.getByRole('link', { name: 'Folder Icon' }).click();
    await expect(page).toHaveURL('/products/folder-icon');
  });

  test('a table cell never cuts a word in the middle', async ({ page }) => {
    for (const path of ['/Sme-solutions/mes/vue-web', '/Sme-solutions/mes/data-board']) {
      await page.goto(path);
      await requestsSettled(page);
      // the Latin words of the cells that the browser laid out on more than one line
      const cutWords = await page.locator('article table').evaluateAll((tables) =>
        tables.flatMap((table) => {
          const cut: string[] = [];
          const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of (node.textContent ?? '').matchAll(/[A-Za-z]+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].map((rect) => rect.top));
              if (lines.size > 1) cut.push(match[0]);
            }
          }
          return cut;
        }),
      );
      expect(cutWords, path).toEqual([]);
    }
  });

  test('the page does not show through the header or the open menu', async ({ page }) => {
    const header = page.locator('.dumi-default-header');
    const menu = page.locator('#tl-header-menu');
    // the header over the page's text (scrolled) and the open menu over it, with or without the text
    const pictures = async (pageHidden: boolean) => {
      await page.goto('/products/dict-card');
      await requestsSettled(page);
      if (pageHidden) await page.addStyleTag({ content: 'main { visibility: hidden }' });
      await page.evaluate(() => window.scrollTo(0, 400));
      const underHeader = await header.screenshot({ animations: 'disabled' });
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(menu).toHaveCSS('opacity', '1');
      return [underHeader, await menu.screenshot({ animations: 'disabled' })];
    };
    const withPage = await pictures(false);
    const withoutPage = await pictures(true);
    const unchanged = withPage.map((picture, index) => picture.equals(withoutPage[index]));
    expect({ header: unchanged[0], openMenu: unchanged[1] }).toEqual({
      header: true,
      openMenu: true,
    });
  });
});

test.describe('a link to a section', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of [1280, 360]) {
    test(`at ${width} px stops with the heading in full view under what sticks at the top`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/Sme-solutions/mes/vue-web#-features');
      const stickingBottom = () =>
        page.evaluate(() =>
          Math.max(
            ...['.dumi-default-header', '.dumi-default-doc-layout-mobile-bar'].map(
              (selector) => document.querySelector(selector)!.getBoundingClientRect().bottom,
            ),
          ),
        );
      const headingTop = () =>
        page.evaluate(() => document.getElementById('-features')!.getBoundingClientRect().top);
      await expect
        .poll(async () => (await headingTop()) - (await stickingBottom()))
        .toBeGreaterThanOrEqual(8);
      expect((await headingTop()) - (await stickingBottom())).toBeLessThanOrEqual(24);
    });
  }
});

test('wide screens show the sidebar without the toggle', async ({ page }) => {
  await page.goto('/products/dict-card');
  await expect(page.getByRole('button', { name: 'Sidebar' })).toBeHidden();
  await expect(page.locator('.dumi-default-sidebar')).toBeVisible();
});

test.describe('PREV and NEXT follow the sidebar order', () => {
  const chain = [
    { path: '/Sme-solutions/mes', title: 'MES overview' },
    { path: '/Sme-solutions/mes/go-server', title: 'Go Server' },
    { path: '/Sme-solutions/mes/vue-web', title: 'Vue Web' },
    { path: '/Sme-solutions/mes/data-board', title: 'Data Board' },
    { path: '/Sme-solutions/mes/mobile', title: 'Mobile' },
    { path: '/Sme-solutions/mes/github', title: 'Github' },
  ];

  test('walking NEXT from the MES overview visits every MES page in order, and PREV walks back', async ({
    page,
  }) => {
    const footerNav = page.locator('.dumi-default-content-footer nav');
    await page.goto(chain[0].path);
    await expect(footerNav.getByText('PREV')).toHaveCount(0);
    for (const step of chain.slice(1)) {
      await footerNav.locator('a[data-next]').click();
      await expect(page).toHaveURL(step.path);
      await expect(page.locator('article h1')).toHaveText(step.title);
    }
    await expect(footerNav.getByText('NEXT')).toHaveCount(0);
    await footerNav.locator('a[data-prev]').click();
    await expect(page).toHaveURL(chain[chain.length - 2].path);
  });

  test('the links are labelled PREV and NEXT with the neighbouring page titles', async ({
    page,
  }) => {
    await page.goto('/products/folder-icon');
    await expect(page.locator('a[data-prev]')).toContainText('PREV');
    await expect(page.locator('a[data-prev]')).toContainText('Products');
    await expect(page.locator('a[data-next]')).toContainText('NEXT');
    await expect(page.locator('a[data-next]')).toContainText('WordCard');
  });
});

test.describe('home page', () => {
  test('the hero shows the site name, the tagline and a Download action', async ({ page }) => {
    await page.goto('/');
    // the site name is the hero's title but not a heading: the page's one h1 is "Open Source Software"
    await expect(page.locator('.tl-hero .tl-hero-title')).toHaveText(SITE_NAME);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Source Software');
    await expect(
      page.getByText('Open Source Software, SME Solutions, and Technology Sharing.', {
        exact: true,
      }),
    ).toBeVisible();
    await page.locator('.tl-hero').getByRole('link', { name: 'Download', exact: true }).click();
    await expect(page).toHaveURL('/download');
  });

  test('the five feature cards have their emoji, title, description and link', async ({ page }) => {
    await page.goto('/');
    const cards = [
      {
        title: 'AI-Powered Project',
        description: 'AI course, model training and tuning, agents',
        link: null,
      },
      {
        title: 'MES Solution',
        description: 'complete Manufacturing Execution System',
        link: '/Sme-solutions/mes',
      },
      {
        title: 'Computer Vision',
        description: 'CV Applications and Deep Visual Solutions.',
        link: '/Sme-solutions/computer-vision',
      },
      { title: 'OSS', description: 'Open Source Software', link: '/products/' },
      {
        title: 'An AI learning handbook',
        description: 'The most comprehensive AI Learning Handbook',
        link: 'external',
      },
    ];
    const items = page.locator('.tl-features > li');
    await expect(items).toHaveCount(cards.length);
    for (const [i, card] of cards.entries()) {
      const item = items.nth(i);
      await expect(item.locator('h2')).toHaveText(card.title);
      await expect(item.locator('p')).toHaveText(card.description);
      await expect(item.locator('.tl-feature-emoji')).toHaveText(/\p{Extended_Pictographic}/u);
      const link = item.locator('a');
      if (card.link === null) await expect(link).toHaveCount(0);
      else if (card.link === 'external') {
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAttribute('target', '_blank');
      } else await expect(link).toHaveAttribute('href', card.link);
    }
  });

  test('the OSS card leads to the products page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'OSS', exact: true }).click();
    await expect(page).toHaveURL('/products');
    await expect(page.locator('article h1')).toHaveText('Products');
  });
});

test('the Github page introduces the organisation with a link to it', async ({ page }) => {
  await page.goto('/Sme-solutions/mes/github');
  const intro = page.locator('article p').first();
  await expect(intro.locator(`a[href="${ORGANISATION_URL}"]`)).toHaveCount(1);
});

test('the header search finds a page by a word of its text', async ({ page }) => {
  await page.goto('/download');
  await requestsSettled(page);
  await page.getByPlaceholder('Type keywords...').fill('superadmin');
  const result = page.locator('.dumi-default-search-result a[href^="/Sme-solutions/mes/vue-web"]');
  await expect(result.first()).toBeVisible();
  await result.first().click();
  await expect(page.locator('article h1')).toHaveText('Vue Web');
});

test.describe('geometry at every width', () => {
  // a phone, a tablet held upright, a small laptop, a laptop and a desktop monitor
  const WIDTHS = [375, 768, 1024, 1280, 1920];

  for (const route of ALL_ROUTES) {
    test(`${route.path}: the header's items share its centre line, nothing overlaps, no text is cut off`, async ({
      page,
    }) => {
      await page.goto(route.path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expect
          .poll(() => page.evaluate(layoutFaults), { message: `${route.path} at ${width} px` })
          .toEqual([]);
      }
    });
  }
});
