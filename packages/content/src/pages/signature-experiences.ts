import data from '../../data/signature-experiences/signature-experiences.en-GB.json' with { type: 'json' };
import { prices } from '../constants.ts';
import type { SignatureExperiencesRecord } from '../data/schemas/signature-experiences.ts';
import { formatDuration } from '../format.ts';
import { language } from '../language.ts';
import type { SignatureExperience } from '../model/experiences.ts';

const record = data as SignatureExperiencesRecord;

/**
 * The two signature experiences: on the home page, and as the packages request form's choices
 * and prices. A module of their own, so the form carries them without the rest of the home page.
 * The words are the team's, in `data/signature-experiences/`; each experience's price and length
 * are its ritual's on the prices list.
 */
const experiences = record.experiences.map(({ ritual, highlights, ...experience }) => ({
  ...experience,
  duration: formatDuration(prices[ritual].hours, language.locale),
  price: prices[ritual].euros,
  // The schema holds each card to three highlights and the page to two cards.
  highlights: highlights as unknown as SignatureExperience['highlights'],
})) satisfies readonly SignatureExperience[];

type Experience = (typeof experiences)[number];

export const signatureExperiences = {
  ...record,
  experiences: experiences as unknown as readonly [Experience, Experience],
} as const;
