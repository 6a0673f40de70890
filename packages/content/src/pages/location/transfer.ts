import page from '../../../data/pages/location/transfer/transfer.en-GB.json' with { type: 'json' };
import { travelTimes } from '../../constants.ts';
import { travelPlaces } from '../../claims.ts';
import { capitalise, formatHours } from '../../format.ts';
import { language } from '../../language.ts';
import type { MediaKey } from '../../media.ts';
import { fillPlaceholders } from '../../placeholders.ts';
import { priceOnRequest } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';
import { siteConfig } from '../../site.ts';

/**
 * The private transfer page (/location/transfer): travel times, how to ask, and the request form.
 * The words are in `data/pages/location/transfer/`; the places and times come from the travel
 * times, in the page's language.
 */

const { form } = page;

export const transferRequest = {
  kind: 'transfer',
  path: '/location/transfer',
  eyebrow: page.eyebrow,
  intro: page.intro,
  hero: page.hero as MediaKey,
  subject: page.subject,
  included: page.included,
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'from',
      label: form.from,
      options: travelTimes.map((time) => ({
        value: time.id,
        label: capitalise(travelPlaces[time.id], language.locale),
        hint: fillPlaceholders(
          form.fromHint,
          { hours: formatHours(time.hours, language.locale) },
          language.locale,
        ),
      })),
    },
    { kind: 'date', name: 'date', label: form.date },
    { kind: 'time', name: 'time', label: form.time },
    {
      kind: 'count',
      name: 'passengers',
      label: form.passengers,
      min: form.passengersMin,
      max: form.passengersMax,
      initial: form.passengersInitial,
    },
  ],
} as const satisfies RequestPage;

/** The transfer page's own words around its form. */
export const transferPage = {
  timesHeading: page.timesHeading,
  timesIntro: page.timesIntro,
  timesLabel: page.timesLabel,
  times: /* @__PURE__ */ travelTimes.map((time) => ({
    id: time.id,
    place: capitalise(travelPlaces[time.id], language.locale),
    value: formatHours(time.hours, language.locale),
  })),
  howHeading: page.howHeading,
  how: page.how.map((line) =>
    fillPlaceholders(line, { messagingApp: siteConfig.messagingApp }, language.locale),
  ),
} as const;
