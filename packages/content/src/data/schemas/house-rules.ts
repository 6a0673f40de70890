import * as v from 'valibot';
import { picture, recordId, text, withPlaceholders, words } from './common.ts';
import { heading, label, markdown, paragraph } from './prose.ts';
import { buttons, icon } from './words-fields.ts';

/**
 * The house rules page's words (/spa/etiquette): the groups of rules (the circuit's day, quiet and
 * phones, what to wear, showers, children, lockers), what to pack and the closing section. Every
 * time and age is the site's own figure, filled in by the page.
 */

const title = (maxLength: number) => words(v.pipe(text, v.maxLength(maxLength), v.title('Title')));

const figuresHint =
  'Placeholders the page fills in: {opens} and {closes} are when the circuit opens and closes, {lastEntry} the last entry, {hoursAfterLastEntry} the hours left after it in words, {treatmentMinutes} how early to come for a treatment in words, {familyFrom} and {familyTo} the family hours, {familyPoolsAge} the age from which children join the family pools, {wholeCircuitAge} the age for the whole circuit, {kidsPathFrom} and {kidsPathTo} the ages of the Kids’ Path';
const figures = [
  'opens',
  'closes',
  'lastEntry',
  'hoursAfterLastEntry',
  'treatmentMinutes',
  'familyFrom',
  'familyTo',
  'familyPoolsAge',
  'wholeCircuitAge',
  'kidsPathFrom',
  'kidsPathTo',
];

const withFigures = (fieldTitle: string, maxLength: number) =>
  words(
    v.pipe(
      text,
      v.maxLength(maxLength),
      withPlaceholders(figures),
      v.title(fieldTitle),
      v.description(figuresHint),
    ),
  );

export const houseRulesSchema = v.object({
  heroImage: picture('Picture at the top'),
  eyebrow: label('Line above the heading', 'A few words above the page heading', 50),
  intro: paragraph('Introduction', 'What the rules are for, in a sentence or two', 340),
  groups: v.pipe(
    v.array(
      v.object({
        id: recordId('hours'),
        heading: heading(),
        intro: paragraph('Introduction', 'What the rules of this group are about', 300),
        rules: v.pipe(
          v.array(
            v.object({
              id: recordId('circuit-day'),
              icon,
              title: withFigures('Title', 80),
              text: markdown('Text', 'What the rule says, in Markdown', 600, figures, figuresHint),
            }),
          ),
          v.minLength(1),
          v.title('Rules'),
          v.metadata({ item: 'rule' }),
        ),
      }),
    ),
    v.minLength(1),
    v.title('Groups of rules'),
    v.metadata({ item: 'group' }),
  ),
  packing: v.pipe(
    v.object({
      eyebrow: label('Line above the heading', 'A few words above the heading', 50),
      heading: heading(),
      intro: paragraph('Introduction', 'Leads into what we provide and what to bring', 200),
      lists: v.pipe(
        v.array(
          v.object({
            id: recordId('provided'),
            title: title(60),
            items: v.pipe(
              v.array(words(v.pipe(text, v.maxLength(160), v.title('Item')))),
              v.minLength(1),
              v.title('Items'),
              v.metadata({ item: 'item' }),
            ),
          }),
        ),
        v.length(2),
        v.title('What we provide, what to bring'),
        v.metadata({ item: 'list' }),
      ),
      leave: v.pipe(
        v.object({
          title: title(60),
          text: paragraph(
            'Text',
            'What is better not brought, said in a sentence: a ticked list would read as a yes',
            300,
          ),
        }),
        v.title('Best left at home'),
      ),
    }),
    v.title('What to pack'),
  ),
  closing: v.pipe(
    v.object({
      heading: heading(),
      text: paragraph('Text', 'Leads to the answers to common questions and to booking', 260),
      actions: buttons(2),
    }),
    v.title('Closing section'),
  ),
});

export type HouseRulesRecord = v.InferOutput<typeof houseRulesSchema>;
