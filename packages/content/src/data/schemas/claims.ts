import * as v from 'valibot';
import { text, words } from './common.ts';

const phrase = (title: string, hint: string, max = 60) =>
  words(v.pipe(text, v.maxLength(max), v.title(title), v.description(hint)));

/**
 * What the site states in words beside its figures: the stats strip, the elemental showers,
 * where the travel times lead from, and the claims written in words ("over 25").
 */
export const claimsSchema = v.object({
  assessmentDuration: phrase(
    "Length of the concierge's assessment",
    'As a sentence says it, such as "5-7 minutes"',
    30,
  ),
  travelPlaces: v.pipe(
    v.object({
      faro: phrase('From Faro', 'As a sentence names the place, such as "Faro airport"'),
      lisbon: phrase('From Lisbon', 'As a sentence names the place, such as "Lisbon airport"'),
      seville: phrase('From Seville', 'As a sentence names the place, such as "Seville"'),
    }),
    v.title('Where the travel times lead from'),
    v.description('The hours themselves are kept with the other figures'),
  ),
  stats: v.pipe(
    v.array(
      v.object({
        value: words(
          v.pipe(
            text,
            v.maxLength(12),
            v.title('Figure'),
            v.description('Such as "10k+" or "98%"'),
          ),
        ),
        label: words(v.pipe(text, v.maxLength(40), v.title('What it counts'))),
        detail: v.optional(
          words(
            v.pipe(
              text,
              v.maxLength(100),
              v.title('Detail'),
              v.description('Optional: a line under it'),
            ),
          ),
        ),
      }),
    ),
    v.length(4, 'The strip shows four figures'),
    v.title('Stats strip'),
    v.description('The four figures on the home page'),
    v.metadata({ item: 'figure' }),
  ),
  elementalShowers: v.pipe(
    v.object({
      group: phrase('What the four are called together', 'Such as "quartet"', 30),
      elements: v.pipe(
        v.array(words(v.pipe(text, v.maxLength(40), v.title('Shower')))),
        v.length(4, 'There are four showers, one for each element'),
        v.title('The showers'),
        v.description('One for each element, as a sentence names them: "warm rain"'),
        v.metadata({ item: 'shower' }),
      ),
    }),
    v.title('Elemental showers'),
    v.description('Every page that describes the showers reads these'),
  ),
  claims: v.pipe(
    v.object({
      longevityYears: phrase('How long the practice has been proven', 'Such as "nearly 10 years"'),
      contactResponse: phrase('How soon guests get an answer', 'Such as "within 24 hours"'),
      partnershipResponse: phrase(
        'How soon partners get an answer',
        'Such as "within 12 hours on business days"',
        80,
      ),
      stationsStated: phrase(
        'How many stations the circuit has',
        'As written in the middle of a sentence, such as "over 25"; pages start a sentence with a capital letter themselves',
        30,
      ),
    }),
    v.title('Claims in words'),
    v.description('Written in the middle of sentences across the site'),
  ),
});

export type Claims = v.InferOutput<typeof claimsSchema>;
