import home from '../../data/pages/home/home.en-GB.json' with { type: 'json' };
import { floorPlanMarkerCount } from '../constants.ts';
import { claims, stats } from '../claims.ts';
import type { HomeWords } from '../data/schemas/home.ts';
import { capitalise, numberWord } from '../format.ts';
import { language } from '../language.ts';
import type { Benefit } from '../model/experiences.ts';
import { fillPlaceholders } from '../placeholders.ts';
import { signatureExperiences } from './signature-experiences.ts';

/** Benefit item and signature experience card (spec §3). */
export type { Benefit, SignatureExperience } from '../model/experiences.ts';

type Two<T> = readonly [T, T];
type Three<T> = readonly [T, T, T];
type Link = HomeWords['banner']['actions'][number];
type Section<Key extends keyof HomeWords> = HomeWords[Key] & { readonly actions: Two<Link> };

// The build checks the file against its schema: the pictures it names, and lists as long as the
// page's layout needs, which a JSON file's own type cannot say, so they are stated here.
const words = home as unknown as HomeWords & {
  readonly hero: Section<'hero'>;
  readonly why: HomeWords['why'] & { readonly benefits: Three<Benefit> };
  readonly ai: HomeWords['ai'] & { readonly points: Three<string> };
  readonly closing: Section<'closing'>;
  readonly banner: Section<'banner'>;
};
const { locale } = language;

/**
 * The home page (spec "Home page"); its heading is the route table's. The words are the team's,
 * in `data/pages/home/`; the figures they name are filled in here, in the page's language, and
 * the signature experiences and the figures in numbers come from their own modules.
 */
export const homePage = {
  hero: words.hero,
  why: {
    ...words.why,
    benefits: words.why.benefits.map((benefit) => ({
      ...benefit,
      description: fillPlaceholders(
        benefit.description,
        { stations: capitalise(claims.stationsStated, locale) },
        locale,
      ),
    })) as unknown as Three<Benefit>,
  },
  signatures: signatureExperiences,
  ai: words.ai,
  floorPlan: {
    ...words.floorPlan,
    intro: fillPlaceholders(
      words.floorPlan.intro,
      { places: capitalise(numberWord(floorPlanMarkerCount, locale), locale) },
      locale,
    ),
    countLabel: (count: number) => fillPlaceholders(words.floorPlan.countLabel, { count }, locale),
  },
  testimonial: words.testimonial,
  stats: { ...words.stats, items: stats },
  closing: words.closing,
  banner: words.banner,
};
