import type { IApi } from 'dumi';
import { EARLY_CLICKS_SCRIPT } from '../internals/early-clicks-script';

/** A click on a prerendered control before React runs it is repeated once React has hydrated it. */
export default (api: IApi) => {
  api.describe({ key: 'siteEarlyClicks' });
  api.addHTMLHeadScripts(() => [{ content: EARLY_CLICKS_SCRIPT }]);
};
