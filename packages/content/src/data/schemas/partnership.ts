import * as v from 'valibot';
import { text, withPlaceholders, words } from './common.ts';
import { icon } from './spaces.ts';

/**
 * What the partnership landing (/partners) and its land-stewardship variant (/holistic-landcare)
 * both state: the sanctums, the facts' labels and the contact block. The figures of the facts
 * come from the property's claims, so the record holds their labels alone.
 */

const sentence = (title: string, max: number, names: readonly string[], hint: string) =>
  words(
    v.pipe(text, v.maxLength(max), withPlaceholders(names), v.title(title), v.description(hint)),
  );

const factLabel = (title: string) => words(v.pipe(text, v.maxLength(80), v.title(title)));

export const partnershipSchema = v.object({
  learnMoreAbout: sentence(
    'Where "Learn More" leads, for screen readers',
    60,
    ['heading'],
    'Read after "Learn More"; {heading} is the heading of the benefits, in small letters',
  ),
  responseNote: sentence(
    'When partners hear back',
    200,
    ['responseTime', 'languages'],
    '{responseTime} is the reply time the site states, {languages} the languages partners are answered in',
  ),
  sanctums: v.pipe(
    v.array(
      v.object({
        icon,
        title: words(v.pipe(text, v.maxLength(40), v.title('Name'))),
        description: words(v.pipe(text, v.maxLength(230), v.title('Description'))),
      }),
    ),
    v.length(3, 'Both pages describe the three sanctums'),
    v.title('The sanctums'),
    v.metadata({ item: 'sanctum' }),
  ),
  facts: v.pipe(
    v.object({
      apartmentsAndVillas: factLabel('Under the number of apartments and villas'),
      sanctums: factLabel('Under the number of sanctums'),
      hectares: factLabel('Under the hectares of land'),
      recycledWater: factLabel('Under the share of recycled water'),
    }),
    v.title('Labels of the facts'),
    v.description("The figures above them are the property's, stated once for the whole site"),
  ),
  contact: v.pipe(
    v.object({
      eyebrow: words(v.pipe(text, v.maxLength(30), v.title('Line above the heading'))),
      heading: words(v.pipe(text, v.maxLength(50), v.title('Heading'))),
      chatLabel: sentence(
        'Text of the messaging button',
        60,
        ['messagingApp'],
        '{messagingApp} is the name of the messaging app',
      ),
      emailLabel: sentence(
        'Text of the e-mail button',
        80,
        ['email'],
        "{email} is the partners' e-mail address",
      ),
    }),
    v.title('Contact block'),
  ),
});

export type PartnershipRecord = v.InferOutput<typeof partnershipSchema>;
export type PartnershipPlaceholder = 'responseTime' | 'languages' | 'messagingApp' | 'email';
