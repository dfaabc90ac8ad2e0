/**
 * The one way the files of plugins/internals say that a shape of dumi, umi, webpack or React they
 * lean on is gone (a line of generated code a loader rewrites, a rule of the webpack config, a
 * module a build must contain): one error, one message naming the shape, where it was looked for
 * and the file to update. Loaders throw it; the rewrites of the webpack config throw it or, when
 * only the built modules can tell, report it through expect-matches.ts.
 */
class ShapeNotFoundError extends Error {
  /**
   * @param {string} file the file of plugins/internals that leans on the shape
   * @param {string} shape what was expected, as a maintainer would look for it
   * @param {string} where the module, file or config it was looked for in
   */
  constructor(file, shape, where) {
    super(
      `Shape not found: ${shape}, looked for in ${where}. A dumi or umi release has probably ` +
        `changed it: update plugins/internals/${file}, then run npm run test:internals.`,
    );
    this.name = 'ShapeNotFoundError';
    this.file = file;
    this.shape = shape;
    this.where = where;
  }
}

module.exports = { ShapeNotFoundError };
