/**
 * The one error for a shape of dumi, umi, webpack or React that is gone: it names the shape, where
 * it was looked for and the file of plugins/internals to update.
 */
class ShapeNotFoundError extends Error {
  constructor(file, shape, where) {
    super(
      `Shape not found: ${shape}, looked for in ${where}. A dumi or umi release has probably ` +
        `changed it: update plugins/internals/${file}, then run npm run test:internals.`,
    );
    this.name = 'ShapeNotFoundError';
  }
}

/** `found`, unless it is falsy: then the shape is gone. */
function expectShape(found, file, shape, where) {
  if (!found) throw new ShapeNotFoundError(file, shape, where);
  return found;
}

module.exports = { ShapeNotFoundError, expectShape };
