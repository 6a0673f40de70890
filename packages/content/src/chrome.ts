/**
 * The words of the site's chrome, around every page: the skip link, the header's landmarks and
 * menu button, the language switcher and the notifications region.
 */
export const chrome = {
  skipLink: 'Skip to content',
  /** The brand link's name: the brand mark is a picture, so its link needs words. */
  homeLink: (name: string) => `${name} home`,
  navigation: 'Main',
  menu: 'Menu',
  /** The language switcher's landmark name. */
  languages: 'Language',
  notifications: 'Notifications',
  dismissNotification: 'Dismiss notification',
  /** A social profile's link, named for a screen reader: "Alento on Instagram". */
  onNetwork: (name: string, network: string) => `${name} on ${network}`,
  /** Where a carousel, a gallery or a scale stands: "3 of 16". */
  position: (position: number, total: number) => `${position} of ${total}`,
  /** Said after a link that opens a new tab (the map, a chat), with its leading space. */
  newTab: ' (opens in a new tab)',
  /** When part of a page could not fetch its code: what it shows still reads, its buttons wait. */
  partUnavailable: {
    title: 'Page Not Fully Loaded',
    description:
      "Part of this page couldn't load, so some of its buttons may not respond. Check your connection and reload the page.",
  },
} as const;

/** The words an unavailable action shows next to its label. */
export const comingSoon = 'Coming soon';
