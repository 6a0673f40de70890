import concierge from '../../data/pages/concierge/concierge.en-GB.json' with { type: 'json' };
import { assessmentSlider, heatRounds, stationMinutes } from '../constants.ts';
import { assessmentDuration, claims } from '../claims.ts';
import type { ConciergeWords } from '../data/schemas/concierge.ts';
import { capitalise, numberWord } from '../format.ts';
import { journeyModes } from '../assessment.ts';
import { language } from '../language.ts';
import { fillPlaceholders, opensSentence } from '../placeholders.ts';

/**
 * The AI Concierge page (spec "AI Concierge page"): three tabs, the assessment and its toast, and
 * the fixed recommendations shown until the guest submits an assessment. The words are the
 * team's, in `data/pages/concierge/`; the figures they name are filled in here, in the page's
 * language.
 */

export type ConciergeTabId = 'about' | 'assessment' | 'recommendations';

const words = concierge as ConciergeWords;
type Recommendation = ConciergeWords['recommendations']['fixed'][number];
const { locale } = language;

export const conciergeTabs: readonly { readonly id: ConciergeTabId; readonly label: string }[] =
  words.tabs;

const mode = (id: (typeof journeyModes)[number]['id']) => journeyModes.find((m) => m.id === id)!;

/** A figure in words takes a capital where it opens a sentence: "Ten to fifteen minutes". */
function withFiguresInWords(message: string, figures: Readonly<Record<string, string>>) {
  const written = Object.fromEntries(
    Object.entries(figures).map(([name, figure]) => [
      name,
      opensSentence(message, name) ? capitalise(figure, locale) : figure,
    ]),
  );
  return fillPlaceholders(message, written, locale);
}

/** A slider's name inside a sentence is in lowercase; one that opens it stays as it is. */
const withLabel = (message: string, label: string) =>
  fillPlaceholders(
    message,
    { label: opensSentence(message, 'label') ? label : label.toLocaleLowerCase(locale) },
    locale,
  );

// The sauna's guidance on the stations and the safety page says the same, from the same figures.
// "Rounds" are feminine in the languages whose numbers have a gender.
const saunaFigures = {
  saunaMin: numberWord(stationMinutes.sauna.min, locale),
  saunaMax: numberWord(stationMinutes.sauna.max, locale),
  rounds: numberWord(heatRounds, locale, 'feminine'),
};

export const conciergePage = {
  heroImage: words.heroImage,
  eyebrow: words.eyebrow,
  lede: words.lede,
  section: {
    eyebrow: words.section.eyebrow,
    heading: words.section.heading,
    /** What the "AI" is and where the answers go, said plainly before the first question. */
    privacy: words.section.privacy,
  },
  tabsLabel: words.tabsLabel,
  about: {
    heading: words.about.heading,
    paragraphs: words.about.paragraphs.map((paragraph) =>
      fillPlaceholders(paragraph, { stations: claims.stationsStated }, locale),
    ),
    modesHeading: words.about.modesHeading,
    modes: words.about.modes.map((each) => ({ ...mode(each.id), ...each })),
    start: words.about.start,
  },
  assessment: {
    ...words.assessment,
    duration: fillPlaceholders(words.assessment.duration, { duration: assessmentDuration }, locale),
    sliderHint: (low: string, high: string) =>
      fillPlaceholders(
        words.assessment.sliderHint,
        {
          min: assessmentSlider.min,
          max: assessmentSlider.max,
          low: low.toLocaleLowerCase(locale),
          high: high.toLocaleLowerCase(locale),
        },
        locale,
      ),
    decrease: (label: string) => withLabel(words.assessment.decrease, label),
    increase: (label: string) => withLabel(words.assessment.increase, label),
  },
  toast: words.toast,
  /** When the wellness rules cannot be fetched (the connection dropped, the site was updated). */
  loadFailed: words.loadFailed,
  recommendations: {
    ...words.recommendations,
    // The schema keeps the three the page lays out, which the file's own type cannot say.
    fixed: words.recommendations.fixed.map((item) => ({
      ...item,
      description: withFiguresInWords(item.description, saunaFigures),
    })) as unknown as readonly [Recommendation, Recommendation, Recommendation],
  },
};
