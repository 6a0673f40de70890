import type { PageAction } from './actions.ts';
import { foodVenues } from './food.ts';

/**
 * The restaurant and cafe menus (/restaurant-menu, /cafe-menu). The venues' names come from the
 * Food page so the two never drift apart. The site states no dish prices, so dishes carry none;
 * a property that prices its menu may give `price`, and only then does a price show.
 */

/** Dietary marks, as printed beside a dish. */
export const dietaryMarks = ['V', 'VG', 'GF'] as const;
export type DietaryMark = (typeof dietaryMarks)[number];

/** What each mark means: shown in the legend, and read out in full beside each dish. */
export const dietaryLegend = {
  V: 'Vegetarian',
  VG: 'Vegan',
  GF: 'Gluten-free',
} as const satisfies Record<DietaryMark, string>;

export interface Dish {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly marks: readonly DietaryMark[];
  /** In euros, VAT included; only where the property states one. */
  readonly price?: number;
}

export interface MenuSection {
  readonly id: string;
  readonly heading: string;
  readonly note?: string;
  readonly dishes: readonly Dish[];
}

export type MenuId = (typeof foodVenues)[number]['id'];

export interface Menu {
  readonly id: MenuId;
  readonly path: string;
  /** The venue's name, from the Food page. */
  readonly venue: string;
  readonly intro: string;
  readonly seasonalNote: string;
  readonly sections: readonly MenuSection[];
  readonly actions: readonly PageAction[];
}

function venueName(id: MenuId): string {
  const venue = foodVenues.find((v) => v.id === id);
  if (!venue) throw new Error(`No food venue "${id}"`);
  return venue.eyebrow;
}

const backToDining = { label: 'Back to Dining', href: '/dining' } as const;

export const restaurantMenu = {
  id: 'restaurant',
  path: '/restaurant-menu',
  venue: venueName('restaurant'),
  intro:
    'Dinner under the cork oaks, cooked over coals in the open-air kitchen. The menu follows the garden and the farms around us, so it reads a little differently every week.',
  seasonalNote:
    'This is the menu of the season. When the garden gives something better, the kitchen changes a dish: ask your server what came in this morning.',
  sections: [
    {
      id: 'to-begin',
      heading: 'To Begin',
      dishes: [
        {
          id: 'wood-oven-bread',
          name: 'Wood-oven bread and olive oil',
          description:
            'Alentejo sourdough from the clay oven, with oil pressed from groves a short drive away and coarse salt.',
          marks: ['VG'],
        },
        {
          id: 'serpa-cheese',
          name: 'Serpa sheep’s cheese',
          description:
            'Soft, ripe cheese from Serpa, with honey from the estate hives and walnuts.',
          marks: ['V', 'GF'],
        },
        {
          id: 'garden-tomatoes',
          name: 'Garden tomatoes and oregano',
          description:
            'Tomatoes picked this morning, wild oregano, olive oil and a little sea salt, nothing more.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'gaspacho',
          name: 'Alentejo gaspacho',
          description:
            'The cold summer soup of the south: tomato, cucumber and green pepper, with a crumb of toasted bread.',
          marks: ['VG'],
        },
      ],
    },
    {
      id: 'from-the-fire',
      heading: 'From the Fire',
      note: 'Cooked over oak and olive wood in the open-air kitchen.',
      dishes: [
        {
          id: 'black-pork',
          name: 'Black pork from the montado',
          description:
            'Acorn-fed black pork, grilled slowly over coals, with migas of bread, garlic and coriander.',
          marks: [],
        },
        {
          id: 'sea-bream',
          name: 'Whole sea bream',
          description:
            'Grilled on the bone with lemon, bay and garden greens; brought from the coast the day it is cooked.',
          marks: ['GF'],
        },
        {
          id: 'coal-vegetables',
          name: 'Vegetables from the coals',
          description:
            'Peppers, aubergine and onions roasted in the embers, with chickpeas and a green herb sauce.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'acorda',
          name: 'Açorda of the garden',
          description:
            'Bread, garlic, coriander and olive oil in a fragrant broth, finished with a poached egg.',
          marks: ['V'],
        },
      ],
    },
    {
      id: 'to-finish',
      heading: 'To Finish',
      dishes: [
        {
          id: 'sericaia',
          name: 'Sericaia with Elvas plums',
          description:
            'The old convent sweet of the Alentejo, a light cinnamon custard baked in clay, with preserved plums.',
          marks: ['V'],
        },
        {
          id: 'orchard-fruit',
          name: 'Orchard fruit',
          description: 'Whatever is ripe in the orchard today, cut and served cold.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'honey-almond',
          name: 'Honey and almond cake',
          description: 'Made with estate honey and Algarve almonds, with no flour at all.',
          marks: ['V', 'GF'],
        },
      ],
    },
    {
      id: 'to-drink',
      heading: 'To Drink',
      dishes: [
        {
          id: 'alentejo-wines',
          name: 'Alentejo wines',
          description:
            'Reds, whites and amphora wines from cellars in the region; the team will help you choose.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'alcohol-free-pairing',
          name: 'Alcohol-free pairing',
          description:
            'Infusions, shrubs and pressed juices from the garden, poured alongside each course.',
          marks: ['VG', 'GF'],
        },
      ],
    },
  ],
  actions: [{ label: 'Reserve a Table', href: '/booking' }, backToDining],
} as const satisfies Menu;

