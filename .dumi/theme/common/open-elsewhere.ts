/**
 * dumi's "Open in CodeSandbox / StackBlitz" with what they pull in (lz-string, the StackBlitz SDK):
 * slots/PreviewerActions imports this module on the first such click, so demo pages do not load
 * it up front.
 */
export { openCodeSandbox, openStackBlitz } from 'dumi';
