import { priceOnRequest } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';
import { stayTypes } from '../stay-types.ts';

export const accommodationsRequest = {
  kind: 'accommodations',
  path: '/booking/accommodations',
  eyebrow: 'Forest accommodation',
  intro:
    'Wake up a short walk from the spa: Wellness Suites, Garden Villas and Beehive Pods among the cork oaks. Tell us your dates and who is coming.',
  hero: 'hero-booking',
  subject: 'a stay',
  included: [
    'Organic linens and natural bedding',
    'Filtered water throughout',
    'Air purity measured in every room',
    'A wellness kit waiting for you',
  ],
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'stay',
      label: 'Accommodation',
      options: stayTypes.map((stay) => ({ value: stay.id, label: stay.title })),
    },
    { kind: 'date', name: 'arrival', label: 'Arrival date' },
    { kind: 'date', name: 'departure', label: 'Departure date', after: 'arrival' },
    { kind: 'count', name: 'adults', label: 'Adults', min: 1, max: 6, initial: 2 },
    { kind: 'count', name: 'children', label: 'Children', min: 0, max: 6, initial: 0 },
  ],
} as const satisfies RequestPage;
