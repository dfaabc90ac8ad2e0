import { defineEngineChecks } from './engines/checks';
import { launchWebKit } from './engines/webkit';

// Debian's WebKitGTK (Safari's engine) over classic WebDriver in Xvfb: every route and the main features
defineEngineChecks('WebKit', launchWebKit);