export const cafeMenu = {
  id: 'cafe',
  path: '/cafe-menu',
  venue: venueName('cafe'),
  intro:
    'Light food beside the circuit, from morning until the last swim. Come in your robe: everything here is made to sit lightly between heat and cold.',
  seasonalNote:
    'Juices and bowls change with the orchard and the garden; the board by the counter shows what is pressed today.',
  sections: [
    {
      id: 'pressed-and-poured',
      heading: 'Pressed and Poured',
      dishes: [
        {
          id: 'green-juice',
          name: 'Garden green juice',
          description: 'Cucumber, celery, apple and mint, cold-pressed to order.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'orange-carrot',
          name: 'Orange, carrot and ginger',
          description:
            'Alentejo oranges with carrot and a little fresh ginger, for after the cold.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'herbal-infusions',
          name: 'Herbal infusions',
          description:
            'Lemon verbena, lemon balm, chamomile or pennyroyal, picked and dried on the estate.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'iced-tea',
          name: 'Iced tea with honey',
          description: 'Black tea cooled with estate honey and a slice of orange.',
          marks: ['V', 'GF'],
        },
      ],
    },
    {
      id: 'bowls',
      heading: 'Bowls',
      dishes: [
        {
          id: 'grain-bowl',
          name: 'Roasted vegetable grain bowl',
          description:
            'Warm spelt and lentils with roasted squash, greens from the garden and a tahini dressing.',
          marks: ['VG'],
        },
        {
          id: 'chickpea-bowl',
          name: 'Chickpea and herb bowl',
          description: 'Chickpeas, cucumber, tomato, coriander and lemon, with toasted seeds.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'yoghurt-bowl',
          name: 'Sheep’s yoghurt and orchard fruit',
          description: 'Thick sheep’s yoghurt with fruit from the orchard, honey and almonds.',
          marks: ['V', 'GF'],
        },
      ],
    },
    {
      id: 'small-plates',
      heading: 'Small Plates',
      note: 'Small enough to eat between stations and go back in.',
      dishes: [
        {
          id: 'bread-olives',
          name: 'Bread, olives and oil',
          description: 'Wood-oven bread, cured olives and our olive oil.',
          marks: ['VG'],
        },
        {
          id: 'fresh-cheese',
          name: 'Fresh cheese and tomato',
          description: 'Fresh sheep’s cheese with garden tomato, oregano and olive oil.',
          marks: ['V', 'GF'],
        },
        {
          id: 'broth',
          name: 'Warm vegetable broth',
          description: 'A clear, restoring broth of garden vegetables and herbs, served in a cup.',
          marks: ['VG', 'GF'],
        },
      ],
    },
  ],
  actions: [backToDining],
} as const satisfies Menu;

export const menus = [restaurantMenu, cafeMenu] as const satisfies readonly Menu[];

/** Words both menu pages share. */
export const menuPage = {
  legendHeading: 'Dietary marks',
  legendIntro: 'Marked beside each dish.',
  allergyHeading: 'Allergies and Intolerances',
  allergyNote:
    'Every dish is cooked in a kitchen that handles gluten, nuts, dairy and eggs. If you have an allergy or an intolerance, please tell the team before you order; the cooks are glad to adapt a dish.',
  seasonalHeading: 'In Season',
} as const;

/** Look a menu up by path; throws on an unknown one. */
export function menuFor(path: string): Menu {
  const menu = (menus as readonly Menu[]).find((m) => m.path === path);
  if (!menu) throw new Error(`No menu at "${path}"`);
  return menu;
}
