/**
 * Each language's web app manifest (`/manifest.webmanifest`, `/pt/manifest.webmanifest`…): what a
 * phone shows when a guest adds the site to the home screen, in the guest's language, opening at
 * that language's start page. Built from data, as a plain function, so it can be tested apart
 * from the build.
 */

export interface AppIcon {
  readonly src: string;
  readonly size: number;
  readonly purpose: 'any' | 'maskable';
}

/** The icons every language's manifest names, drawn from the brand mark by the build. */
export const appIcons: readonly AppIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The icon iOS puts on the home screen (`<link rel="apple-touch-icon">`), 180 px square. */
export const appleTouchIcon = { src: '/icons/apple-touch-icon.png', size: 180 } as const;

export interface ManifestInput {
  readonly words: {
    readonly name: string;
    readonly shortName: string;
    readonly description: string;
  };
  /** The language's `lang` (`pt-PT`) and its prefix (`/pt`; `''` for the first language). */
  readonly lang: string;
  readonly prefix: string;
  /** The start page, from the site's root (`/spa`). */
  readonly startPath: string;
  readonly themeColor: string;
  readonly backgroundColor: string;
}

export function webAppManifest(input: ManifestInput) {
  const { words, prefix } = input;
  return {
    // One id for the installed site, whichever language installed it.
    id: '/',
    name: words.name,
    short_name: words.shortName,
    description: words.description,
    lang: input.lang,
    dir: 'ltr',
    start_url: `${prefix}${input.startPath}`,
    // The language's pages: a link to another language's page opens in the browser.
    scope: `${prefix}/`,
    display: 'standalone',
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons: appIcons.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
