import { prerenderToNodeStream } from 'react-dom/static';
import { App, pageAt } from './App.tsx';

export { languages, siteConfig } from './content/index.ts';

/** A page's body HTML and what its head needs. */
export async function render(path: string) {
  const { prelude } = await prerenderToNodeStream(<App path={path} />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const { language, meta } = pageAt(path);
  return { html, language, meta };
}
