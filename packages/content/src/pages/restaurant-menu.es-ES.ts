/** The restaurant's menu in Castilian Spanish. */
import { venueName } from '../venue-names.ts';
import type { Words } from '../words.ts';
import { backToDining } from './dining.es-ES.ts';
import type * as en from './restaurant-menu.ts';

export const restaurantMenu: Words<typeof en.restaurantMenu> = {
  id: 'restaurant',
  path: '/restaurant-menu',
  venue: venueName('restaurant'),
  intro:
    'Cenas bajo los alcornoques, hechas a la brasa en la cocina al aire libre. La carta sigue el ritmo del huerto y de las fincas vecinas, así que cambia un poco cada semana.',
  seasonalNote:
    'Esta es la carta de temporada. Cuando el huerto da algo mejor, la cocina cambia un plato: pregunta en sala qué ha llegado esta mañana.',
  sections: [
    {
      id: 'to-begin',
      heading: 'Para empezar',
      dishes: [
        {
          id: 'wood-oven-bread',
          name: 'Pan de horno de leña y aceite de oliva',
          description:
            'Pan alentejano de masa madre, cocido en horno de barro, con aceite de olivares cercanos y sal gruesa.',
          marks: ['VG'],
        },
        {
          id: 'serpa-cheese',
          name: 'Queso de oveja de Serpa',
          description:
            'Queso de Serpa cremoso y en su punto, con miel de las colmenas de la finca y nueces.',
          marks: ['V', 'GF'],
        },
        {
          id: 'garden-tomatoes',
          name: 'Tomates del huerto con orégano',
          description:
            'Tomates recogidos esta mañana, orégano silvestre, aceite de oliva y un poco de sal marina. Nada más.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'gaspacho',
          name: 'Gaspacho alentejano',
          description:
            'El primo alentejano del gazpacho, la sopa fría del verano: tomate, pepino y pimiento verde, con migas de pan tostado.',
          marks: ['VG'],
        },
      ],
    },
    {
      id: 'from-the-fire',
      heading: 'De la brasa',
      note: 'Cocinados con leña de encina y de olivo en la cocina al aire libre.',
      dishes: [
        {
          id: 'black-pork',
          name: 'Cerdo negro alentejano',
          description:
            'De bellota, criado en el montado (la dehesa portuguesa) y hecho despacio a la brasa. Con migas alentejanas de pan, ajo y cilantro.',
          marks: [],
        },
        {
          id: 'sea-bream',
          name: 'Dorada entera',
          description:
            'Hecha a la brasa con su espina y servida con limón, laurel y verduras del huerto. Llega de la costa el mismo día en que la cocinamos.',
          marks: ['GF'],
        },
        {
          id: 'coal-vegetables',
          name: 'Verduras a la brasa',
          description:
            'Pimientos, berenjena y cebollas asados sobre las brasas, con garbanzos y una salsa verde de hierbas.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'acorda',
          name: 'Açorda del huerto',
          description:
            'La sopa de pan del Alentejo: pan, ajo, cilantro y aceite de oliva en un caldo aromático, con un huevo escalfado.',
          marks: ['V'],
        },
      ],
    },
    {
      id: 'to-finish',
      heading: 'Para terminar',
      dishes: [
        {
          id: 'sericaia',
          name: 'Sericaia con ciruelas de Elvas',
          description:
            'El antiguo dulce conventual del Alentejo: una crema ligera de canela cocida en barro, con ciruelas en almíbar.',
          marks: ['V'],
        },
        {
          id: 'orchard-fruit',
          name: 'Fruta de la finca',
          description:
            'La fruta que ese día esté madura en nuestros frutales, cortada y servida fría.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'honey-almond',
          name: 'Tarta de miel y almendra',
          description: 'Hecha con miel de la finca y almendra del Algarve, sin nada de harina.',
          marks: ['V', 'GF'],
        },
      ],
    },
    {
      id: 'to-drink',
      heading: 'Para beber',
      dishes: [
        {
          id: 'alentejo-wines',
          name: 'Vinos del Alentejo',
          description:
            'Tintos y blancos de bodegas de la región, y vinos de talha, elaborados en tinajas de barro. Nuestro equipo te ayuda a elegir.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'alcohol-free-pairing',
          name: 'Maridaje sin alcohol',
          description:
            'Infusiones, zumos del huerto y refrescos de fruta con vinagre, servidos con cada plato.',
          marks: ['VG', 'GF'],
        },
      ],
    },
  ],
  actions: [{ label: 'Reservar mesa', href: '/booking' }, backToDining],
};
