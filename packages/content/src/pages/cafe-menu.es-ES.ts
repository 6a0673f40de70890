/** The wellness cafe's menu in Castilian Spanish. */
import { venueName } from '../venue-names.ts';
import type { Words } from '../words.ts';
import type * as en from './cafe-menu.ts';
import { backToDining } from './dining.es-ES.ts';

export const cafeMenu: Words<typeof en.cafeMenu> = {
  id: 'cafe',
  path: '/cafe-menu',
  venue: venueName('cafe'),
  intro:
    'Comida ligera junto al circuito, desde la mañana hasta el último baño. Ven en albornoz: aquí todo está pensado para sentar bien entre el calor y el frío.',
  seasonalNote:
    'Los zumos y los cuencos cambian con los frutales y el huerto. La pizarra junto a la barra anuncia los zumos del día.',
  sections: [
    {
      id: 'pressed-and-poured',
      heading: 'Zumos e infusiones',
      dishes: [
        {
          id: 'green-juice',
          name: 'Zumo verde del huerto',
          description: 'Pepino, apio, manzana y hierbabuena, prensados en frío al momento.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'orange-carrot',
          name: 'Naranja, zanahoria y jengibre',
          description:
            'Naranjas del Alentejo con zanahoria y un toque de jengibre fresco, para después del frío.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'herbal-infusions',
          name: 'Infusiones de hierbas',
          description:
            'Hierbaluisa, melisa, manzanilla o poleo: hierbas recogidas y secadas en la finca.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'iced-tea',
          name: 'Té helado con miel',
          description: 'Té negro enfriado con miel de la finca y una rodaja de naranja.',
          marks: ['V', 'GF'],
        },
      ],
    },
    {
      id: 'bowls',
      heading: 'Cuencos',
      dishes: [
        {
          id: 'grain-bowl',
          name: 'Cuenco de cereales y verduras asadas',
          description:
            'Espelta y lentejas templadas con calabaza asada, hojas verdes del huerto y aliño de tahini.',
          marks: ['VG'],
        },
        {
          id: 'chickpea-bowl',
          name: 'Cuenco de garbanzos y hierbas',
          description: 'Garbanzos, pepino, tomate, cilantro y limón, con semillas tostadas.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'yoghurt-bowl',
          name: 'Yogur de oveja y fruta de la finca',
          description: 'Yogur espeso de oveja con fruta de nuestros frutales, miel y almendras.',
          marks: ['V', 'GF'],
        },
      ],
    },
    {
      id: 'small-plates',
      heading: 'Para picar',
      note: 'Lo justo para picar entre dos espacios del circuito y volver enseguida.',
      dishes: [
        {
          id: 'bread-olives',
          name: 'Pan, aceitunas y aceite',
          description: 'Pan de horno de leña, aceitunas curadas y nuestro aceite de oliva.',
          marks: ['VG'],
        },
        {
          id: 'fresh-cheese',
          name: 'Queso fresco y tomate',
          description: 'Queso fresco de oveja con tomate del huerto, orégano y aceite de oliva.',
          marks: ['V', 'GF'],
        },
        {
          id: 'broth',
          name: 'Caldo caliente de verduras',
          description:
            'Un caldo claro y reconfortante de verduras y hierbas del huerto, servido en taza.',
          marks: ['VG', 'GF'],
        },
      ],
    },
  ],
  actions: [backToDining],
};
