import page from '../../../data/pages/booking/spa/spa.en-GB.json' with { type: 'json' };
import type { SpaRequestRecord } from '../../data/schemas/booking.ts';
import { capitalise } from '../../format.ts';
import { language } from '../../language.ts';
import { fillPlaceholders } from '../../placeholders.ts';
import { arrivalTime, circuitOption, guests, priceOnRequest, visitDate } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';
import { spaSequences } from '../spa-sequences.ts';

// The build checks the file against `spaRequestSchema`; its picture is the catalogue's.
const { fields, ...words } = page as SpaRequestRecord;
const { journey } = fields;

/**
 * The spa day request page (/booking/spa): its words are in `data/pages/booking/spa/`; the guided
 * journeys are the spa's sequences, each with its name and length.
 */
export const spaRequest: RequestPage = {
  kind: 'spa',
  path: '/booking/spa',
  ...words,
  price: priceOnRequest,
  fields: [
    visitDate,
    arrivalTime,
    guests(),
    {
      kind: 'choice',
      name: 'journey',
      label: journey.label,
      options: [
        circuitOption,
        ...spaSequences.items.map((item) => ({
          value: item.id,
          label: fillPlaceholders(journey.sequenceLabel, { title: item.title }, language.locale),
          // The length reads within the line ("Guided sequence, about 2 hours"), and the line
          // starts with a capital wherever the length stands.
          hint: capitalise(
            fillPlaceholders(
              journey.sequenceHint,
              { duration: item.duration.toLocaleLowerCase(language.locale) },
              language.locale,
            ),
            language.locale,
          ),
        })),
      ],
    },
  ],
};
