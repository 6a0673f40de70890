import { arrivalTime, guests, priceOnRequest, visitDate } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';

export const spaFormRequest = {
  kind: 'spa-form',
  path: '/booking/spa-form',
  eyebrow: 'Self-guided journey',
  intro:
    'The circuit at your own pace: sauna, cold plunge, onsen and rest in whatever order feels right. Tell us when you are coming and how many you are.',
  hero: 'hero-spa',
  subject: 'a self-guided spa day',
  included: [
    'Every station of the circuit',
    'One touchless therapy included',
    'Tea house and rest zones',
    'Robe, towels and slippers',
  ],
  price: priceOnRequest,
  fields: [visitDate, arrivalTime, guests()],
} as const satisfies RequestPage;
