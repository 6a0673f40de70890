import controls from '../data/page-controls/page-controls.en-GB.json' with { type: 'json' };
import type { PageControls } from './data/schemas/page-controls.ts';
import { language } from './language.ts';
import { fillPlaceholders } from './placeholders.ts';

const words: PageControls = controls;
const fill = (message: string, figures: Record<string, string>) =>
  fillPlaceholders(message, figures, language.locale);

/**
 * The words of the site's chrome, around every page: the skip link, the header's landmarks and
 * menu button, the language switcher and the notifications region. The words are in
 * `data/page-controls/`; names and numbers are filled in here.
 */
export const chrome = {
  skipLink: words.skipLink,
  /** The brand link's name: the brand mark is a picture, so its link needs words. */
  homeLink: (name: string) => fill(words.homeLink, { name }),
  navigation: words.navigation,
  menu: words.menu,
  /** The language switcher's landmark name. */
  languages: words.languages,
  notifications: words.notifications,
  dismissNotification: words.dismissNotification,
  /** A social profile's link, named for a screen reader: "Alento on Instagram". */
  onNetwork: (name: string, network: string) => fill(words.onNetwork, { name, network }),
  /** Where a carousel, a gallery or a scale stands: "3 of 16". */
  position: (position: number, total: number) =>
    fill(words.position, { position: String(position), total: String(total) }),
  /** Said after a link that opens a new tab (the map, a chat), with its leading space. */
  newTab: words.newTab,
  /** When part of a page could not fetch its code: what it shows still reads, its buttons wait. */
  partUnavailable: words.partUnavailable,
} as const;

/** The words an unavailable action shows next to its label. */
export const comingSoon = words.comingSoon;
