import site from '../data/site/site.en-GB.json' with { type: 'json' };
import type { SiteConfig as ModelSiteConfig, SocialProfile } from './model/site.ts';
/**
 * The one place a property sets who it is: `data/site/site.<locale>.json`. Everything the header,
 * footers, contact page and metadata print about the resort comes from there. The defaults are
 * fictional: `.example` addresses and a number in a range no one answers.
 */
export type { SocialProfile } from './model/site.ts';

/** Alento's footer names its two profiles side by side, so it has exactly two. */
export interface SiteConfig extends ModelSiteConfig {
  readonly social: readonly [SocialProfile, SocialProfile];
}

const { copyright, ...config } = site;

// The build checks the file against `siteSchema` (two profiles among the rest); a JSON file's
// inferred type cannot say "exactly two", so it is stated here.
export const siteConfig = config as unknown as SiteConfig;

/** The copyright line: the year comes from the clock at render, so an old build never shows a past year. */
export function copyrightLine(year: number, config: Pick<SiteConfig, 'name'> = siteConfig): string {
  return copyright.replace('{year}', String(year)).replace('{name}', config.name);
}
