import data from '../../data/pages/accessibility/accessibility.en-GB.json' with { type: 'json' };
import { claims } from '../claims.ts';
import { toastDurationMs } from '../constants.ts';
import { numberWord } from '../format.ts';
import type { AccessibilityRecord } from '../data/schemas/accessibility.ts';
import { language } from '../language.ts';
import { languages } from '../languages.ts';
import type { MediaKey } from '../media.ts';
import { fillPlaceholders } from '../placeholders.ts';
import { asProse, fillProse, proseText } from '../prose-blocks.ts';
import type { Prose } from '../prose-blocks.ts';
import { siteConfig } from '../site.ts';

/**
 * The accessibility statement (/accessibility), in the order of the EU's model statement
 * (Commission Implementing Decision (EU) 2018/1523): compliance status, what is not yet
 * accessible, how the statement was prepared, how to report a barrier, and the enforcement
 * procedure. The checks it names are the project's own tests; the date it was last reviewed is
 * the build's (the app fills it in). The enforcement body is the one Portuguese statements name
 * for complaints of discrimination on grounds of disability: the INR, under Law 46/2006. The
 * words are the team's, in `data/pages/accessibility/`; the figures and names it states are
 * filled in here, in the page's language.
 */

export interface StatementPoint {
  readonly title: string;
  readonly text: string;
}

const record = data as AccessibilityRecord;
const { locale } = language;

/** The words that agree with the count of languages: "línguas" is feminine in Portuguese. */
const languagesGender: Readonly<Record<string, 'masculine' | 'feminine'>> = { 'pt-PT': 'feminine' };

/** The figures and names the statement states, written as the page's language writes them. */
const figures = {
  name: siteConfig.name,
  host: new URL(siteConfig.origin).host,
  languages: numberWord(languages.length, locale, languagesGender[locale] ?? 'masculine'),
  seconds: numberWord(toastDurationMs / 1000, locale),
  messagingApp: siteConfig.messagingApp,
  contactResponse: claims.contactResponse,
};
const fill = (sentence: string) => fillPlaceholders(sentence, figures, locale);
const filled = <T extends { readonly text: string }>(point: T): T => ({
  ...point,
  text: fill(point.text),
});

/**
 * A Markdown field of the statement, as the build serves it parsed (`parsedRecord`), filled in:
 * its blocks to draw and each block's words, for the tests.
 */
function prose(markdown: unknown): { prose: Prose; paragraphs: readonly string[] } {
  const blocks = fillProse(asProse(markdown as Prose | string), figures, locale);
  return { prose: blocks, paragraphs: blocks.map((block) => proseText([block])) };
}

export const accessibilityPage = {
  ...record,
  status: { ...record.status, ...prose(record.status.paragraphs) },
  enforcement: { ...record.enforcement, ...prose(record.enforcement.paragraphs) },
  lede: fill(record.lede),
  limitations: {
    ...record.limitations,
    points: record.limitations.points.map(filled),
    outside: fill(record.limitations.outside),
  },
  feedback: { ...record.feedback, ...prose(record.feedback.paragraphs) },
} satisfies {
  heroImage: MediaKey;
  eyebrow: string;
  lede: string;
  status: { heading: string; paragraphs: readonly string[]; prose: Prose };
  limitations: { heading: string; points: readonly StatementPoint[]; outside: string };
  preparation: {
    heading: string;
    intro: string;
    methods: readonly StatementPoint[];
    limits: string;
    reviewedLabel: string;
    reviewedNote: string;
  };
  feedback: {
    heading: string;
    paragraphs: readonly string[];
    prose: Prose;
    emailLabel: string;
    phoneLabel: string;
  };
  enforcement: { heading: string; paragraphs: readonly string[]; prose: Prose };
};
