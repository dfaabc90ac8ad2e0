import { readFileSync } from 'node:fs';

/**
 * A module umi 4.7.22 or dumi 2.4.50 generated for this site, as tests/fixtures/internals/ keeps it
 * (each file's first line says how it was captured), with `/project` standing for the project's
 * folder: the input the loaders of plugins/internals rewrite in a real build.
 */
export const internalsFixture = (name: string, project = process.cwd()) =>
  readFileSync(`tests/fixtures/internals/${name}`, 'utf8').replaceAll('/project', project);
