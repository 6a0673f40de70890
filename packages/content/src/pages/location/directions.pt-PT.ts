/** The Directions page's words in European Portuguese. */
import { travelTimes } from '../../constants.ts';
import { travelPlaces } from '../../claims.ts';
import { formatHours } from '../../format.ts';
import type { Words } from '../../words.ts';
import type { DirectionsRoute } from './directions.ts';
import type * as en from './directions.ts';

type TravelId = (typeof travelTimes)[number]['id'];

const fromWord: Record<TravelId, string> = { faro: 'Do', lisbon: 'Do', seville: 'De' };

function byRoad(id: TravelId, steps: readonly string[]): DirectionsRoute {
  const travel = travelTimes.find((t) => t.id === id);
  if (!travel) throw new Error(`No travel time for "${id}"`);
  return {
    id,
    heading: `${fromWord[id]} ${travelPlaces[travel.id]}`,
    time: formatHours(travel.hours, 'pt-PT'),
    steps,
  };
}

export const directionsPage: Words<typeof en.directionsPage> = {
  intro:
    'Venha como vier, os últimos quilómetros são os mesmos: uma estrada rural tranquila entre sobreiros e olivais, e um portão num muro branco.',
  car: {
    heading: 'De carro',
    intro:
      'As estradas são boas e quase vazias durante a maior parte do caminho. Siga as indicações para Évora e, depois, a estrada rural até às colinas; há estacionamento no local.',
    timeLabel: 'Cerca de',
    routes: [
      byRoad('faro', [
        'Saia do aeroporto pela A22 em direção a Espanha e, depois, siga pela A2 para norte, em direção a Lisboa.',
        'Perto de Castro Verde, deixe a A2 e siga pelo IP2 para norte, por Beja e pelas vastas planícies, até Évora.',
        'Em Évora, siga a estrada rural até às colinas e ao nosso portão.',
      ]),
      byRoad('lisbon', [
        'Atravesse o Tejo pela Ponte Vasco da Gama e siga pela A6 para leste, em direção a Évora e a Espanha.',
        'Saia da autoestrada em Évora e contorne as muralhas da cidade antiga.',
        'Siga a estrada rural até às colinas e ao nosso portão.',
      ]),
      byRoad('seville', [
        'Siga pela N-433 para noroeste, através da serra de Aracena, até à fronteira em Rosal de la Frontera.',
        'Já em Portugal, continue por Serpa e Beja, pelas estradas em direção a Évora.',
        'Antes de Évora, vire para as colinas e siga a estrada rural até ao nosso portão.',
      ]),
    ],
  },
  train: {
    heading: 'De comboio e transfer',
    intro:
      'Há comboios confortáveis de Lisboa para Évora várias vezes por dia, e o nosso transfer espera por si na estação.',
    steps: [
      'Apanhe o comboio Intercidades em Lisboa Oriente ou Entrecampos, com destino a Évora.',
      'Indique-nos o seu comboio quando reservar: o nosso transfer espera por si à chegada, na estação de Évora.',
      'A viagem da estação até às colinas é curta, e o seu quarto estará pronto quando chegar.',
    ],
  },
  address: {
    heading: 'A nossa morada',
    intro: 'Para a aplicação de navegação, ou para quem pedir indicações na aldeia.',
    mapLabel: 'Abrir no mapa',
  },
  transfer: {
    heading: 'Prefere não conduzir?',
    intro:
      'Um motorista pode esperar por si nas chegadas, em Faro, Lisboa ou Sevilha, e fazer a viagem até à nossa porta.',
    actions: [
      { label: 'Pedir um transfer', href: '/location/transfer' },
      { label: 'Voltar à localização', href: '/location' },
    ],
  },
};
