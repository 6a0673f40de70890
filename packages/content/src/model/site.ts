export interface SocialProfile {
  readonly network: string;
  readonly handle: string;
  readonly url: string;
}

/**
 * Who a property is: everything its header, footers, contact page and metadata print about it.
 * One record per property, the same in every language (its words, such as the tagline, are the
 * site's first language's; a page in another language takes them from its own records).
 */
export interface SiteConfig {
  readonly name: string;
  readonly legalName: string;
  /** Absolute origin for canonical URLs, Open Graph and the sitemap; no trailing slash. */
  readonly origin: string;
  readonly tagline: string;
  readonly email: string;
  readonly partnershipEmail: string;
  /** Shown to people, with spaces. */
  readonly phone: string;
  /** E.164 form for tel: links. */
  readonly phoneE164: string;
  /** Digits only, country code first, as the messaging app's chat links want it. */
  readonly messagingNumber: string;
  readonly messagingApp: string;
  readonly place: string;
  readonly address: {
    readonly streetAddress: string;
    readonly postalCode: string;
    readonly locality: string;
    readonly region: string;
    readonly country: string;
    readonly countryCode: string;
  };
  readonly geo: { readonly latitude: number; readonly longitude: number };
  readonly social: readonly SocialProfile[];
  /** The languages guests are answered in, by name (JSON-LD's `availableLanguage`). */
  readonly languages: readonly string[];
}
