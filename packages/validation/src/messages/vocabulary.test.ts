import { describe, expect, it } from 'vitest';
import type { ValidationCatalogue } from './catalogue.ts';
import { validationEsES, validationPtPT } from './catalogues.ts';

/**
 * Every text a catalogue can produce. Templates are filled with an empty label and small
 * figures, so what is checked is the catalogue's own words, not the English labels that come
 * from the page records.
 */
function textsOf(catalogue: ValidationCatalogue): string[] {
  const texts: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (key === 'locale') return;
    if (typeof value === 'string') texts.push(value);
    else if (typeof value === 'function') {
      const args: unknown[] =
        key === 'date'
          ? [new Date(Date.UTC(2026, 11, 1))]
          : key === 'outOfBounds'
            ? ['', 1, 8]
            : key === 'tooLong' || key === 'description'
              ? [5]
              : ['', ''];
      texts.push(String((value as (...a: unknown[]) => unknown)(...args)));
    } else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(catalogue, '');
  return texts;
}

/** A whole word, in any case: "Mensagem" does not hold "message", nor "inválido" "invalid". */
const wordIn = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, 'iu').test(text);

const english = [
  'required',
  'must',
  'characters',
  'please',
  'message',
  'email',
  'minute',
  'minutes',
  'wait',
  'thank',
  'sending',
  'subject',
  'invalid',
  'allowed',
  'enter',
  'request',
  'attempts',
  'sent',
  'wrong',
  'the',
];

const languages = [
  {
    catalogue: validationPtPT,
    // The pt-PT glossary's "Avoid" table: Brazilian forms and spellings from before AO90.
    avoid: [
      'celular',
      'contato',
      'registro',
      'cadastro',
      'ônibus',
      'trem',
      'equipe',
      'tela',
      'usuário',
      'digite',
      'você',
      'aluguel',
      'errado',
      'banheiro',
      'recepção',
      'acção',
      'óptimo',
      'actual',
      'chuveiro',
    ],
  },
  {
    catalogue: validationEsES,
    // The es-ES glossary's "Avoid" table: Latin American forms, "usted" and anglicisms.
    avoid: [
      'celular',
      'carro',
      'computadora',
      'manejar',
      'rentar',
      'boleto',
      'cancha',
      'jugo',
      'agendar',
      'ingresar',
      'chequear',
      'checar',
      'platicar',
      'usted',
      'ustedes',
      'inválido',
      'inválidos',
      'e-mail',
      'mail',
      'sólo',
      'jornada',
      'conserje',
    ],
  },
] as const;

describe.each(languages)('the $catalogue.locale catalogue', ({ catalogue, avoid }) => {
  const texts = textsOf(catalogue);

  it('holds every text a guest can read in it', () => {
    // 14 contact messages; 3 toasts of two texts, the wait's title and text, "sending"; 15
    // request messages; 4 hand-off texts.
    expect(texts).toHaveLength(14 + 9 + 15 + 4);
  });

  it('has no English word left in it', () => {
    const found = texts.flatMap((text) =>
      english.filter((word) => wordIn(text, word)).map((word) => `${word} in "${text}"`),
    );
    expect(found).toEqual([]);
  });

  it('has none of the forms its glossary says to avoid', () => {
    const found = texts.flatMap((text) =>
      avoid.filter((word) => wordIn(text, word)).map((word) => `${word} in "${text}"`),
    );
    expect(found).toEqual([]);
  });

  it('writes an ellipsis as one character and no English quotation marks', () => {
    for (const text of texts) expect(text).not.toMatch(/\.\.\.|"/);
  });
});
