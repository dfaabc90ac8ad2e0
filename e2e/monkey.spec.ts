import { test } from './app-test';
import { THEMES, VIEWPORTS } from './a11y-support';
import { runMonkey, stayOnSite } from './monkey/run';
import { CHINESE_PREFIX, SPEC_ROUTES } from './spec-routes';

/**
 * Seeded random visitors (e2e/monkey/): in both colour themes, at desktop and phone widths, a few
 * hundred random but valid actions spread over every route (clicks, keys, searches, demo edits,
 * theme switches, back and forward). `npm run test:monkey` runs more seeds and longer stretches;
 * a failure prints its seed, its steps and the command that replays it.
 */
const BASE_SEED = Number(process.env.MONKEY_SEED ?? 20_261_123);
const SEEDS = Number(process.env.MONKEY_SEEDS ?? 1);
const STEPS_PER_PATH = Number(process.env.MONKEY_STEPS ?? 16);
// every English route and a typo, then the Chinese edition's home, its demo and tab pages and a typo
const PATHS = [
  ...SPEC_ROUTES.map((route) => route.path),
  '/Sme-solutions/mes/mobil',
  ...[
    '',
    '/products/dict-card',
    '/Sme-solutions/mes/data-board',
    '/Sme-solutions/mes/go-server',
    '/Sme-solutions/mes/mobil',
  ].map((path) => CHINESE_PREFIX + path),
];
const COLOUR_KEY = 'dumi:prefers-color';

THEMES.forEach((theme, themeIndex) => {
  Object.entries(VIEWPORTS).forEach(([device, viewport], deviceIndex) => {
    for (let run = 0; run < SEEDS; run += 1) {
      const seed = BASE_SEED + run * 100 + themeIndex * 10 + deviceIndex;
      const title = `random visitor, ${theme} theme, ${device}, seed ${seed}`;
      test(title, async ({ page, context, baseURL }) => {
        test.setTimeout(STEPS_PER_PATH * PATHS.length * 2_000);
        await page.setViewportSize(viewport);
        await stayOnSite(context, new URL(baseURL!).origin);
        // the theme the visitor starts with; the run may switch it
        await context.addInitScript(
          ([key, value]) => {
            if (!localStorage.getItem(key)) localStorage.setItem(key, value);
          },
          [COLOUR_KEY, theme],
        );
        await runMonkey(page, { seed, paths: PATHS, stepsPerPath: STEPS_PER_PATH, title });
      });
    }
  });
});
