import { expect, type Locator, type Page } from '@playwright/test';
import { requestsSettled } from './app-test';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
};

/** dumi's storage key of the colour preference (site-spec.md, section 4). */
const COLOUR_KEY = 'dumi:prefers-color';

/**
 * Opens `path` with the colour preference stored as `theme`, once the app has started and its
 * chunks are in (`page`: the one of ./app-test).
 */
export async function openInTheme(page: Page, path: string, theme: Theme) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [COLOUR_KEY, theme],
  );
  await page.goto(path);
  await requestsSettled(page);
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', theme);
}

/**
 * Switches the open page to `theme` the way the header's colour switch does (the stored choice and
 * the attribute on <html> that every colour of the theme hangs on), and returns once the colour
 * transitions that started have ended: mid-way, colours are neither theme's.
 */
export async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate(
    async ([key, value]) => {
      window.localStorage.setItem(key!, value!);
      document.documentElement.setAttribute('data-prefers-color', value!);
      // a layout computes every style, which starts the transitions the new attribute causes
      void document.body.offsetHeight;
      const transitions = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      // a transition that another one replaces is cancelled: its promise rejects, which is fine
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => {})));
    },
    [COLOUR_KEY, theme],
  );
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', theme);
}

export interface TextContrast {
  /** WCAG contrast ratio of the text colour against the colour painted behind it */
  ratio: number;
  /** the ratio WCAG 2 AA asks of this text: 3 for large text, 4.5 otherwise */
  required: number;
  /** why the background cannot be told from styles alone (an image, a gradient, transparency) */
  undeterminable?: string;
  /** the element's own text is not painted: its colour is fully transparent */
  unpainted: boolean;
}

/**
 * The contrast of an element's own text, computed from its computed styles: the text colour over
 * the background colours of the element and its ancestors, blended from the page's canvas up.
 * Text shadows do not count. Used where axe leaves a contrast check "incomplete".
 */
export function textContrast(element: Locator): Promise<TextContrast> {
  return element.evaluate((target) => {
    const parse = (colour: string) => {
      const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
      return { r, g, b, a };
    };
    type Rgba = ReturnType<typeof parse>;
    const over = (top: Rgba, bottom: Rgba): Rgba => ({
      r: top.r * top.a + bottom.r * (1 - top.a),
      g: top.g * top.a + bottom.g * (1 - top.a),
      b: top.b * top.a + bottom.b * (1 - top.a),
      a: 1,
    });
    const luminance = ({ r, g, b }: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };

    const style = getComputedStyle(target);
    const colour = parse(style.color);
    const layers: Rgba[] = [];
    let undeterminable: string | undefined;
    // opacity below the background that is painted behind the text fades the text alone
    let fade = 1;
    for (let node: Element | null = target; node; node = node.parentElement) {
      const nodeStyle = getComputedStyle(node);
      const background = parse(nodeStyle.backgroundColor);
      const opacity = Number(nodeStyle.opacity);
      if (nodeStyle.backgroundImage !== 'none')
        undeterminable = `background image on ${node.tagName}`;
      if (background.a > 0) layers.push(background);
      if (background.a === 1) {
        if (opacity < 1) undeterminable = `opacity on ${node.tagName}, over its background`;
        break;
      }
      fade *= opacity;
    }
    let backdrop: Rgba = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of layers.reverse()) backdrop = over(layer, backdrop);
    const text = over({ ...colour, a: colour.a * fade }, backdrop);
    const [light, dark] = [luminance(text), luminance(backdrop)].sort((a, b) => b - a);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    return {
      ratio: (light + 0.05) / (dark + 0.05),
      required: large ? 3 : 4.5,
      undeterminable,
      // text drawn in a transparent colour (a code editor's textarea over its highlighted copy)
      unpainted: colour.a === 0,
    };
  });
}
