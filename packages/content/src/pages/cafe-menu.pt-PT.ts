/** The wellness cafe's menu in European Portuguese. */
import { venueName } from '../venue-names.ts';
import type { Words } from '../words.ts';
import type * as en from './cafe-menu.ts';
import { backToDining } from './dining.pt-PT.ts';

export const cafeMenu: Words<typeof en.cafeMenu> = {
  id: 'cafe',
  path: '/cafe-menu',
  venue: venueName('cafe'),
  intro:
    'Comida leve junto ao circuito, desde a manhã até ao último mergulho. Venha de roupão: tudo aqui é pensado para cair bem entre o calor e o frio.',
  seasonalNote:
    'Os sumos e as taças mudam com o pomar e a horta. O quadro junto ao balcão anuncia os sumos do dia.',
  sections: [
    {
      id: 'pressed-and-poured',
      heading: 'Sumos e infusões',
      dishes: [
        {
          id: 'green-juice',
          name: 'Sumo verde da horta',
          description: 'Pepino, aipo, maçã e hortelã, prensados a frio no momento.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'orange-carrot',
          name: 'Laranja, cenoura e gengibre',
          description:
            'Laranjas do Alentejo com cenoura e um toque de gengibre fresco, para depois do frio.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'herbal-infusions',
          name: 'Infusões de ervas',
          description:
            'Lúcia-lima, erva-cidreira, camomila ou poejo: ervas colhidas e secas na herdade.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'iced-tea',
          name: 'Chá gelado com mel',
          description: 'Chá preto arrefecido com mel da herdade e uma rodela de laranja.',
          marks: ['V', 'GF'],
        },
      ],
    },
    {
      id: 'bowls',
      heading: 'Taças',
      dishes: [
        {
          id: 'grain-bowl',
          name: 'Taça de cereais com legumes assados',
          description:
            'Espelta e lentilhas mornas com abóbora assada, verduras da horta e molho de tahini.',
          marks: ['VG'],
        },
        {
          id: 'chickpea-bowl',
          name: 'Taça de grão-de-bico e ervas',
          description: 'Grão-de-bico, pepino, tomate, coentros e limão, com sementes tostadas.',
          marks: ['VG', 'GF'],
        },
        {
          id: 'yoghurt-bowl',
          name: 'Iogurte de ovelha e fruta do pomar',
          description: 'Iogurte espesso de ovelha com fruta do pomar, mel e amêndoa.',
          marks: ['V', 'GF'],
        },
      ],
    },
    {
      id: 'small-plates',
      heading: 'Petiscos',
      note: 'Na medida certa para petiscar entre dois espaços do circuito e voltar logo a seguir.',
      dishes: [
        {
          id: 'bread-olives',
          name: 'Pão, azeitonas e azeite',
          description: 'Pão do forno a lenha, azeitonas curadas e o nosso azeite.',
          marks: ['VG'],
        },
        {
          id: 'fresh-cheese',
          name: 'Queijo fresco e tomate',
          description: 'Queijo fresco de ovelha com tomate da horta, orégãos e azeite.',
          marks: ['V', 'GF'],
        },
        {
          id: 'broth',
          name: 'Caldo quente de legumes',
          description:
            'Um caldo leve e reconfortante de legumes e ervas da horta, servido em chávena.',
          marks: ['VG', 'GF'],
        },
      ],
    },
  ],
  actions: [backToDining],
};
