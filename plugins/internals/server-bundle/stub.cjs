// Stands in for a browser-only library in the server bundle (see plugins/internals/server-bundle/index.ts):
// prerendering never calls it, so it has nothing to offer.
module.exports = {};
