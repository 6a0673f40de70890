import * as v from 'valibot';
import { euros, hours } from './common.ts';

const ritual = (title: string) =>
  v.pipe(v.object({ euros, hours }), v.title(title), v.description('Its price and length'));
const startingPrice = (title: string) =>
  v.pipe(
    v.object({
      euros: v.pipe(euros, v.title('From, in euros'), v.description('Per person, VAT included')),
    }),
    v.title(title),
  );

/** The only prices the site states; every page that shows one reads it from here. */
export const pricesSchema = v.object({
  thermalSanctuaryJourney: ritual('Thermal Sanctuary Journey'),
  alentejoEarthRitual: ritual('Alentejo Earth Ritual'),
  dayPassFrom: startingPrice('Day pass'),
  treatmentPackagesFrom: startingPrice('Treatment packages'),
});

export type Prices = v.InferOutput<typeof pricesSchema>;
