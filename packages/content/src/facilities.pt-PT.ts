/** The floor plan's facilities and their categories in European Portuguese. */
import { capacities, guestAges, temperatures } from './constants.ts';
import { elementalShowers } from './claims.ts';
import type * as en from './facilities.ts';
import {
  capitalise,
  describeTemperature,
  formatTemperature,
  listOf,
  numberWord,
} from './format.ts';
import type { Words } from './words.ts';

const locale = 'pt-PT';
const people = (count: number) => `${String(count)} pessoas`;
const upTo = (count: number) => `Até ${people(count)}`;
const infraredRoom = `Espaço para ${numberWord(capacities.infraredSaunaGuests, locale, 'feminine')} pessoas`;

export const facilities: Words<typeof en.facilities> = [
  {
    id: 'touchless-entry',
    name: 'Entrada sem contacto',
    description:
      'A entrada do circuito. As portas abrem-se à sua passagem e a pulseira faz o resto. O primeiro toque é o ar das colinas, não um puxador.',
    features: ['Acesso com pulseira', 'Cacifos e roupões', 'Mapa e horários do circuito'],
    category: 'touchless',
    icon: 'map-pin',
    position: { top: 92, left: 73 },
  },
  {
    id: 'touchless-treatment-hut',
    name: 'Cabana de tratamentos sem contacto',
    description:
      'O seu tratamento sem contacto, incluído no passe Sanctum Flow. Recoste-se e escolha um de três: Hydrojet, Wavetouch ou Banho Mineral.',
    features: ['Hydrojet, Wavetouch ou Banho Mineral', 'Incluído no passe', 'Sessão de 20 minutos'],
    category: 'touchless',
    icon: 'sparkle',
    image: 'facility-touchless-treatment-hut',
    position: { top: 10, left: 94 },
  },
  {
    id: 'sanctum-building',
    name: 'Edifício do Sanctum',
    description:
      'O coração de pedra do spa: receção, balneários e a equipa de acolhimento, que ajuda a desenhar o seu dia. Todos os caminhos do circuito começam e terminam aqui.',
    features: ['Receção e acolhimento', 'Balneários', 'Recanto de leitura tranquilo'],
    category: 'arrival',
    icon: 'users',
    position: { top: 84, left: 79 },
  },
  {
    id: 'event-sauna',
    name: 'Sauna de cerimónias',
    description: `A nossa maior sauna, pensada para o ritual aufguss: vapor aromático com toalha, ao som de música. ${upTo(capacities.eventSaunaGuests)} sentam-se nos seus bancos em degraus.`,
    features: [
      upTo(capacities.eventSaunaGuests),
      'Rituais aufguss a cada hora',
      'Bancos de cedro em degraus',
    ],
    category: 'sauna',
    guidance: 'sauna',
    icon: 'flame',
    image: 'facility-event-sauna',
    position: { top: 14, left: 43 },
  },
  {
    id: 'event-hammam',
    name: 'Hammam de cerimónias',
    description: `Um banho de vapor abobadado, em mármore morno, onde se realizam rituais de espuma e esfoliação, até ${people(capacities.eventHammamGuests)} de cada vez.`,
    features: [
      upTo(capacities.eventHammamGuests),
      'Bancos de mármore morno',
      'Rituais de espuma e esfoliação',
    ],
    category: 'steam',
    guidance: 'steamRoom',
    icon: 'steam',
    image: 'facility-event-hammam',
    position: { top: 44, left: 43 },
  },
  {
    id: 'hay-relaxation-space',
    name: 'Espaço de descanso no feno',
    description:
      'Descanse em camas de feno doce do prado, sob um telhado de madeira. O aroma quente da erva abranda a respiração depois do calor das saunas.',
    features: [
      'Camas de feno do prado',
      'Telhado de madeira, lados abertos',
      'Mantas para os dias mais frescos',
    ],
    category: 'play',
    icon: 'bed',
    image: 'facility-hay-relaxation-space',
    position: { top: 51, left: 92 },
  },
  {
    id: 'infrared-sauna-1',
    name: 'Sauna de infravermelhos I',
    description: `Calor suave de infravermelhos, de ${describeTemperature(temperatures.infraredSauna, locale)}, que aquece o corpo por dentro. Para quem prefere uma sauna mais branda.`,
    features: [
      formatTemperature(temperatures.infraredSauna, locale),
      'Calor suave e uniforme',
      infraredRoom,
    ],
    category: 'sauna',
    guidance: 'infraredSauna',
    icon: 'sun',
    image: 'facility-infrared-sauna-1',
    position: { top: 12, left: 52 },
  },
  {
    id: 'infrared-sauna-2',
    name: 'Sauna de infravermelhos II',
    description: `Uma segunda cabine de infravermelhos, de ${describeTemperature(temperatures.infraredSauna, locale)}, com janela para os sobreiros: veja a luz mudar enquanto aquece.`,
    features: [
      formatTemperature(temperatures.infraredSauna, locale),
      'Vista para os sobreiros',
      infraredRoom,
    ],
    category: 'sauna',
    guidance: 'infraredSauna',
    icon: 'sun',
    position: { top: 12, left: 57 },
  },
  {
    id: 'rural-sauna-pond',
    name: 'Sauna rural junto à lagoa',
    description:
      'Uma sauna de barril aquecida a lenha, à beira da lagoa. Saia do calor e desça pelo pontão diretamente para a água fresca.',
    features: ['Sauna de barril a lenha', 'Pontão para a lagoa', 'Canto dos pássaros, sem música'],
    category: 'sauna',
    guidance: 'sauna',
    icon: 'flame',
    image: 'facility-rural-sauna-pond',
    position: { top: 26, left: 42 },
  },
  {
    id: 'vitality-pool-restaurant',
    name: 'Restaurante da piscina de vitalidade',
    description:
      'Pratos da estação, da nossa horta e do Alentejo, servidos no terraço sobre a piscina de vitalidade. Pode vir de roupão.',
    features: ['Da horta para a mesa', 'Terraço sobre a piscina', 'Roupões bem-vindos'],
    category: 'nourish',
    icon: 'utensils',
    position: { top: 68, left: 70 },
  },
  {
    id: 'vitality-pool-bar',
    name: 'Bar da piscina de vitalidade',
    description:
      'Um bar onde se chega a nado: sumos prensados a frio, tónicos de ervas e águas minerais, servidos à beira da piscina de vitalidade.',
    features: ['Sumos prensados a frio', 'Tónicos de ervas', 'Balcão dentro de água'],
    category: 'nourish',
    icon: 'cup',
    image: 'facility-vitality-pool-bar',
    position: { top: 70, left: 62 },
  },
  {
    id: 'walk-through-cold-plunge',
    name: 'Canal de água fria',
    description: `Um canal de pedra com água de nascente, de ${describeTemperature(temperatures.coldPlunge, locale)}. Percorra-o passo a passo, ou mergulhe e saia a cantar.`,
    features: [
      formatTemperature(temperatures.coldPlunge, locale),
      'Entre ao seu ritmo',
      'Corrimão de uma ponta à outra',
    ],
    category: 'cooling',
    guidance: 'coldPlunge',
    icon: 'snowflake',
    image: 'facility-walk-through-cold-plunge',
    position: { top: 41, left: 59 },
  },
  {
    id: 'rinse-showers-sauna',
    name: 'Duches junto às saunas',
    description:
      'Duches de chuva ao ar livre, junto ao pátio das saunas, para se lavar antes de entrar e se refrescar ao sair.',
    features: ['Duches de chuva ao ar livre', 'Água morna e fria', 'Junto ao pátio das saunas'],
    category: 'cooling',
    icon: 'droplet',
    position: { top: 26, left: 52 },
  },
  {
    id: 'larger-rinse-shower-mud',
    name: 'Duche do ritual de lama',
    description:
      'Um amplo duche de pedra junto ao terraço da lama, onde a argila vermelha do Alentejo sai da pele depois de secar ao sol.',
    features: ['Rituais de lama e esfoliação', 'Terraço ao sol para secar', 'Amplo duche de pedra'],
    category: 'scrub',
    icon: 'mountain',
    position: { top: 44, left: 48 },
  },
  {
    id: 'biopool-sauna-hammam',
    name: 'Piscina biológica do pátio das saunas',
    description: `Uma piscina filtrada por plantas, de ${describeTemperature(temperatures.biopool, locale)}, entre as saunas e o hammam. Limpam-na juncos e pedras, sem químicos.`,
    features: [
      formatTemperature(temperatures.biopool, locale),
      'Filtrada por plantas',
      'Entre a sauna e o hammam',
    ],
    category: 'cooling',
    guidance: 'biopool',
    icon: 'wave',
    position: { top: 52, left: 17 },
  },
  {
    id: 'nature-biolake-immersive',
    name: 'Lago natural',
    description:
      'Um lago vivo para nadar devagar entre nenúfares e libélulas. Os caniçais mantêm a água límpida e a margem oposta pertence às garças.',
    features: ['Banho natural', 'Filtragem por caniçais', 'Plataforma de madeira para banhos'],
    category: 'cooling',
    guidance: 'biolake',
    icon: 'water',
    image: 'facility-nature-biolake-immersive',
    position: { top: 20, left: 14 },
  },
  {
    id: 'earth-onsen',
    name: 'Onsen da terra',
    description: `Piscinas de água mineral quente, de ${describeTemperature(temperatures.earthOnsen, locale)}, encaixadas na encosta, rodeadas de pedra local e abertas ao céu.`,
    features: [formatTemperature(temperatures.earthOnsen, locale), 'Água mineral', 'A céu aberto'],
    category: 'hot',
    guidance: 'onsen',
    icon: 'steam',
    image: 'facility-earth-onsen',
    position: { top: 61, left: 36 },
  },
  {
    id: 'sky-bathing-floatation',
    name: 'Flutuação sob o céu',
    description:
      'Flutue em água salgada morna, a céu aberto: nuvens de dia e, à noite, as estrelas de um dos céus mais escuros da Europa.',
    features: ['Flutuação sob as estrelas', 'Água salgada morna', 'Sessões ao fim do dia'],
    category: 'hot',
    guidance: 'floatation',
    icon: 'moon',
    image: 'facility-sky-bathing-floatation',
    position: { top: 21, left: 27 },
  },
  {
    id: 'private-hot-baths-single',
    name: 'Banho quente privado',
    description:
      'Uma banheira de pedra quente para uma pessoa, resguardada por sebes de alecrim. Reserve meia hora tranquila só para si.',
    features: ['Para uma pessoa', 'Resguardado por sebes', 'Reservas de meia hora'],
    category: 'hot',
    guidance: 'hotBath',
    icon: 'water',
    position: { top: 73, left: 48 },
  },
  {
    id: 'private-hot-baths-multi',
    name: 'Banhos quentes privados para duas ou mais pessoas',
    description: `Banhos privados maiores, para casais, amigos e famílias com filhos a partir dos ${String(guestAges.wholeCircuit)} anos, cada um com o seu portão e vista para o vale.`,
    features: ['Para casais e pequenos grupos', 'Portão privado', 'Vista para o vale'],
    category: 'hot',
    guidance: 'hotBath',
    icon: 'water',
    position: { top: 62, left: 46 },
  },
  {
    id: 'plunge-pools-biohacking',
    name: 'Tanques de imersão de biohacking',
    description:
      'Tanques de água quente e fria, lado a lado, para terapia de contraste. Alterne entre eles para despertar a circulação e aguçar a mente.',
    features: [
      'Quente e frio lado a lado',
      'Rondas de contraste cronometradas',
      'Indicações na parede',
    ],
    category: 'cooling',
    guidance: 'plungePools',
    icon: 'snowflake',
    position: { top: 50, left: 58 },
  },
  {
    id: 'premium-waiting-room',
    name: 'Sala de espera dos tratamentos',
    description:
      'Uma sala serena, de linho e argila, onde aguarda o seu tratamento com um chá de ervas e vista para o jardim.',
    features: ['Chá de ervas', 'Vista para o jardim', 'Encontro com o terapeuta'],
    category: 'treatment',
    icon: 'cup',
    position: { top: 20, left: 76 },
  },
  {
    id: 'premium-treatment-huts',
    name: 'Cabanas de colmo para tratamentos',
    description:
      'Cabanas de colmo entre as oliveiras, para as nossas massagens e rituais mais longos, de portas abertas à brisa.',
    features: ['Massagens emblemáticas', 'Entre as oliveiras', 'Portas abertas à brisa'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 85 },
  },
  {
    id: 'premium-couples-treatment',
    name: 'Cabana de tratamentos para casais',
    description:
      'Uma cabana com duas marquesas lado a lado, para uma massagem partilhada com quem mais gosta. No fim, um chá no seu próprio terraço.',
    features: ['Duas marquesas lado a lado', 'Terraço privado', 'Chá no fim'],
    category: 'treatment',
    icon: 'heart',
    position: { top: 10, left: 90 },
  },
  {
    id: 'treatment-room-1',
    name: 'Sala de tratamentos 1',
    description:
      'Uma sala tranquila, de paredes caiadas, para massagens e tratamentos de corpo, com piso aquecido.',
    features: ['Massagens e tratamentos de corpo', 'Piso aquecido', 'Luz natural suave'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 68 },
  },
  {
    id: 'treatment-room-2',
    name: 'Sala de tratamentos 2',
    description:
      'Uma sala para tratamentos de rosto e rituais de pele, com ervas e óleos da nossa terra.',
    features: ['Rosto e rituais de pele', 'Ervas da nossa terra', 'Luz natural suave'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 72 },
  },
  {
    id: 'treatment-room-3',
    name: 'Sala de tratamentos 3',
    description:
      'Uma sala para reflexologia e terapias energéticas, com janela para os canteiros de alfazema.',
    features: ['Reflexologia e terapias energéticas', 'Vista para a alfazema', 'Piso aquecido'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 77 },
  },
  {
    id: 'treatment-room-4',
    name: 'Sala de tratamentos 4',
    description:
      'Uma sala para massagem desportiva e de tecidos profundos, depois de uma manhã de ténis ou padel.',
    features: ['Massagem profunda e desportiva', 'Espaço para alongamentos', 'Piso aquecido'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 81 },
  },
  {
    id: 'tea-house',
    name: 'Casa de chá tradicional',
    description:
      'Uma casa de chá baixa junto ao jardim, onde os chás de ervas silvestres e flores se servem devagar e se bebem devagar.',
    features: ['Chás de ervas silvestres e flores', 'Chá servido sem pressa', 'Lugares no jardim'],
    category: 'nourish',
    icon: 'cup',
    image: 'facility-tea-house',
    position: { top: 33, left: 77 },
  },
  {
    id: 'private-sanctum-space',
    name: 'Santuário privado',
    description:
      'Um pavilhão recolhido para meditação, respiração guiada ou, simplesmente, para estar um pouco a sós. Reserva-se à hora.',
    features: ['Meditação e respiração guiada', 'Reserva à hora', 'Pavilhão recolhido'],
    category: 'play',
    icon: 'wind',
    position: { top: 84, left: 73 },
  },
  {
    id: 'food-truck-van',
    name: 'Carrinha do jardim',
    description:
      'Uma carrinha antiga no prado, que serve tortilhas recheadas, taças e gelados feitos com fruta do pomar.',
    features: ['Refeições leves para levar', 'Gelados de fruta do pomar', 'Mantas de piquenique'],
    category: 'nourish',
    icon: 'car',
    position: { top: 82, left: 11 },
  },
  {
    id: 'celestial-cinema',
    name: 'Cinema celeste',
    description: `Um pequeno cinema de sofás amplos, para filmes sobre a natureza e as estrelas. ${upTo(capacities.cinemaGuests)} por sessão.`,
    features: [upTo(capacities.cinemaGuests), 'Filmes de natureza e de céu', 'Mantas e sofás'],
    category: 'entertain',
    icon: 'star',
    image: 'facility-celestial-cinema',
    position: { top: 35, left: 90 },
  },
  {
    id: 'lounger-zones',
    name: 'Zonas de espreguiçadeiras',
    description:
      'Espreguiçadeiras à sombra dos sobreiros e ao sol, espalhadas pelo circuito: há sempre onde se deitar.',
    features: ['Sol e sombra', 'Ao longo de todo o circuito', 'Toalhas em cada zona'],
    category: 'play',
    icon: 'sun',
    position: { top: 51, left: 81 },
  },
  {
    id: 'beehive-space',
    name: 'Espaço das colmeias',
    description:
      'Descanse junto às nossas colmeias, atrás de uma rede fina, e respire o ar morno da colónia. Depois, o nosso apicultor conta como as abelhas cuidam da terra.',
    features: ['Respirar o ar da colmeia', 'Conversas com o apicultor', 'Prova de mel'],
    category: 'entertain',
    icon: 'tree',
    image: 'facility-beehive-space',
    position: { top: 64, left: 84 },
  },
  {
    id: 'elemental-showers',
    name: 'Duches dos elementos',
    description: `Um ${elementalShowers.group} de duches, um para cada elemento: ${listOf(elementalShowers.elements, locale)}.`,
    features: [
      `${capitalise(numberWord(elementalShowers.elements.length, locale), locale)} duches, um por elemento`,
      capitalise(listOf(elementalShowers.elements, locale), locale),
      'Entre as saunas e as piscinas',
    ],
    category: 'cooling',
    icon: 'droplet',
    position: { top: 52, left: 62 },
  },
];
