import type { Words } from './words.ts';
import type * as en from './schema-names.ts';

export const schemaNames: Words<typeof en.schemaNames> = {
  daySpa: (name) => `Circuito de spa do ${name}`,
  offerCatalog: (name) => `Dias de spa e pacotes do ${name}`,
  person: 'pessoa',
};
