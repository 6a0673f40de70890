import * as v from 'valibot';
import { link, text, withPlaceholders, words } from './common.ts';

const line = (maxLength: number, title: string, description?: string) =>
  words(
    description === undefined
      ? v.pipe(text, v.maxLength(maxLength), v.title(title))
      : v.pipe(text, v.maxLength(maxLength), v.title(title), v.description(description)),
  );

const area =
  '{area} is the land of the circuit in words, in acres in English and in hectares in Portuguese and Spanish: the sentence names the unit';

/**
 * The spa circuit page's own words, around its stations and guided sequences (which have records
 * of their own): the top of the page, the introduction, the note on safety and the closing.
 */
export const spaPageSchema = v.object({
  hero: v.pipe(
    v.object({
      eyebrow: line(40, 'Line above the heading'),
      intro: words(
        v.pipe(
          text,
          v.maxLength(300),
          withPlaceholders(['area']),
          v.title('Introduction'),
          v.description(area),
        ),
      ),
      carouselLabel: line(
        80,
        'Name of the photographs',
        'Read aloud by screen readers before the carousel of photographs',
      ),
      previousLabel: line(50, 'Button for the previous photograph', 'Read aloud by screen readers'),
      nextLabel: line(50, 'Button for the next photograph', 'Read aloud by screen readers'),
      pauseLabel: line(50, 'Button that pauses the photographs', 'Read aloud by screen readers'),
      playLabel: line(50, 'Button that plays the photographs', 'Read aloud by screen readers'),
    }),
    v.title('Top of the page'),
  ),
  intro: v.pipe(
    v.object({
      eyebrow: line(40, 'Line above the heading'),
      heading: words(
        v.pipe(
          text,
          v.maxLength(100),
          withPlaceholders(['stations']),
          v.title('Heading'),
          v.description('{stations} is the number of stations the site states, such as "over 25"'),
        ),
      ),
      acrossLabel: line(
        50,
        'Label of the sections for the whole circuit',
        'Shown on the sections that belong to no single kind of station',
      ),
      body: words(
        v.pipe(
          text,
          v.maxLength(600),
          withPlaceholders(['area']),
          v.title('Text'),
          v.description(area),
        ),
      ),
    }),
    v.title('Introduction to the circuit'),
  ),
  safety: v.pipe(
    v.object({
      heading: line(60, 'Heading'),
      body: line(500, 'Text'),
      actions: v.pipe(
        v.array(link('Button')),
        v.length(1),
        v.title('Button'),
        v.metadata({ item: 'button' }),
      ),
    }),
    v.title('Note on heat, cold and safety'),
    v.description('Leads to the safety page'),
  ),
  actions: v.pipe(
    v.array(link('Button')),
    v.length(2),
    v.title('Buttons'),
    v.metadata({ item: 'button' }),
  ),
  closing: v.pipe(
    v.object({
      heading: line(60, 'Heading'),
      body: line(240, 'Text'),
    }),
    v.title('Closing section'),
  ),
});

export type SpaPageRecord = v.InferOutput<typeof spaPageSchema>;
