import { expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { openInTheme, THEMES, VIEWPORTS } from './a11y-support';
import { SITE_NAME, SPEC_ROUTES } from './spec-routes';
import { hydrated } from './support';

const NOT_FOUND_PATH = '/products/no-such-page';

/** Accessible-ish description of the focused element: tag, then its label or text. */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    const placeholder = element.getAttribute('placeholder');
    return `${element.tagName.toLowerCase()}: ${name}${placeholder ? ` (${placeholder})` : ''}`;
  });
}

/** Presses Tab until the focused element matches `target`, returning every stop on the way. */
async function tabUntil(page: Page, target: RegExp, limit = 60) {
  const stops: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedElement(page);
    stops.push(stop);
    if (target.test(stop)) return stops;
  }
  throw new Error(`${target} not reached in ${limit} Tab presses: ${stops.join(' | ')}`);
}

test.describe('skip link', () => {
  for (const path of ['/', '/Sme-solutions/mes']) {
    test(`"Skip to content" is the first Tab stop and focuses the main content on ${path}`, async ({
      page,
    }) => {
      await openInTheme(page, path, 'light');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();

      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // the next Tab stop lies inside the main content, past the header
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
      ).toBe(true);
    });
  }
});

test.describe('header by keyboard, desktop', () => {
  test('every header control is a Tab stop, in order', async ({ page }) => {
    await openInTheme(page, '/products', 'light');
    const stops = await tabUntil(page, /github/i);
    const expected = [
      /^a: Skip to content$/,
      new RegExp(`^a: ${SITE_NAME}$`),
      /^a: Products$/,
      /^button: SME Solutions pages$/,
      /^a: Download$/,
      /^input: .*\(Type keywords\.\.\.\)$/,
      /^select: Colour theme$/,
      /^a: GitHub$/,
    ];
    for (const pattern of expected) expect(stops.some((stop) => pattern.test(stop))).toBe(true);
  });

  test('the nav dropdown opens from its button and its links are reachable', async ({ page }) => {
    await openInTheme(page, '/products', 'light');
    await tabUntil(page, /SME Solutions pages/);
    const button = page.getByRole('button', { name: 'SME Solutions pages' });
    const mes = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'MES' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mes).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(mes).toBeVisible();
    await tabUntil(page, /^a: MES$/, 3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Sme-solutions\/mes$/);
  });

  test('the colour switch changes the theme from the keyboard', async ({ page }) => {
    await openInTheme(page, '/products', 'light');
    await tabUntil(page, /Colour theme/);
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  });

  test('the search box takes keywords and opens a result from the keyboard', async ({ page }) => {
    await openInTheme(page, '/products', 'light');
    await tabUntil(page, /Type keywords/);
    await page.keyboard.type('Manufacturing');
    await expect(page.getByRole('option', { name: /MES/ }).first()).toBeVisible();
    // the first result (whichever page ranks first) opens
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('phone menus by keyboard', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the header menu button is named, states whether it is open and closes with Escape', async ({
    page,
  }) => {
    await openInTheme(page, '/products', 'light');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const download = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Download',
    });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(download).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(download).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(download).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('Tab goes from the opened header menu button into the menu', async ({ page }) => {
    await openInTheme(page, '/products', 'light');
    await tabUntil(page, /^button: Menu$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // the menu's links, search box and switches, not the page hidden behind the open menu
    const firstLink = page.locator('#tl-header-menu a').first();
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await tabUntil(page, /^a: Download$/, 5);
  });

  test('the sidebar toggle opens the sidebar; Escape closes it and returns focus', async ({
    page,
  }) => {
    await openInTheme(page, '/Sme-solutions/mes', 'light');
    const toggle = page.getByRole('button', { name: 'Sidebar' });
    const sidebar = page.getByRole('navigation', { name: 'Pages in this section' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).not.toBeInViewport();

    await tabUntil(page, /Sidebar/);
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeInViewport();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // its links come next in Tab order
    await tabUntil(page, /^a: Go Server$/, 10);

    await page.keyboard.press('Escape');
    await expect(sidebar).not.toBeInViewport();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

for (const theme of THEMES) {
  test(`every Tab stop shows a focus indicator in the ${theme} theme`, async ({ page }) => {
    await openInTheme(page, '/Sme-solutions/mes', theme);
    // every stop from the skip link to the end of the page
    for (let stops = 0; ; stops += 1) {
      await page.keyboard.press('Tab');
      const indicator = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        if (focused === document.body) return null;
        const ring = (element: HTMLElement) => {
          const style = getComputedStyle(element);
          return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        };
        // the colour switch's <select> is transparent: the switch around it carries the ring
        const select = focused.tagName === 'SELECT';
        const shown = select
          ? ring(focused.closest<HTMLElement>('.dumi-default-color-switch')!)
          : focused.matches(':focus-visible') && ring(focused);
        return { element: focused.outerHTML.slice(0, 80), shown };
      });
      if (indicator === null) {
        expect(stops).toBeGreaterThan(15);
        break;
      }
      expect(indicator.shown, indicator.element).toBe(true);
    }
  });
}

test('Tab and Shift+Tab go through a page with a demo without a trap', async ({ page }) => {
  await openInTheme(page, '/products/dict-card', 'light');
  await page.getByRole('button', { name: 'Show Code' }).first().click();
  await page.locator('body').click({ position: { x: 1, y: 1 } });

  const forward = await tabUntil(page, /Improve this documentation/, 120);
  // the demo's actions are on the way
  for (const action of [/Hide Code/, /CodeSandbox/, /StackBlitz/, /separate page/]) {
    expect(forward.some((stop) => action.test(stop))).toBe(true);
  }
  const seen = new Set<string>();
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press('Shift+Tab');
    const stop = await focusedElement(page);
    seen.add(stop);
    if (stop === 'a: Skip to content') break;
  }
  expect(seen.has('a: Skip to content')).toBe(true);
});

test("a demo's Sketch chooser is a named Tab stop with a focus ring, and copies from the keyboard", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openInTheme(page, '/products/dict-card', 'light');
  const demo = page.locator('.dumi-default-previewer').first();
  const chooser = demo.getByRole('combobox', { name: 'Copy to Sketch app' });
  await hydrated(chooser);
  await demo.getByRole('button', { name: 'Open in StackBlitz' }).focus();
  await page.keyboard.press('Tab');
  await expect(chooser).toBeFocused();
  // the select itself is transparent over its icon: the wrapper carries the ring
  const ring = await chooser.evaluate((select) => {
    const style = getComputedStyle(select.parentElement!);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  });
  expect(ring).toBe(true);

  // the arrow key picks the first command, "Copy as Sketch Group"
  await page.keyboard.press('ArrowDown');
  await expect(demo.getByRole('status')).toHaveText(
    'Copied for Sketch: paste it into a Sketch document',
    { timeout: 15_000 },
  );
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))._class).toBe(
    'group',
  );
  await expect(chooser).toHaveValue('');
  await expect(chooser).toBeFocused();
});

