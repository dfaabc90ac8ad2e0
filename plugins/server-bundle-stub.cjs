// Stands in for a browser-only library in the server bundle (see plugins/lean-server-bundle.ts):
// prerendering never calls it, so it has nothing to offer.
module.exports = {};
