/** The private transfer page and its request form in Castilian Spanish. */
import type { Words } from '../../words.ts';
import type * as en from './transfer.ts';
import { travelTimes } from '../../constants.ts';
import { travelPlaces } from '../../claims.es-ES.ts';
import { capitalise, formatHours } from '../../format.ts';
import { priceOnRequest } from '../../requests.ts';
import { siteConfig } from '../../site.ts';

export const transferRequest: Words<typeof en.transferRequest> = {
  kind: 'transfer',
  path: '/location/transfer',
  eyebrow: 'Traslado privado',
  intro:
    'Un conductor te espera en llegadas en Faro, Lisboa o Sevilla y te lleva hasta la puerta, con agua y una toalla fresca para el camino.',
  hero: 'hero-location',
  subject: 'un traslado privado',
  included: [
    'Un conductor te espera en llegadas con tu nombre',
    'De puerta a puerta, equipaje incluido',
    'Agua y una toalla fresca para el camino',
    'Seguimos tu vuelo: si aterrizas tarde, el conductor te espera',
  ],
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'from',
      label: 'Desde',
      options: travelTimes.map((time) => ({
        value: time.id,
        label: capitalise(travelPlaces[time.id], 'es-ES'),
        hint: `Alrededor de ${formatHours(time.hours, 'es-ES')} por carretera`,
      })),
    },
    { kind: 'date', name: 'date', label: 'Fecha de llegada' },
    { kind: 'time', name: 'time', label: 'Hora de aterrizaje o de llegada' },
    { kind: 'count', name: 'passengers', label: 'Pasajeros', min: 1, max: 8, initial: 2 },
  ],
};

export const transferPage: Words<typeof en.transferPage> = {
  timesHeading: 'Tiempos de viaje',
  timesIntro: 'Por carretera hasta la puerta, desde los aeropuertos y desde Sevilla.',
  timesLabel: 'Tiempos de viaje por carretera',
  times: /* @__PURE__ */ travelTimes.map((time) => ({
    id: time.id,
    place: capitalise(travelPlaces[time.id], 'es-ES'),
    value: formatHours(time.hours, 'es-ES'),
  })),
  howHeading: 'Cómo solicitarlo',
  how: [
    'Indica dónde aterrizas, el día y la hora.',
    `Revisa la solicitud y envíala por ${siteConfig.messagingApp} o por correo electrónico.`,
    'Te confirmamos el conductor y el precio, y te esperamos en llegadas.',
  ],
};
