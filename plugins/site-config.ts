import { z } from 'zod';
import * as site from '../site.config';

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #0958d9');

const schema = z.object({
  name: z.string().trim().min(1, 'must not be empty'),
  origin: httpsUrl.refine(
    (url) => new URL(url).pathname === '/' && !url.endsWith('/'),
    'must be a scheme and host only, such as https://example.org (the path is SITE_BASE)',
  ),
  branch: z.string().regex(/^[\w./-]+$/, 'must be a git branch name'),
  links: z.record(z.string(), httpsUrl),
  colours: z.object({
    'c-primary': hexColour,
    'c-primary-dark': hexColour,
    'c-text-note': hexColour,
    'c-text-note-dark': hexColour,
    'c-text-secondary-dark': hexColour,
  }),
  base: z.string().regex(/^\/([\w.~-]+\/)*$/, 'must start and end with "/", such as /repo/'),
  outputPath: z
    .string()
    .regex(/^[\w.-]+$/, 'must be a folder name inside the project')
    .refine((folder) => !['docs', 'src', 'public', 'node_modules'].includes(folder), {
      error: 'must not be a source folder',
    }),
  sourceMaps: z.enum(['', '0', '1'], 'must be 1 (write source maps) or 0'),
});

/** Where each value comes from: a constant of site.config.ts, else an environment variable. */
const SOURCES: Record<string, string> = {
  name: 'SITE_NAME',
  origin: 'SITE_ORIGIN',
  branch: 'SITE_BRANCH',
  links: 'EXTERNAL_LINKS',
  colours: 'SITE_COLOURS',
  base: 'SITE_BASE',
  outputPath: 'SITE_OUTPUT',
  sourceMaps: 'SITE_SOURCE_MAPS',
};

/**
 * site.config.ts's `values` and the build's settings from the environment, checked: one error
 * lists every wrong value with where to fix it.
 */
export function checkedSiteConfig(values: Record<string, unknown>, env = process.env) {
  const result = schema.safeParse({
    base: env.SITE_BASE || '/',
    outputPath: env.SITE_OUTPUT || 'dist',
    sourceMaps: env.SITE_SOURCE_MAPS ?? '',
    ...values,
  });
  if (result.success) return result.data;
  const problems = result.error.issues.map(({ path, message }) => {
    const [first, ...rest] = path.map(String);
    const name = SOURCES[first!];
    const where = name in site ? `${name} in site.config.ts` : `the ${name} environment variable`;
    return `- ${where}${rest.length ? `, ${rest.join('.')}` : ''}: ${message}`;
  });
  throw new Error(`The site settings are not valid:\n${problems.join('\n')}`);
}

/** This site's checked settings. */
export function siteConfig(env = process.env) {
  const constants = Object.entries(SOURCES).filter(([, name]) => name in site);
  return checkedSiteConfig(
    Object.fromEntries(constants.map(([key, name]) => [key, site[name as keyof typeof site]])),
    env,
  );
}
