import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { joinWords, pickWords, problemLines, wordEntries, words, wordsSchema } from './data.ts';
import { text } from './schemas.ts';

const card = v.object({
  id: text,
  price: v.pipe(v.number(), v.minValue(0, 'A price cannot be below zero')),
  title: words(text),
  tags: v.array(v.object({ icon: text, label: words(text) })),
  note: v.optional(words(text)),
  links: v.array(text),
});

const english = {
  id: 'sauna',
  price: 40,
  title: 'The sauna',
  tags: [
    { icon: 'flame', label: 'Hot' },
    { icon: 'wood', label: 'Cedar' },
  ],
  links: ['/spa'],
};

const portuguese = { title: 'A sauna', tags: [{ label: 'Quente' }, { label: 'Cedro' }] };

describe('a record kept as data, with its words apart', () => {
  it('checks a translation against the words alone, each one required', () => {
    const schema = wordsSchema(card);
    expect(schema && v.is(schema, portuguese)).toBe(true);
    expect(schema && v.is(schema, { title: 'A sauna', tags: [{ label: 'Quente' }, {}] })).toBe(
      false,
    );
    // A figure in a translation is not the translator's to change.
    expect(schema && v.is(schema, { ...portuguese, price: 10 })).toBe(false);
  });

  it('joins a translation to the record: its words, the record’s figures, ids and links', () => {
    expect(joinWords(card, english, portuguese)).toEqual({
      id: 'sauna',
      price: 40,
      title: 'A sauna',
      tags: [
        { icon: 'flame', label: 'Quente' },
        { icon: 'wood', label: 'Cedro' },
      ],
      links: ['/spa'],
    });
  });

  it('refuses a translation whose list is not the record’s length', () => {
    expect(() => joinWords(card, english, { title: 'A sauna', tags: [{ label: 'Q' }] })).toThrow(
      'tags: the translation lists 1 where the record lists 2',
    );
  });

  it('picks the words of a record in the shape of its translation files', () => {
    expect(pickWords(card, english)).toEqual({
      title: 'The sauna',
      tags: [{ label: 'Hot' }, { label: 'Cedar' }],
    });
  });

  it('lists every string a translator translates, with its place', () => {
    expect(wordEntries(card, { ...english, note: 'Towels at the door.' })).toEqual([
      expect.objectContaining({ path: ['title'], text: 'The sauna' }),
      expect.objectContaining({ path: ['tags', 0, 'label'], text: 'Hot' }),
      expect.objectContaining({ path: ['tags', 1, 'label'], text: 'Cedar' }),
      expect.objectContaining({ path: ['note'], text: 'Towels at the door.' }),
    ]);
  });

  it('tells each problem in one line: the file, the field, what was expected and found', () => {
    const result = v.safeParse(card, { ...english, price: -5, title: 12, tags: 'hot' });
    expect(result.success).toBe(false);
    expect(problemLines('data/spa/sauna.en-GB.json', result.issues ?? [])).toEqual([
      'data/spa/sauna.en-GB.json: price: A price cannot be below zero, found -5',
      'data/spa/sauna.en-GB.json: title: expected text, found 12',
      'data/spa/sauna.en-GB.json: tags: expected a list, found "hot"',
    ]);
  });
});
