// A style sheet, as the server bundle sees it (the browser bundle extracts the real ones).
module.exports = function noStyles() {
  return 'export {};';
};
