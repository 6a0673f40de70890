/** The private transfer page's words and request form in European Portuguese. */
import { travelTimes } from '../../constants.ts';
import { travelPlaces } from '../../claims.pt-PT.ts';
import { capitalise, formatHours } from '../../format.ts';
import { priceOnRequest } from '../../requests.ts';
import { siteConfig } from '../../site.ts';
import type { Words } from '../../words.ts';
import type * as en from './transfer.ts';

export const transferRequest: Words<typeof en.transferRequest> = {
  kind: 'transfer',
  path: '/location/transfer',
  eyebrow: 'Transfer privado',
  intro:
    'Um motorista espera por si nas chegadas, em Faro, Lisboa ou Sevilha, e faz a viagem até à nossa porta, com água e uma toalha fresca para o caminho.',
  hero: 'hero-location',
  subject: 'um transfer privado',
  included: [
    'Um motorista à sua espera nas chegadas, com o seu nome',
    'De porta a porta, bagagem incluída',
    'Água e uma toalha fresca para o caminho',
    'Acompanhamos o seu voo: se aterrar mais tarde, o motorista espera',
  ],
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'from',
      label: 'Ponto de partida',
      options: travelTimes.map((time) => ({
        value: time.id,
        label: capitalise(travelPlaces[time.id], 'pt-PT'),
        hint: `Cerca de ${formatHours(time.hours, 'pt-PT')} por estrada`,
      })),
    },
    { kind: 'date', name: 'date', label: 'Data de chegada' },
    { kind: 'time', name: 'time', label: 'Hora de aterragem ou de chegada' },
    { kind: 'count', name: 'passengers', label: 'Passageiros', min: 1, max: 8, initial: 2 },
  ],
};

export const transferPage: Words<typeof en.transferPage> = {
  timesHeading: 'Tempos de viagem',
  timesIntro: 'Por estrada até à porta, a partir dos aeroportos e de Sevilha.',
  timesLabel: 'Tempos de viagem por estrada',
  times: /* @__PURE__ */ travelTimes.map((time) => ({
    id: time.id,
    place: capitalise(travelPlaces[time.id], 'pt-PT'),
    value: formatHours(time.hours, 'pt-PT'),
  })),
  howHeading: 'Como pedir',
  how: [
    'Indique onde aterra, o dia e a hora.',
    `Reveja o pedido e envie-o por ${siteConfig.messagingApp} ou e-mail.`,
    'Confirmamos o motorista e o preço, e esperamos por si nas chegadas.',
  ],
};
