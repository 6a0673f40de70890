import type * as en from './figure-words.ts';
import type { Words } from './words.ts';

export const figureWords: Words<typeof en.figureWords> = {
  from: 'desde',
  perPerson: 'por persona',
  rangeWord: 'a',
  rangeDash: '-',
  degrees: '\u00a0°C',
  units:
    'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve'.split(
      ' ',
    ),
  tens: ',,veinte,treinta,cuarenta,cincuenta,sesenta,setenta,ochenta,noventa'.split(','),
  feminine: (unit, word) => (unit === 1 ? 'una' : word),
  // Spanish writes 21–29 as one word: veintidós, veintitrés.
  compound: (ten, unit, count) =>
    count < 30
      ? `veinti${unit}`
          .replace('veintidos', 'veintidós')
          .replace('veintitres', 'veintitrés')
          .replace('veintiseis', 'veintiséis')
      : `${ten} y ${unit}`,
  minute: { one: 'minuto', other: 'minutos' },
  second: { one: 'segundo', other: 'segundos' },
  // The glossary writes ranges of time in words: "de 5 a 7 minutos".
  span: (from, to, unit) => (unit ? `de ${from} a ${to} ${unit}` : `de ${from} a ${to}`),
};
