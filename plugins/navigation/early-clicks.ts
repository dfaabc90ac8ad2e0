import type { IApi } from 'dumi';
import { EARLY_CLICKS_SCRIPT } from '../internals/early-clicks-script';

/**
 * A click on a prerendered control before React runs it is kept and repeated once React has
 * hydrated the control (early-clicks-script.ts, the browser half: an inline script in every page's head).
 */
export default (api: IApi) => {
  api.describe({ key: 'siteEarlyClicks' });
  api.addHTMLHeadScripts(() => [{ content: EARLY_CLICKS_SCRIPT }]);
};
