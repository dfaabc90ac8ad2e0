// The print styles ride with the runtime plugins into the site's one style sheet (index.ts).
import '../print.less';
