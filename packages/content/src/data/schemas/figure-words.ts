import * as v from 'valibot';
import { text, withPlaceholders, words } from './common.ts';

/** Words whose spaces matter, such as the space before "°C" in some languages. */
const spaced = (title: string, hint: string, max: number) =>
  words(
    v.pipe(
      v.string(),
      v.minLength(1, 'Write something here'),
      v.maxLength(max),
      v.title(title),
      v.description(hint),
    ),
  );

const word = (title: string, hint?: string) =>
  words(
    hint
      ? v.pipe(text, v.maxLength(30), v.title(title), v.description(hint))
      : v.pipe(text, v.maxLength(30), v.title(title)),
  );

const message = (title: string, hint: string, names: readonly string[], max: number) =>
  words(
    v.pipe(text, v.maxLength(max), withPlaceholders(names), v.title(title), v.description(hint)),
  );

const unitOfTime = (title: string, one: string, other: string) =>
  v.pipe(
    v.object({
      one: word('One', `Such as "1 ${one}"`),
      other: word('More', `Such as "5 ${other}"`),
    }),
    v.title(title),
  );

/**
 * The words the site writes figures with, in each language: the words around a price or a range,
 * and the small numbers in words, with the forms a language gives a number before a feminine noun
 * ("uma", "duas") and the numbers some languages write in one word ("veintidós").
 */
export const figureWordsSchema = v.object({
  from: word('Before a starting price', 'Such as "from" in "from €120 per person"'),
  perPerson: word('After a price per person', 'Such as "per person"'),
  rangeWord: word('Between the ends of a range', 'Such as "to" in "8 to 12 °C"'),
  rangeDash: spaced('Dash between the ends of a range', 'Such as the dash in "8-12°C"', 3),
  degrees: spaced(
    'Degrees',
    'After a temperature, with the space before it where the language puts one',
    6,
  ),
  units: v.pipe(
    v.array(word('Number')),
    v.length(20, 'The numbers from zero to nineteen: twenty of them'),
    v.title('Numbers from zero to nineteen'),
    v.description('In words, as running text writes them'),
    v.metadata({ item: 'number' }),
  ),
  feminineUnits: v.pipe(
    v.array(word('Number')),
    v.length(20, 'The numbers from zero to nineteen: twenty of them'),
    v.title('Numbers from zero to nineteen, before a feminine noun'),
    v.description(
      'As "uma" in "uma piscina"; where the language has no other form, the same words as above',
    ),
    v.metadata({ item: 'number' }),
  ),
  tens: v.pipe(
    v.array(word('Tens')),
    v.length(8, 'The tens from twenty to ninety: eight of them'),
    v.title('Tens from twenty to ninety'),
    v.description('In words: twenty, thirty and on to ninety'),
    v.metadata({ item: 'ten' }),
  ),
  twenties: v.pipe(
    v.array(word('Number')),
    v.length(9, 'The numbers from twenty-one to twenty-nine: nine of them'),
    v.title('Numbers from twenty-one to twenty-nine'),
    v.description('In words, as some languages write them in one word ("veintidós")'),
    v.metadata({ item: 'number' }),
  ),
  feminineTwenties: v.pipe(
    v.array(word('Number')),
    v.length(9, 'The numbers from twenty-one to twenty-nine: nine of them'),
    v.title('Numbers from twenty-one to twenty-nine, before a feminine noun'),
    v.description('Where the language has no other form, the same words as above'),
    v.metadata({ item: 'number' }),
  ),
  compound: message(
    'A ten and a unit together, from thirty-one on',
    'Such as "{ten}-{unit}" for "thirty-five": {ten} becomes the ten, {unit} the unit, in words',
    ['ten', 'unit'],
    40,
  ),
  minute: unitOfTime('Minutes', 'minute', 'minutes'),
  second: unitOfTime('Seconds', 'second', 'seconds'),
  span: message(
    'A span of time',
    'Such as "{from} to {to}", where each end has its unit: "30 seconds to 2 minutes"',
    ['from', 'to'],
    60,
  ),
  spanWithUnit: message(
    'A span of time in one unit',
    'Such as "{from}-{to} {unit}" for "10-15 minutes"',
    ['from', 'to', 'unit'],
    60,
  ),
});

export type FigureWordsData = v.InferOutput<typeof figureWordsSchema>;
