import data from '../../../data/pages/spa/etiquette/etiquette.en-GB.json' with { type: 'json' };
import type { PageAction } from '../../actions.ts';
import { circuitHours, familyHours, guestAges, treatmentArrivalMinutes } from '../../constants.ts';
import { formatClock, numberWord } from '../../format.ts';
import type { HouseRulesRecord } from '../../data/schemas/house-rules.ts';
import { language } from '../../language.ts';
import type { MediaKey } from '../../media.ts';
import { fillPlaceholders } from '../../placeholders.ts';
import { asProse, fillProse, proseText } from '../../prose-blocks.ts';
import type { Prose } from '../../prose-blocks.ts';

/**
 * The House Rules page (/spa/etiquette): the circuit's day and who may use what, quiet and
 * phones, what to wear where, showers, children, lockers, and what to bring. The words are in
 * `data/pages/spa/etiquette/`; every time and age comes from the constants, filled in here as the
 * page's language writes it, so the FAQ and the home page's "24/7" say the same as this page.
 */

export interface HouseRule {
  readonly id: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
  readonly title: string;
  /** The rule's words without their marks. */
  readonly text: string;
  /** The rule as the page shows it: the team's Markdown, parsed when the site is built. */
  readonly prose: Prose;
}

export interface HouseRuleGroup {
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly rules: readonly HouseRule[];
}

export interface PackingList {
  readonly id: string;
  readonly title: string;
  readonly items: readonly string[];
}

const record = data as HouseRulesRecord;
const { locale } = language;

// The hours are feminine ("horas") in the languages whose numbers have a gender.
const figures = {
  opens: formatClock(circuitHours.opens, locale),
  closes: formatClock(circuitHours.closes, locale),
  lastEntry: formatClock(circuitHours.lastEntry, locale),
  hoursAfterLastEntry: numberWord(
    circuitHours.closes.hour - circuitHours.lastEntry.hour,
    locale,
    'feminine',
  ),
  treatmentMinutes: numberWord(treatmentArrivalMinutes, locale),
  familyFrom: formatClock(familyHours.from, locale),
  familyTo: formatClock(familyHours.to, locale),
  familyPoolsAge: String(guestAges.familyPools),
  wholeCircuitAge: String(guestAges.wholeCircuit),
  kidsPathFrom: String(guestAges.kidsPath.min),
  kidsPathTo: String(guestAges.kidsPath.max),
};
const fill = (text: string) => fillPlaceholders(text, figures, locale);

const [firstGroup, ...otherGroups] = record.groups.map((group): HouseRuleGroup => ({
  ...group,
  rules: group.rules.map((rule) => {
    // The build serves each rule's Markdown parsed (`parsedRecord`).
    const prose = fillProse(asProse(rule.text as Prose | string), figures, locale);
    return { ...rule, title: fill(rule.title), text: proseText(prose), prose };
  }),
}));
// The data file is checked to hold at least one group; the page opens with the first.
if (!firstGroup) throw new Error('The house rules have no group of rules');

export const houseRuleGroups: readonly [HouseRuleGroup, ...HouseRuleGroup[]] = [
  firstGroup,
  ...otherGroups,
];

/** The House Rules page; its heading is the route table's. */
export const etiquettePage = {
  heroImage: record.heroImage,
  eyebrow: record.eyebrow,
  intro: record.intro,
  packing: record.packing,
  closing: record.closing,
} satisfies {
  heroImage: MediaKey;
  eyebrow: string;
  intro: string;
  packing: {
    eyebrow: string;
    heading: string;
    intro: string;
    lists: readonly PackingList[];
    /** What is better not brought, said in a sentence: a ticked list would read as a yes. */
    leave: { title: string; text: string };
  };
  closing: { heading: string; text: string; actions: readonly PageAction[] };
};
