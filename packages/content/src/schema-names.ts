/** Names the structured data gives what the pages describe, for search engines. */
export const schemaNames = {
  daySpa: (name: string) => `${name} Spa Circuit`,
  offerCatalog: (name: string) => `${name} spa days and packages`,
  /** The unit a per-person price is quoted in. */
  person: 'person',
} as const;