test.describe('landmarks and names', () => {
  test('a doc page has banner, navigation, main, complementary TOC and contentinfo', async ({
    page,
  }) => {
    await openInTheme(page, '/Sme-solutions/mes', 'light');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Pages in this section' })).toHaveCount(1);
    const toc = page.getByRole('complementary', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: 'Tech stack' })).toHaveAttribute(
      'href',
      /#tech-stack$/,
    );
    await expect(page.getByRole('contentinfo')).toContainText(SITE_NAME);
  });

  test('the current page is marked in the sidebar and the nav', async ({ page }) => {
    await openInTheme(page, '/products/folder-icon', 'light');
    const sidebar = page.getByRole('navigation', { name: 'Pages in this section' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Folder Icon' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', { name: 'WordCard' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
    // the nav entry is the page's section
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.goto('/download');
    await expect(nav.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Products' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
  });

  test('icon-only controls and the colour switch have names', async ({ page }) => {
    await openInTheme(page, '/products/dict-card', 'light');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'GitHub' })).toBeVisible();
    await expect(banner.getByRole('combobox', { name: 'Colour theme' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'SME Solutions pages' })).toBeAttached();
    // the logo is decorative: the link is named by the visible site name alone
    await expect(banner.getByRole('link', { name: SITE_NAME, exact: true })).toBeVisible();
    await expect(banner.locator('img')).toHaveAttribute('alt', '');
    for (const name of ['Open in CodeSandbox', 'Open in StackBlitz', 'Show Code']) {
      await expect(page.getByRole('button', { name }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Open in separate page' }).first()).toBeVisible();
  });
});

test('every page has one h1 and no gap in its heading levels', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [...SPEC_ROUTES.map((route) => route.path), NOT_FOUND_PATH]) {
    await openInTheme(page, path, 'light');
    const levels = await page.evaluate(() =>
      Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
        .filter((heading) => (heading as HTMLElement).offsetParent !== null)
        .map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1))),
    );
    expect(
      levels.filter((level) => level === 1),
      path,
    ).toHaveLength(1);
    // from the implied top level 1, a heading goes at most one level deeper than the one before
    let previous = 1;
    for (const level of levels) {
      expect(level, `${path}: h${level} after h${previous}`).toBeLessThanOrEqual(previous + 1);
      previous = level;
    }
  }
  // the home page's h1 is its Markdown title, not the hero's site name
  await openInTheme(page, '/', 'light');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Source Software');
  await expect(page.getByText(SITE_NAME, { exact: true }).first()).toBeVisible();
});

