import type { JSX } from 'react';
import { ContactPage } from './pages/ContactPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { Layout } from './pages/Layout.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { content, splitPath } from './content/index.ts';
import type { SiteLanguage } from './content/index.ts';

type PagePath = '/' | '/contact';

const pages: Record<PagePath, (props: { language: SiteLanguage }) => JSX.Element> = {
  '/': HomePage,
  '/contact': ContactPage,
};

const isPage = (path: string): path is PagePath => Object.hasOwn(pages, path);

/** A site path's page, in the path's language; any other path is the not-found page. */
export function pageAt(path: string) {
  const { language, path: page } = splitPath(path);
  const words = content[language.locale].words.routes;
  return isPage(page)
    ? { language, page, Page: pages[page], meta: words[page] }
    : { language, page: null, Page: NotFoundPage, meta: words.notFound };
}

export function App({ path }: { path: string }) {
  const { language, page, Page } = pageAt(path);
  return (
    <Layout language={language} page={page}>
      <Page language={language} />
    </Layout>
  );
}
