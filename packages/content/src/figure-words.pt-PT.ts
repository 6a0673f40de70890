import type * as en from './figure-words.ts';
import type { Words } from './words.ts';

export const figureWords: Words<typeof en.figureWords> = {
  from: 'a partir de',
  perPerson: 'por pessoa',
  rangeWord: 'a',
  rangeDash: '–',
  degrees: '\u00a0°C',
  units:
    'zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove'.split(
      ' ',
    ),
  tens: ',,vinte,trinta,quarenta,cinquenta,sessenta,setenta,oitenta,noventa'.split(','),
  feminine: (unit, word) => (unit === 1 ? 'uma' : unit === 2 ? 'duas' : word),
  compound: (ten, unit) => `${ten} e ${unit}`,
  minute: { one: 'minuto', other: 'minutos' },
  second: { one: 'segundo', other: 'segundos' },
  // The glossary writes ranges of time in words: "5 a 7 minutos".
  span: (from, to, unit) => (unit ? `${from} a ${to} ${unit}` : `${from} a ${to}`),
};
