import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { prerender } from 'react-dom/static';
import { startDocumentPrerender } from './lib/HydrateLater.tsx';

/**
 * Renders one page at build time. Every page is prerendered, never served live, so the whole
 * document is awaited instead of streamed: no part of it ships as a placeholder that a script
 * has to fill in later, and the data scripts React Router writes run where they stand.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  startDocumentPrerender();
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
