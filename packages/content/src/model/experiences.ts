import type { CallToAction } from './navigation.ts';

/** A card of the experiences catalogue, filed under one category. */
export interface Experience<CategoryId extends string = string> {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  /** An icon name of the design system. */
  readonly icon: string;
  /** The page the card leads to. */
  readonly link: string;
  /** Media key of the card's picture. */
  readonly image: string;
  readonly category: CategoryId;
  /** The card's button label, where it differs from the page's default. */
  readonly buttonLabel?: string;
}

/** A filter of the experiences catalogue: its label and the named colour of its cards. */
export interface ExperienceCategory {
  readonly id: string;
  readonly name: string;
  readonly tone: string;
}

/** A signature experience: a priced card with three highlights and a way to book it. */
export interface SignatureExperience {
  readonly id: string;
  readonly title: string;
  /** As guests read it: "2.5 hours". */
  readonly duration: string;
  /** Price in euros. */
  readonly price: number;
  readonly description: string;
  readonly highlights: readonly [string, string, string];
  /** Media key of its picture. */
  readonly image: string;
  readonly action: CallToAction;
}

/** A benefit: an icon name, a title and a line that explains it. */
export interface Benefit {
  readonly icon: string;
  readonly title: string;
  readonly description: string;
}

/** A picture of a gallery, with its title and a line under it (the alt text is the media's). */
export interface GalleryItem {
  readonly id: string;
  /** Media key. */
  readonly image: string;
  readonly title: string;
  readonly caption: string;
}

/**
 * The cards of one category, in the catalogue's order; every card when no category is chosen.
 * `parseCategory` reads a `?category=` value: anything that is not a category means no filter.
 */
export function filterByCategory<Item extends { readonly category: string }>(
  items: readonly Item[],
  category: string | null,
): readonly Item[] {
  return category ? items.filter((item) => item.category === category) : items;
}

export function parseCategory<Category extends { readonly id: string }>(
  categories: readonly Category[],
  value: string | null,
): Category['id'] | null {
  return categories.find((category) => category.id === value)?.id ?? null;
}
