import type { MetaDescriptor } from 'react-router';
import {
  canonicalUrl,
  language,
  languages,
  notFound,
  placeFor,
  siteConfig,
  socialImage,
} from '@alento/content';
import type { PageWords, RoutePlace } from '@alento/content';

export function documentTitle(title: string): string {
  return `${title} · ${siteConfig.name}`;
}

/**
 * The page in every language, for `<link rel="alternate" hreflang>`: each language's page names
 * all of them, itself included, and English as the default for readers of any other language.
 */
export function languageAlternates(route: RoutePlace): MetaDescriptor[] {
  const urlIn = (prefix: string) => canonicalUrl(route, `${siteConfig.origin}${prefix}`);
  return [
    ...languages.map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: l.hreflang,
      href: urlIn(l.prefix),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urlIn('') },
  ];
}

/**
 * Title, description, canonical URL, language alternates and sharing cards of a page of the
 * route table, with its words. Each language's page is its own canonical. A path that
 * shows another path's page (an alias) names that page as canonical and stays crawlable: search
 * engines fold it into the canonical one, and "noindex" beside a canonical would contradict it.
 */
export function pageMeta(path: string, words: PageWords): MetaDescriptor[] {
  const route = placeFor(path);
  const title = documentTitle(words.title);
  const url = canonicalUrl(route, `${siteConfig.origin}${language.prefix}`);
  const image = `${siteConfig.origin}${socialImage.path}`;
  return [
    { title },
    { name: 'description', content: words.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(route),
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: language.ogLocale },
    ...languages
      .filter((l) => l !== language)
      .map((l) => ({ property: 'og:locale:alternate', content: l.ogLocale })),
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: words.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: socialImage.type },
    { property: 'og:image:width', content: String(socialImage.width) },
    { property: 'og:image:height', content: String(socialImage.height) },
    { property: 'og:image:alt', content: socialImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: words.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: socialImage.alt },
  ];
}

/**
 * A route module's `meta`: its page's words (`virtual:alento-page-words/<path>`) at the path the
 * page is shown at (some modules serve two paths, an alias showing its canonical page's words).
 */
export function metaWith(words: PageWords) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] =>
    pageMeta(location.pathname.replace(/(.)\/$/, '$1'), words);
}

export const notFoundMeta: MetaDescriptor[] = [
  { title: documentTitle(notFound.title) },
  { name: 'robots', content: 'noindex' },
];
