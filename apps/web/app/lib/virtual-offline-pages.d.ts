// Written by the offline site plugin (apps/web/offline/plugin.ts) at build time: the pages of the
// offline set, each with its heading in the build's language.
declare module 'virtual:alento-offline-pages' {
  const pages: readonly { readonly path: string; readonly heading: string }[];
  export default pages;
}
