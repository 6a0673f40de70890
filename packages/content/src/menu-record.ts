import type { PageAction } from './actions.ts';
import type { DietaryMark, Menu, MenuId } from './menus.ts';

/**
 * A menu's data file as a page reads it (its schema, `menuSchema`, checks it at build time; a
 * JSON file's inferred type cannot say which marks are allowed).
 */
interface MenuData {
  readonly intro: string;
  readonly seasonalNote: string;
  readonly sections: readonly {
    readonly id: string;
    readonly heading: string;
    readonly note?: string;
    readonly dishes: readonly {
      readonly id: string;
      readonly name: string;
      readonly description: string;
      readonly marks: readonly string[];
      readonly price?: number;
    }[];
  }[];
  readonly actions: readonly { readonly label: string; readonly href: string }[];
}

/**
 * A menu page's record from its data file: the venue's id, path and name come from the Food
 * page, the dishes and words from the data, and "back to dining" follows the menu's own actions.
 */
export function menuRecord(
  place: { id: MenuId; path: string; venue: string },
  data: MenuData,
  backToDining: PageAction,
): Menu {
  return {
    ...place,
    intro: data.intro,
    seasonalNote: data.seasonalNote,
    sections: data.sections.map((section) => ({
      ...section,
      dishes: section.dishes.map((dish) => ({ ...dish, marks: dish.marks as DietaryMark[] })),
    })),
    actions: [...data.actions, backToDining],
  };
}
