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
  base: z
    .string()
    .regex(/^\/([\w.~-]+\/)*$/, 'must start and end with "/", such as /repo/ (SITE_BASE)'),
  outputPath: z
    .string()
    .regex(/^[\w.-]+$/, 'must be a folder name inside the project (SITE_OUTPUT)')
    .refine((folder) => !['docs', 'src', 'public', 'node_modules'].includes(folder), {
      error: 'must not be a source folder (SITE_OUTPUT)',
    }),
  sourceMaps: z.enum(['', '0', '1'], 'must be 1 (write source maps) or 0 (SITE_SOURCE_MAPS)'),
});

export type SiteConfig = z.infer<typeof schema>;

/** Where each checked value comes from, for the error message. */
const SOURCES: Record<string, string> = {
  name: 'SITE_NAME in site.config.ts',
  origin: 'SITE_ORIGIN in site.config.ts',
  branch: 'SITE_BRANCH in site.config.ts',
  links: 'EXTERNAL_LINKS in site.config.ts',
  colours: 'SITE_COLOURS in site.config.ts',
  base: 'the SITE_BASE environment variable',
  outputPath: 'the SITE_OUTPUT environment variable',
  sourceMaps: 'the SITE_SOURCE_MAPS environment variable',
};

/**
 * The site's settings (site.config.ts plus the build's base path, output folder and whether it
 * writes source maps, for the entry's composition in npm run bench), checked. A
 * wrong value throws one message that lists every problem with where to fix it.
 */
export function checkedSiteConfig(
  values: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): SiteConfig {
  const result = schema.safeParse({
    base: env.SITE_BASE || '/',
    outputPath: env.SITE_OUTPUT || 'dist',
    sourceMaps: env.SITE_SOURCE_MAPS ?? '',
    ...values,
  });
  if (result.success) return result.data;
  const problems = result.error.issues.map(({ path, message }) => {
    const [first, ...rest] = path.map(String);
    const where = SOURCES[first!] ?? first;
    return `- ${where}${rest.length ? `, ${rest.join('.')}` : ''}: ${message}`;
  });
  throw new Error(`The site settings are not valid:\n${problems.join('\n')}`);
}

/** This site's checked settings. */
export function siteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return checkedSiteConfig(
    {
      name: site.SITE_NAME,
      origin: site.SITE_ORIGIN,
      branch: site.SITE_BRANCH,
      links: site.EXTERNAL_LINKS,
      colours: site.SITE_COLOURS,
    },
    env,
  );
}
