import type { Words } from './words.ts';
import type * as en from './schema-names.ts';

export const schemaNames: Words<typeof en.schemaNames> = {
  daySpa: (name) => `Circuito de spa de ${name}`,
  offerCatalog: (name) => `Días de spa y paquetes de ${name}`,
  person: 'persona',
};
