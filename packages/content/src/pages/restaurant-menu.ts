import type { Menu } from '../menus.ts';
import { venueName } from '../venue-names.ts';
import { backToDining } from './dining.ts';

/** The restaurant's menu (/restaurant-menu): dinner from the open-air kitchen. */
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
