/** The restaurant's menu in European Portuguese. */
import { venueName } from '../venue-names.ts';
import type { Words } from '../words.ts';
import { backToDining } from './dining.pt-PT.ts';
import type * as en from './restaurant-menu.ts';

export const restaurantMenu: Words<typeof en.restaurantMenu> = {
  id: 'restaurant',
  path: '/restaurant-menu',
  venue: venueName('restaurant'),
  intro:
    'Jantar sob os sobreiros, cozinhado na brasa, na cozinha ao ar livre. A carta segue a horta e as herdades vizinhas, por isso muda um pouco todas as semanas.',
  seasonalNote:
    'Esta é a carta da estação. Quando a horta dá algo melhor, a cozinha troca um prato: pergunte à equipa de sala o que chegou esta manhã.',
  sections: [
    {
      id: 'to-begin',
      heading: 'Para começar',
      dishes: [
        {
          id: 'wood-oven-bread',
          name: 'Pão do forno a lenha e azeite',
          description:
            'Pão alentejano de massa-mãe, cozido em forno de barro, com azeite de olivais aqui perto e sal grosso.',
          marks: ['VG'],
        },
        {
          id: 'serpa-cheese',
          name: 'Queijo de ovelha de Serpa',
          description:
            'Queijo de Serpa amanteigado e bem curado, com mel das colmeias da herdade e nozes.',
          marks: ['V', 'GF'],
        },
        {
          id: 'garden-tomatoes',
          name: 'Tomate da horta com orégãos',
          description:
            'Tomate colhido esta manhã, orégãos silvestres, azeite e um pouco de sal marinho. Nada mais.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'gaspacho',
          name: 'Gaspacho alentejano',
          description:
            'A sopa fria dos verões do Sul: tomate, pepino e pimento verde, com migalhas de pão torrado.',
          marks: ['VG'],
        },
      ],
    },
    {
      id: 'from-the-fire',
      heading: 'Da brasa',
      note: 'Cozinhados sobre lenha de azinho e de oliveira, na cozinha ao ar livre.',
      dishes: [
        {
          id: 'black-pork',
          name: 'Porco preto do montado',
          description:
            'Porco preto de bolota, grelhado lentamente na brasa, com migas de pão, alho e coentros.',
          marks: [],
        },
        {
          id: 'sea-bream',
          name: 'Dourada inteira',
          description:
            'Grelhada na brasa sem lhe tirar a espinha, com limão, louro e verduras da horta. Chega da costa no dia em que a cozinhamos.',
          marks: ['GF'],
        },
        {
          id: 'coal-vegetables',
          name: 'Legumes na brasa',
          description:
            'Pimentos, beringela e cebolas assados nas brasas, com grão-de-bico e molho verde de ervas.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'acorda',
          name: 'Açorda da horta',
          description:
            'Pão, alho, coentros e azeite num caldo perfumado, com um ovo escalfado por cima.',
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
          name: 'Sericaia com ameixas de Elvas',
          description:
            'O antigo doce conventual do Alentejo, um creme leve de canela cozido em prato de barro, com ameixas em calda.',
          marks: ['V'],
        },
        {
          id: 'orchard-fruit',
          name: 'Fruta do pomar',
          description: 'A fruta que estiver madura no pomar nesse dia, cortada e servida fresca.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'honey-almond',
          name: 'Bolo de mel e amêndoa',
          description: 'Feito com mel da herdade e amêndoa do Algarve, sem farinha nenhuma.',
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
          name: 'Vinhos do Alentejo',
          description:
            'Tintos, brancos e vinhos de talha de adegas da região. A nossa equipa ajuda a escolher.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'alcohol-free-pairing',
          name: 'Harmonização sem álcool',
          description:
            'Infusões, sumos da horta e refrescos de fruta com vinagre, servidos a acompanhar cada prato.',
          marks: ['VG', 'GF'],
        },
      ],
    },
  ],
  actions: [{ label: 'Reservar mesa', href: '/booking' }, backToDining],
};
