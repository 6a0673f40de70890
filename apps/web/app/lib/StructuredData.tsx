import { structuredDataFor } from './structured-data.ts';

/**
 * The page's JSON-LD blocks. They are data, not code: the browser never runs them, and the build
 * gives them no CSP hash. React escapes any `</script` inside the text.
 */
export function StructuredData({ path }: { path: string }) {
  return structuredDataFor(path).map((block) => (
    <script key={`${block['@type']}`} type="application/ld+json">
      {JSON.stringify(block)}
    </script>
  ));
}
