/**
 * Each page's words in the route table: its heading, its document title and its meta description,
 * by the path of the page that owns them (an alias shows its canonical page's words), and the
 * router's words for an unexpected error. The words are in `data/page-titles/`; `routes.ts` joins
 * them to the paths and layouts.
 *
 * A description that names a figure (a price, hours, a list) is a getter that fills it in: the
 * first formatter a page makes loads the browser's locale data, a long task on a slow phone, and
 * every page carries this table while only the page itself reads its description.
 */
import record from '../data/page-titles/page-titles.en-GB.json' with { type: 'json' };
import { prices, propertyClaims, travelTimes } from './constants.ts';
import { claims, travelPlaces } from './claims.ts';
import type { PageTitlePlaceholder, PageTitles } from './data/schemas/page-titles.ts';
import {
  capitalise,
  formatEuros,
  formatHours,
  hectaresOver,
  listOf,
  numberWord,
  startingPrice,
} from './format.ts';
import { language } from './language.ts';
import { fillPlaceholders, placeholderNames } from './placeholders.ts';
import type { OwnPath, PageWords } from './routes.ts';

const words: PageTitles = record;
const { locale } = language;

/** Where the travel times lead from, each with its hours: "1.5 h from Faro airport". */
const travelTime = (time: (typeof travelTimes)[number]) =>
  fillPlaceholders(
    words.travelTime,
    { time: formatHours(time.hours, locale), place: travelPlaces[time.id] },
    locale,
  );
/** A place a transfer leaves from, with its hours: "Faro airport (1.5 h)". */
const transferFrom = (time: (typeof travelTimes)[number]) => () =>
  `${travelPlaces[time.id]} (${formatHours(time.hours, locale)})`;
const [faro, lisbon, seville] = travelTimes;

/**
 * The figures a description may name, each written as the page's language writes it. A language
 * that measures land in hectares states the Sanctum Flow's area as the whole hectares it is over.
 */
const figures: Record<PageTitlePlaceholder, () => string> = {
  landcareHectares: () => String(propertyClaims.hectaresOnPartnershipPage),
  sanctumFlowArea: () =>
    words.landInHectares
      ? numberWord(
          hectaresOver(propertyClaims.sanctumFlowAcres),
          locale,
          words.landUnitFeminine ? 'feminine' : 'masculine',
        )
      : numberWord(propertyClaims.sanctumFlowAcres, locale),
  stations: () => capitalise(claims.stationsStated, locale),
  dayPassEuros: () => formatEuros(prices.dayPassFrom.euros, locale),
  treatmentPackagesEuros: () => formatEuros(prices.treatmentPackagesFrom.euros, locale),
  dayPassFrom: () => startingPrice(prices.dayPassFrom, locale),
  treatmentPackagesFrom: () => startingPrice(prices.treatmentPackagesFrom, locale),
  travelTimes: () => listOf(travelTimes.map(travelTime), locale),
  fromFaro: transferFrom(faro),
  fromLisbon: transferFrom(lisbon),
  fromSeville: transferFrom(seville),
  contactResponse: () => claims.contactResponse,
};

/** A description with its figures filled in, each formatted only when it is read. */
function describe(description: string): string {
  const named = placeholderNames(description) as PageTitlePlaceholder[];
  return fillPlaceholders(
    description,
    Object.fromEntries(named.map((name) => [name, figures[name]()])),
    locale,
  );
}

export const routeWords: Readonly<Record<OwnPath, PageWords>> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ words.pages.map(({ path, heading, title, description }) => [
    path,
    description.includes('{')
      ? {
          heading,
          title,
          get description() {
            return describe(description);
          },
        }
      : { heading, title, description },
  ]),
) as Record<OwnPath, PageWords>;

/** Spec §8: the router's fallback for unexpected errors. */
export const unexpectedError: { readonly heading: string } = words.unexpectedError;
