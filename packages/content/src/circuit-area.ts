import { propertyClaims } from './constants.ts';
import { hectaresOver, numberWord } from './format.ts';
import { languages } from './languages.ts';

/**
 * The circuit's land as a page's language states it: English in acres, Portuguese and Spanish in
 * the whole hectares it is over ("mais de 3 hectares"). The words around the figure name the unit,
 * so a sentence in the data files has one placeholder, `{area}`, in every language.
 */
export function circuitArea(locale: string): number {
  const acres = propertyClaims.sanctumFlowAcres;
  return locale === languages[0].locale ? acres : hectaresOver(acres);
}

/** The unit's gender where a language's number words agree with it: "hectáreas" is feminine. */
const unitGender: Readonly<Record<string, 'masculine' | 'feminine'>> = { 'es-ES': 'feminine' };

/** The circuit's land in words, as running text writes it: "eight" (acres), "três" (hectares). */
export function circuitAreaInWords(locale: string): string {
  return numberWord(circuitArea(locale), locale, unitGender[locale] ?? 'masculine');
}
