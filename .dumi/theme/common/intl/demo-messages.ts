// The texts of demo blocks and API tables: in the browser build they are not in the locales'
// message sets but come with the builtins that show them (plugins/internals/entry/message-sets-loader.cjs). In
// the prerender and in `dumi dev` every text is in the sets already, and this adds nothing.
import demoMessages from '@@/plugin-siteTheme/demo-messages';
import { addMessages } from '../../../../plugins/editions/browser/message-sets';

addMessages(demoMessages);
