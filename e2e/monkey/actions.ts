import { errors, type Page } from '@playwright/test';
import type { Random } from './random';

/** What one random action did, for the failure report and a replay. */
export type StepRecord = string;

const TARGET = 'data-monkey-target';
/** How long one action may wait for its element: a visitor does not wait longer either. */
const ACTION_TIMEOUT = 1_000;

/**
 * Marks one visible, enabled control of the page that a visitor could click without leaving the
 * site (no external link, no new tab, no download), chosen by `roll` in [0, 1). Returns its
 * description, or null when there is none.
 */
async function markClickable(page: Page, roll: number): Promise<string | null> {
  return page.evaluate(
    ([attribute, chance]) => {
      document.querySelectorAll(`[${attribute}]`).forEach((old) => old.removeAttribute(attribute));
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, summary, [role="tab"], [role="option"], [role="button"]',
        ),
      ].filter((element) => {
        if (element.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
        if ((element as HTMLButtonElement).disabled) return false;
        const box = element.getBoundingClientRect();
        // visually hidden (clipped to a pixel) or placed off the page until it has focus
        if (box.width <= 1 || box.height <= 1) return false;
        if (box.bottom + scrollY <= 0 || box.right + scrollX <= 0) return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.pointerEvents === 'none') return false;
        if (element instanceof HTMLAnchorElement) {
          if (element.target === '_blank' || element.hasAttribute('download')) return false;
          const url = new URL(element.href, location.href);
          if (url.origin !== location.origin) return false;
        }
        return true;
      });
      if (!controls.length) return null;
      const target = controls[Math.floor(chance * controls.length)];
      target.setAttribute(attribute, '');
      const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim();
      const href = target instanceof HTMLAnchorElement ? ` -> ${target.getAttribute('href')}` : '';
      return `${target.tagName.toLowerCase()} "${name.slice(0, 40)}"${href}`;
    },
    [TARGET, roll] as const,
  );
}

const KEYS = [
  'Tab',
  'Shift+Tab',
  'Enter',
  'Escape',
  'ArrowDown',
  'ArrowUp',
  'Space',
  'Home',
  'End',
  '/',
  'Control+k',
];

/** Queries a visitor might type: words of the site, other scripts, and characters that mean something to a parser. */
const QUERIES = [
  'MES',
  'wordcard',
  'folder icon',
  'Data Board',
  '单词',
  '看板',
  'go server',
  '  ',
  '.*',
  '(',
  '[a-z]+',
  '\\',
  '%',
  '<script>alert(1)</script>',
  '🤖',
  'superadmin',
  'x'.repeat(80),
];

/** Words a visitor might write into a demo's label. */
const LABELS = ['Output', 'Scrap', 'Yield', 'Ausschuss', '产量', 'Ünits', '"quoted"', 'a < b'];

async function clickSomething(page: Page, random: Random): Promise<StepRecord> {
  const target = await markClickable(page, random.next());
  if (!target) return 'click: nothing clickable';
  const control = page.locator(`[${TARGET}]`);
  try {
    await control.click({ timeout: ACTION_TIMEOUT });
    return `click ${target}`;
  } catch {
    // covered, moved or gone before the click: a visitor's click would have missed too
    return `click ${target} (missed)`;
  }
}

async function pressKey(page: Page, random: Random): Promise<StepRecord> {
  const key = random.pick(KEYS);
  await page.keyboard.press(key);
  return `key ${key}`;
}

async function search(page: Page, random: Random): Promise<StepRecord> {
  // by role, not by text: the same step runs on the English and the Chinese pages
  const banner = page.getByRole('banner');
  const box = banner.locator('input[role="combobox"]').first();
  if (!(await box.isVisible())) {
    const menu = banner.getByRole('button', { name: /^(Menu|菜单)$/ });
    if (!(await menu.isVisible())) return 'search: no search box';
    await menu.click({ timeout: ACTION_TIMEOUT });
  }
  const query = random.pick(QUERIES);
  await box.fill(query, { timeout: ACTION_TIMEOUT });
  // the 200 ms search delay, so that the query really runs before the next step
  await page.waitForTimeout(250);
  return `search ${JSON.stringify(query)}`;
}

async function editDemo(page: Page, random: Random): Promise<StepRecord> {
  const editors = page.locator('.dumi-default-previewer textarea');
  const count = await editors.count();
  const visible = [];
  for (let i = 0; i < count; i += 1) if (await editors.nth(i).isVisible()) visible.push(i);
  if (!visible.length) return 'edit demo: no editor open';
  const editor = editors.nth(random.pick(visible));
  const label = random.pick(LABELS);
  const code = await editor.inputValue({ timeout: ACTION_TIMEOUT });
  // a valid edit: another text in the first string attribute, or a comment at the end
  const edited = /(\w+)="[^"]*"/.test(code)
    ? code.replace(/(\w+)="[^"]*"/, (_, name: string) => `${name}={${JSON.stringify(label)}}`)
    : `${code}\n// ${label}\n`;
  await editor.fill(edited, { timeout: ACTION_TIMEOUT });
  // the 500 ms recompile delay
  await page.waitForTimeout(600);
  return `edit demo: ${JSON.stringify(label)}`;
}

async function switchTheme(page: Page, random: Random): Promise<StepRecord> {
  const select = page.locator('.dumi-default-color-switch select');
  if (!(await select.isVisible())) return 'theme: switch hidden';
  const value = random.pick(['light', 'dark', 'auto']);
  await select.selectOption(value, { timeout: ACTION_TIMEOUT });
  return `theme ${value}`;
}

async function travel(page: Page, random: Random): Promise<StepRecord> {
  // react-router numbers the entries it made: never go back past the page the run started on
  const index = await page.evaluate(() => (history.state as { idx?: number } | null)?.idx ?? 0);
  if (random.next() < 0.6 && index > 0) {
    await page.goBack({ waitUntil: 'commit', timeout: 5_000 });
    return 'back';
  }
  await page.goForward({ waitUntil: 'commit', timeout: 5_000 });
  return 'forward';
}

async function scroll(page: Page, random: Random): Promise<StepRecord> {
  const delta = Math.round((random.next() - 0.3) * 2_000);
  await page.mouse.wheel(0, delta);
  return `scroll ${delta}`;
}

const ACTIONS = {
  click: clickSomething,
  key: pressKey,
  search,
  editDemo,
  theme: switchTheme,
  travel,
  scroll,
};

/** How often each kind of action is chosen. */
const WEIGHTS: Record<keyof typeof ACTIONS, number> = {
  click: 10,
  key: 5,
  search: 2,
  editDemo: 2,
  theme: 1,
  travel: 2,
  scroll: 2,
};

/**
 * Runs one random action on the page and says what it was. An action whose element went away or
 * never became ready in time is recorded as missed, as a visitor's attempt would be.
 */
export async function randomAction(page: Page, random: Random): Promise<StepRecord> {
  const kind = random.weighted(WEIGHTS);
  try {
    return await ACTIONS[kind](page, random);
  } catch (error) {
    if (error instanceof errors.TimeoutError)
      return `${kind} (missed: ${error.message.split('\n')[0]})`;
    throw error;
  }
}
