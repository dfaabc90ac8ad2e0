// A style sheet imported by a component, as the server bundle sees it: nothing. The browser bundle
// extracts the real style sheets; the theme's class names are plain, so the server needs none.
module.exports = function noStyles() {
  return 'export {};';
};
