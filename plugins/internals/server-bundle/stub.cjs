// Stands in for a browser-only library in the server bundle.
module.exports = {};
