import { defineEngineChecks } from './engines/checks';
import { launchFirefox } from './engines/firefox';

// Debian's Firefox ESR over WebDriver BiDi (puppeteer-core): every route and the main features
defineEngineChecks('Firefox', launchFirefox);
