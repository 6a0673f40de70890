/**
 * The schemas of Alento's data files, one file a subject. Each adds to the model's record schemas
 * what Alento's pages show; the parts they share are in `common.ts`.
 */
export * from './site.ts';
export * from './prices.ts';
export * from './faq.ts';
export * from './menu.ts';
