/** The spa circuit's stations in European Portuguese. */
import { capacities, temperatures } from '../constants.ts';
import { elementalShowers } from '../claims.ts';
import { capitalise, formatTemperature, listOf, numberWord } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './spa-stations.ts';

export const touchlessOptions: Words<typeof en.touchlessOptions> = [
  'Hydrojet',
  'Wavetouch',
  'Banho Mineral',
] as const;

const temperature = (range: { min: number; max: number }) => formatTemperature(range, 'pt-PT');

export const spaSections: Words<typeof en.spaSections> = [
  {
    id: 'sauna-rooms',
    title: 'Salas de sauna',
    category: 'sauna',
    icon: 'flame',
    body: 'Calor seco entre cedro e pinho, desde as sessões cerimoniais na sauna de cerimónias ao crepitar tranquilo da sauna de barril a lenha, junto à lagoa.',
    stations: [
      {
        name: 'Sauna de cerimónias',
        detail: `Rituais aufguss, vapor aromático com toalha, ao som de música, para até ${String(capacities.showSaunaGuests)} pessoas.`,
        guidance: 'sauna',
      },
      {
        name: 'Sauna de barril',
        detail: 'Aquecida a lenha, à beira da lagoa, com um pontão para mergulhar na água fresca.',
        guidance: 'sauna',
      },
      {
        name: 'Saunas de infravermelhos',
        detail: `${capitalise(numberWord(capacities.infraredSaunas, 'pt-PT', 'feminine'), 'pt-PT')} cabinas de calor infravermelho suave, a ${temperature(temperatures.infraredSauna)}.`,
        guidance: 'infraredSauna',
      },
    ],
    image: 'facility-event-sauna',
  },
  {
    id: 'steam-room',
    title: 'Banho de vapor',
    category: 'steam',
    icon: 'steam',
    body: 'Um hammam em cúpula, de mármore morno e vapor de eucalipto, que abre a respiração e amacia a pele.',
    stations: [
      {
        name: 'Hammam',
        detail: `Mármore morno, vapor de eucalipto e rituais de espuma, para até ${String(capacities.eventHammamGuests)} pessoas.`,
        guidance: 'steamRoom',
      },
    ],
    image: 'facility-event-hammam',
  },
  {
    id: 'mud-and-scrub',
    title: 'Rituais de lama e esfoliação',
    category: 'scrub',
    icon: 'mountain',
    body: 'Cubra-se de argila vermelha do Alentejo, deixe-a secar ao sol e, depois, esfolie e lave a pele sob o amplo duche de pedra. Dias depois, a pele ainda se lembra.',
    stations: [
      { name: 'Terraço de argila', detail: 'Argila vermelha das nossas colinas, seca ao sol.' },
      {
        name: 'Esfoliação de sal e azeite',
        detail: 'Sal marinho e azeite, para uma pele macia e quente.',
      },
      { name: 'Duche de lama', detail: 'Um amplo duche de pedra para lavar a terra.' },
    ],
  },
  {
    id: 'foot-and-facial',
    title: 'Terapias para pés e rosto',
    category: 'foot',
    icon: 'droplet',
    body: 'Pequenos rituais com grande efeito: vapor de ervas para o rosto, água e pedra para os pés cansados.',
    stations: [
      { name: 'Vapor facial', detail: 'Taças de vapor de ervas, com alecrim e lavanda.' },
      {
        name: 'Massagem de água para os pés',
        detail: 'Jatos de água morna ao longo da planta dos pés.',
      },
      { name: 'Banhos de pés', detail: 'Bacias mornas de sal e ervas, junto ao jardim.' },
      {
        name: 'Caminho Kneipp',
        detail: `Um caminho de água fria e seixos do rio que liga ${String(capacities.kneippBiopools)} piscinas biológicas.`,
        guidance: 'kneippWalk',
      },
    ],
  },
  {
    id: 'salt-therapy',
    title: 'Terapia de sal',
    category: 'salt',
    icon: 'wind',
    body: 'Respire devagar numa sala forrada de blocos de sal dos Himalaias, iluminados por dentro como brasas.',
    stations: [
      {
        name: 'Sala de sal dos Himalaias',
        detail: `Até ${numberWord(capacities.saltRoomGuests, 'pt-PT', 'feminine')} pessoas de cada vez, para respirar em silêncio.`,
      },
    ],
  },
  {
    id: 'cooling',
    title: 'Tratamentos de frio',
    category: 'cooling',
    icon: 'snowflake',
    body: 'Depois do calor, o frio: todas as formas que conhecemos de arrefecer o corpo e despertar a mente.',
    stations: [
      {
        name: 'Névoa fria',
        detail: 'Um nevoeiro fino e fresco, para atravessar depois da sauna.',
        guidance: 'coldMist',
      },
      {
        name: 'Tanque de água fria',
        detail: `Um canal de água de nascente a ${temperature(temperatures.coldPlunge)}, para atravessar a pé.`,
        guidance: 'coldPlunge',
      },
      {
        name: 'Piscina biológica',
        detail: `Uma piscina filtrada por plantas, a ${temperature(temperatures.biopool)}.`,
        guidance: 'biopool',
      },
      {
        name: 'Duches dos elementos',
        detail: `Um ${elementalShowers.group} de duches: ${listOf(elementalShowers.elements, 'pt-PT')}.`,
      },
    ],
    image: 'facility-walk-through-cold-plunge',
  },
  {
    id: 'hot-baths',
    title: 'Banhos quentes',
    category: 'hot',
    icon: 'water',
    body: 'Água quente e descanso profundo: piscinas para se recostar o tempo que quiser.',
    stations: [
      {
        name: 'Piscina de hidroterapia',
        detail: 'Jatos e correntes para as costas e os ombros.',
        guidance: 'hydrotherapyPool',
      },
      {
        name: 'Piscinas onsen',
        detail: `Piscinas minerais a ${temperature(temperatures.earthOnsen)}, a céu aberto.`,
        guidance: 'onsen',
      },
      {
        name: 'Piscinas privadas e para casais',
        detail: 'Banhos quentes com portão próprio, para uma pessoa, duas ou um pequeno grupo.',
        guidance: 'hotBath',
      },
    ],
    image: 'facility-earth-onsen',
  },
  {
    id: 'vitality-pool-bar',
    title: 'Bar de vitalidade na piscina',
    category: 'nourish',
    icon: 'cup',
    body: 'Chegue ao balcão a nado e peça um sumo prensado a frio, um tónico de ervas ou simplesmente um copo de água mineral da nossa nascente.',
    stations: [
      { name: 'Balcão na piscina', detail: 'Sumos, tónicos e água de nascente.' },
      {
        name: 'Restaurante do terraço',
        detail: 'Pratos da estação sobre a piscina; pode vir de roupão.',
      },
    ],
    image: 'facility-vitality-pool-bar',
  },
  {
    id: 'guided-by-nature',
    title: 'Com a natureza como guia',
    icon: 'leaf',
    body: 'Os nossos anfitriões conduzem pequenas caminhadas, respiração guiada e banhos de floresta entre os espaços do circuito. Assim, a própria terra passa a fazer parte dele.',
    stations: [
      { name: 'Banho de floresta', detail: 'Uma caminhada lenta sob os sobreiros.' },
      {
        name: 'Respiração guiada',
        detail: 'Sessões de manhã e ao fim do dia, junto ao lago natural.',
      },
    ],
  },
  {
    id: 'stargazing-float',
    title: 'Flutuação sob as estrelas',
    category: 'hot',
    icon: 'moon',
    body: 'Depois de escurecer, flutue em água salgada morna e veja girar por cima de si as estrelas de um dos céus mais escuros da Europa.',
    stations: [
      {
        name: 'Flutuação a céu aberto',
        detail: 'Água salgada morna, céu aberto, sessões ao anoitecer.',
        guidance: 'floatation',
      },
    ],
    image: 'facility-sky-bathing-floatation',
  },
  {
    id: 'open-air-kitchen',
    title: 'Aulas de cozinha ao ar livre',
    category: 'nourish',
    icon: 'utensils',
    body: 'Cozinhe com os nossos chefs no jardim: fermentados, pão do forno a lenha e o que fazer com um cesto de ervas acabadas de colher.',
    stations: [
      {
        name: 'Cozinha do jardim',
        detail: 'Aulas em pequenos grupos, à volta do forno a lenha.',
      },
    ],
  },
  {
    id: 'play-and-rest',
    title: 'Zonas de lazer e descanso',
    category: 'play',
    icon: 'sun',
    body: 'Entre sessões, descanse: camas de feno do prado, espreguiçadeiras ao sol e à sombra, e pavilhões para estar a sós durante algum tempo.',
    stations: [
      {
        name: 'Espaço de relaxamento no feno',
        detail: 'Feno doce do prado, sob um telhado de madeira.',
      },
      { name: 'Zonas de espreguiçadeiras', detail: 'Sol e sombra à volta de todo o circuito.' },
      { name: 'Santuário privado', detail: 'Um pavilhão recolhido, reservado à hora.' },
    ],
  },
  {
    id: 'entertain-and-educate',
    title: 'Entretenimento e aprendizagem',
    category: 'entertain',
    icon: 'star',
    body: 'Um pequeno cinema de sofás fundos, para filmes sobre a natureza e as estrelas, e conversas com quem cuida da terra.',
    stations: [
      {
        name: 'Cinema celeste',
        detail: `Até ${numberWord(capacities.cinemaGuests, 'pt-PT', 'feminine')} pessoas por sessão.`,
      },
      { name: 'Espaço colmeia', detail: 'Respirar o ar da colmeia e ouvir o apicultor.' },
    ],
    image: 'facility-celestial-cinema',
  },
  {
    id: 'nourish-and-replenish',
    title: 'Nutrir e revitalizar',
    category: 'nourish',
    icon: 'utensils',
    body: 'O café de bem-estar serve taças, caldos e bolos caseiros ao longo do dia, feitos com o que a horta dá.',
    stations: [
      { name: 'Café de bem-estar', detail: 'Taças, caldos e bolos durante todo o dia.' },
      {
        name: 'Carrinha de comida do jardim',
        detail: 'Tortilhas recheadas e gelados de fruta do pomar, no prado.',
      },
    ],
  },
  {
    id: 'touchless-treatment',
    title: 'Tratamento pessoal sem contacto',
    category: 'touchless',
    icon: 'sparkle',
    body: `Incluído no seu passe Sanctum Flow: um tratamento sem contacto à sua escolha, numa cabana só para si. Escolha ${touchlessOptions[0]}, ${touchlessOptions[1]} ou ${touchlessOptions[2]}.`,
    stations: [
      {
        name: 'Hydrojet',
        detail: 'Jatos de água morna que massajam o corpo através de uma membrana suave.',
      },
      {
        name: 'Wavetouch',
        detail: 'Ondas sonoras suaves que soltam a tensão da cabeça aos pés.',
      },
      {
        name: 'Banho Mineral',
        detail: 'Um banho demorado em sais minerais mornos, a sós e sem pressa.',
      },
    ],
    image: 'facility-touchless-treatment-hut',
  },
  {
    id: 'tea-house',
    title: 'Casa de chá tradicional',
    category: 'nourish',
    icon: 'cup',
    body: 'Uma casa de chá baixa junto ao jardim, onde as infusões de ervas silvestres e flores se servem devagar e se bebem devagar.',
    stations: [{ name: 'Cerimónia do chá', detail: 'Ervas silvestres e flores da nossa terra.' }],
    image: 'facility-tea-house',
  },
  {
    id: 'curated-journey',
    title: 'Pensado como um percurso',
    icon: 'map-pin',
    body: 'O circuito é um anel sem caminho errado, mas um pouco de orientação ajuda. Siga uma das nossas quatro sequências, ou peça ao concierge que desenhe uma para si.',
    stations: [],
  },
];
