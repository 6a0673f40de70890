import { pathIn } from '@alento/content/model';
import { ButtonLink, Hero } from '@alento/ui';
import { content } from '../content/index.ts';
import type { SiteLanguage } from '../content/index.ts';

export function NotFoundPage({ language }: { language: SiteLanguage }) {
  const { words } = content[language.locale];
  return (
    <Hero
      heading={words.routes.notFound.heading}
      lede={words.notFound.lede}
      actions={<ButtonLink href={pathIn(language, '/')}>{words.notFound.home}</ButtonLink>}
    />
  );
}