test.describe('motion', () => {
  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('smooth scrolling, transitions and animations are off', async ({ page }) => {
      await openInTheme(page, '/products/dict-card', 'light');
      const moving = await page.evaluate(() => {
        const found: string[] = [];
        if (getComputedStyle(document.documentElement).scrollBehavior !== 'auto')
          found.push('html');
        for (const element of Array.from(document.querySelectorAll('*'))) {
          const style = getComputedStyle(element);
          const durations = `${style.transitionDuration},${style.animationDuration}`.split(',');
          if (durations.some((duration) => parseFloat(duration) > 0)) found.push(element.className);
        }
        return found;
      });
      expect(moving).toEqual([]);
    });
  });

  test('without that preference, scrolling is smooth and controls transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openInTheme(page, '/products/dict-card', 'light');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('smooth');
    // the theme's hover and open/close transitions run (the same count is 0 with reduced motion)
    const transitions = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('*')).filter((element) =>
          getComputedStyle(element)
            .transitionDuration.split(',')
            .some((duration) => parseFloat(duration) > 0),
        ).length,
    );
    expect(transitions).toBeGreaterThan(0);
  });
});

test.describe('zoom and reflow', () => {
  test('the viewport lets the visitor zoom', async ({ page }) => {
    await page.goto('/');
    const content = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(content).toContain('width=device-width');
    expect(content).not.toMatch(/user-scalable\s*=\s*(no|0)/);
    const maximum = /maximum-scale\s*=\s*([\d.]+)/.exec(content ?? '');
    if (maximum) expect(Number(maximum[1])).toBeGreaterThanOrEqual(2);
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('no page scrolls sideways', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of [...SPEC_ROUTES.map((route) => route.path), NOT_FOUND_PATH]) {
        await openInTheme(page, path, 'light');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, path).toBeLessThanOrEqual(320);
      }
    });

    test('a code block scrolls on its own', async ({ page }) => {
      await openInTheme(page, '/products/dict-card', 'light');
      await page.getByRole('button', { name: 'Show Code' }).first().click();
      const code = page.locator('pre').first();
      await expect(code).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      // the code is wider than the phone, and the box around it scrolls sideways
      const scrolls = await code.evaluate((pre) => {
        for (let box: Element | null = pre; box && box !== document.body; box = box.parentElement) {
          const overflow = getComputedStyle(box).overflowX;
          if (['auto', 'scroll'].includes(overflow) && box.scrollWidth > box.clientWidth)
            return true;
        }
        return false;
      });
      expect(scrolls).toBe(true);
    });
  });
});
