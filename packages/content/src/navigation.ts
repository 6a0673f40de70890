import navigation from '../data/navigation/navigation.en-GB.json' with { type: 'json' };
import type { Navigation } from './data/schemas/navigation.ts';
import type { NavItem } from './model/navigation.ts';

export type { NavItem } from './model/navigation.ts';

const links: Navigation = navigation;

/** The header's links, in the spec's order; the words are in `data/navigation/`. */
export const navItems: readonly NavItem[] = links.items;

export const bookNow: NavItem = links.bookNow;

/** Where the brand mark in the header leads. */
export const homePath = '/home';
