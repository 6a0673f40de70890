/** The words around both menus in European Portuguese; the marks stay as printed symbols. */
import type { Words } from './words.ts';
import type * as en from './menus.ts';

export const dietaryMarks: Words<typeof en.dietaryMarks> = ['V', 'VG', 'GF'];

export const dietaryLegend: Words<typeof en.dietaryLegend> = {
  V: 'Vegetariano',
  VG: 'Vegano',
  GF: 'Sem glúten',
};

export const menuPage: Words<typeof en.menuPage> = {
  legendHeading: 'Símbolos da carta',
  legendIntro: 'Indicados junto a cada prato.',
  allergyHeading: 'Alergias e intolerâncias',
  allergyNote:
    'Todos os pratos são confecionados numa cozinha onde se trabalha com glúten, frutos de casca rija, leite e ovos. Se tiver alguma alergia ou intolerância, informe a equipa antes de fazer o pedido: os cozinheiros adaptam o prato com todo o gosto.',
  seasonalHeading: 'Da estação',
};
