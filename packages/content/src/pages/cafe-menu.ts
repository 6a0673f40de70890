import type { Menu } from '../menus.ts';
import { venueName } from '../venue-names.ts';
import { backToDining } from './dining.ts';

/** The wellness cafe's menu (/cafe-menu): light food beside the circuit. */
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
