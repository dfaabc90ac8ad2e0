/* global __resourceQuery, EventSource, location */
// The browser half of webpack's lazy compilation under `dumi dev` (umi's copy of webpack does not
// ship one; see lazy-pages.ts). While a page that is not compiled yet is wanted, an event stream
// to the compiler's backend stays open: the backend compiles the page and hot module replacement
// brings it in. The backend listens on every interface of the machine and names itself
// `localhost`: a page opened from another device asks the host it was loaded from.
const backend = new URL(decodeURIComponent(__resourceQuery.slice(1)));
if (backend.hostname === 'localhost') backend.hostname = location.hostname;

exports.keepAlive = function keepAlive({ data, active, onError, module }) {
  if (!active && !module.hot) {
    onError(
      new Error('A page compiled when first opened needs hot module replacement, which is off'),
    );
    return function () {};
  }
  const stream = new EventSource(backend.href + data);
  stream.onerror = function () {
    onError(new Error('The dev server stopped answering while a page was being compiled'));
  };
  return function dispose() {
    stream.close();
  };
};
