import { arrivalTime, circuitOption, guests, priceOnRequest, visitDate } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';
import { spaSequences } from '../spa-sequences.ts';

export const spaRequest = {
  kind: 'spa',
  path: '/booking/spa',
  eyebrow: 'Spa day',
  intro:
    'Tell us the day and how you would like to spend it: free in the circuit, or along one of our guided sequences. We will have robes warm and the tea on.',
  hero: 'hero-spa',
  subject: 'a spa day',
  included: [
    'Every station of the thermal circuit',
    'One touchless therapy',
    'Robe, towels and slippers',
    'The tea house and rest zones',
  ],
  price: priceOnRequest,
  fields: [
    visitDate,
    arrivalTime,
    guests(),
    {
      kind: 'choice',
      name: 'journey',
      label: 'Circuit or guided journey',
      options: [
        circuitOption,
        ...spaSequences.items.map((item) => ({
          value: item.id,
          label: `Guided: ${item.title}`,
          hint: item.duration,
        })),
      ],
    },
  ],
} as const satisfies RequestPage;
