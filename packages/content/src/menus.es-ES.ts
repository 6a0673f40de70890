/** The words around both menus in Castilian Spanish; the marks stay as printed symbols. */
import type { Words } from './words.ts';
import type * as en from './menus.ts';

export const dietaryMarks: Words<typeof en.dietaryMarks> = ['V', 'VG', 'GF'];

export const dietaryLegend: Words<typeof en.dietaryLegend> = {
  V: 'Vegetariano',
  VG: 'Vegano',
  GF: 'Sin gluten',
};

export const menuPage: Words<typeof en.menuPage> = {
  legendHeading: 'Símbolos de la carta',
  legendIntro: 'Indicados junto a cada plato.',
  allergyHeading: 'Alergias e intolerancias',
  allergyNote:
    'Todos los platos se elaboran en una cocina donde se trabaja con gluten, frutos secos, lácteos y huevo. Si tienes alguna alergia o intolerancia, avisa al equipo antes de pedir: los cocineros adaptarán el plato con mucho gusto.',
  seasonalHeading: 'De temporada',
};
