import faq from '../../data/faq/faq.en-GB.json' with { type: 'json' };
import type { CallToAction } from '../actions.ts';
import { assessmentDuration, claims, travelPlaces } from '../claims.ts';
import {
  circuitHours,
  familyHours,
  freeCancellation,
  guestAges,
  prices,
  stayTimes,
  travelTimes,
  treatmentArrivalMinutes,
} from '../constants.ts';
import { formatClock, formatHours, listOf, numberWord, startingPrice } from '../format.ts';
import type { FaqPlaceholder } from '../data/schemas/index.ts';
import type { MediaKey } from '../media.ts';
import { fillPlaceholders } from '../placeholders.ts';
import { asProse, fillProse, proseText } from '../prose-blocks.ts';
import type { Prose } from '../prose-blocks.ts';
import { siteConfig } from '../site.ts';

/**
 * Questions Answered (/faq): what guests ask before they come, in the groups they ask it. Each
 * answer is short and links to the page that holds the detail; the page's FAQPage JSON-LD is
 * built from these same records, so what a search engine reads is what the page shows. The words
 * are the team's, in `data/faq/`; the figures an answer names are filled in here, in the page's
 * language, from where the site keeps them.
 */

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  /** The answer's words without their marks: what the FAQPage JSON-LD says. */
  readonly answer: string;
  /** The answer as the page shows it: the team's Markdown, parsed when the site is built. */
  readonly answerProse: Prose;
  /** The page that holds the detail. */
  readonly link: CallToAction;
}

export interface FaqGroup {
  readonly id: string;
  readonly heading: string;
  readonly questions: readonly FaqEntry[];
}

/** The figures an answer may name, written as the page's language writes them. */
const figures: Record<FaqPlaceholder, string> = {
  messagingApp: siteConfig.messagingApp,
  contactResponse: claims.contactResponse,
  assessmentDuration,
  travelCount: numberWord(travelTimes.length),
  travelList: listOf(
    travelTimes.map((time) => `${travelPlaces[time.id]} (${formatHours(time.hours)})`),
  ),
  opens: formatClock(circuitHours.opens),
  closes: formatClock(circuitHours.closes),
  lastEntry: formatClock(circuitHours.lastEntry),
  arrivalMinutes: numberWord(treatmentArrivalMinutes),
  treatmentPackagesFrom: startingPrice(prices.treatmentPackagesFrom),
  checkIn: formatClock(stayTimes.checkIn),
  checkOut: formatClock(stayTimes.checkOut),
  familyFrom: formatClock(familyHours.from),
  familyTo: formatClock(familyHours.to),
  familyPoolsAge: String(guestAges.familyPools),
  wholeCircuitAge: String(guestAges.wholeCircuit),
  kidsPathFrom: String(guestAges.kidsPath.min),
  kidsPathTo: String(guestAges.kidsPath.max),
  cancelHours: String(freeCancellation.spaDayHours),
  cancelDays: numberWord(freeCancellation.stayDays),
};

type Group = (typeof faq.groups)[number];
type Question = Omit<Group['questions'][number], 'answer'> & { readonly answer: Prose | string };

// The build serves the record with each answer's Markdown parsed (`parsedRecord`).
const groups = faq.groups as unknown as readonly (Omit<Group, 'questions'> & {
  readonly questions: readonly Question[];
})[];

export const faqGroups: readonly FaqGroup[] = groups.map((group) => ({
  ...group,
  questions: group.questions.map((entry) => {
    const answerProse = fillProse(asProse(entry.answer), figures);
    return { ...entry, answer: proseText(answerProse), answerProse };
  }),
}));

/** The FAQ page; its heading is the route table's. */
export const faqPage: {
  readonly heroImage: MediaKey;
  readonly eyebrow: string;
  readonly intro: string;
  readonly closing: { heading: string; text: string; actions: readonly CallToAction[] };
} = {
  heroImage: faq.heroImage as MediaKey,
  eyebrow: faq.eyebrow,
  intro: faq.intro,
  closing: { ...faq.closing, text: fillPlaceholders(faq.closing.text, figures) },
};
