/** The House Rules page's words in European Portuguese. */
import { circuitHours, familyHours, guestAges, treatmentArrivalMinutes } from '../../constants.ts';
import { formatClock, numberWord } from '../../format.ts';
import type { Words } from '../../words.ts';
import type * as en from './etiquette.ts';

const locale = 'pt-PT';
const opens = formatClock(circuitHours.opens, locale);
const closes = formatClock(circuitHours.closes, locale);
const lastEntry = formatClock(circuitHours.lastEntry, locale);
const familyFrom = formatClock(familyHours.from, locale);
const familyTo = formatClock(familyHours.to, locale);
const hoursAfterLastEntry = circuitHours.closes.hour - circuitHours.lastEntry.hour;

export const houseRuleGroups: Words<typeof en.houseRuleGroups> = [
  {
    id: 'hours',
    heading: 'Horário e chegada',
    intro:
      'O circuito tem um só horário para todos, e os hóspedes que ficam connosco aproveitam as piscinas quentes um pouco mais.',
    rules: [
      {
        id: 'circuit-day',
        icon: 'clock',
        title: 'O dia do circuito',
        text: `O circuito abre às ${opens} e fecha às ${closes}, todos os dias do ano.`,
      },
      {
        id: 'last-entry',
        icon: 'calendar',
        title: 'Última entrada',
        text: `Quem vem passar o dia pode entrar até às ${lastEntry}. Ficam ainda ${numberWord(hoursAfterLastEntry, locale, 'feminine')} horas tranquilas antes de o circuito fechar.`,
      },
      {
        id: 'around-the-clock',
        icon: 'moon',
        title: 'Acesso termal 24 horas por dia',
        text: 'Para os hóspedes que ficam connosco, as piscinas quentes nunca fecham. A pulseira do quarto abre o onsen da terra e a piscina de hidroterapia a qualquer hora. Os outros espaços seguem o horário do circuito, e um anfitrião fica de serviço toda a noite no edifício do Sanctum.',
      },
      {
        id: 'treatment-arrival',
        icon: 'spa',
        title: 'Chegar para um tratamento',
        text: `Chegue ${numberWord(treatmentArrivalMinutes, locale)} minutos antes, para mudar de roupa com calma. O terapeuta espera por si na sala de espera, com uma chávena de chá de ervas.`,
      },
    ],
  },
  {
    id: 'quiet',
    heading: 'Silêncio, telemóveis e fotografias',
    intro: 'A maioria dos hóspedes vem pelo silêncio. Alguns acordos simples ajudam a guardá-lo.',
    rules: [
      {
        id: 'quiet-zones',
        icon: 'wind',
        title: 'Zonas de silêncio',
        text: 'A sala de sal dos Himalaias, o espaço de descanso no feno, a casa de chá, o santuário privado e a flutuação sob o céu são para sussurrar, ou para não dizer nada.',
      },
      {
        id: 'lively-corners',
        icon: 'sun',
        title: 'Cantos animados',
        text: 'Converse e ria à vontade no lago natural, na piscina de vitalidade e no seu bar, e nas espreguiçadeiras.',
      },
      {
        id: 'phones',
        icon: 'phone',
        title: 'Telemóveis',
        text: 'Se puder, deixe o telemóvel no cacifo. Em silêncio, pode levá-lo para as espreguiçadeiras, o café e o bar da piscina. Nunca para as saunas, o hammam, as zonas de silêncio ou os balneários.',
      },
      {
        id: 'photographs',
        icon: 'users',
        title: 'Fotografias',
        text: 'Fotografe a paisagem e quem vem consigo, nunca outros hóspedes. Nos balneários, nenhuma fotografia.',
      },
      {
        id: 'aufguss',
        icon: 'flame',
        title: 'Rituais aufguss',
        text: 'Os rituais aufguss da sauna de cerimónias, de vapor aromático com toalha, começam à hora certa. Entre antes de a porta fechar e fique até o mestre de sauna terminar.',
      },
    ],
  },
  {
    id: 'what-to-wear',
    heading: 'Fato de banho e toalhas, zona a zona',
    intro:
      'Casais, amigos e famílias partilham o circuito, por isso o fato de banho fica sempre vestido. O resto depende do espaço.',
    rules: [
      {
        id: 'saunas',
        icon: 'flame',
        title: 'Saunas',
        text: 'Sente-se ou deite-se sobre uma toalha, da cabeça aos pés, para que a pele não toque na madeira. Guarde uma segunda toalha para depois.',
      },
      {
        id: 'hammam',
        icon: 'steam',
        title: 'Hammam',
        text: 'Fato de banho no vapor. Pendure a toalha do lado de fora da porta, onde fica seca para quando sair.',
      },
      {
        id: 'pools',
        icon: 'water',
        title: 'Piscinas e água fria',
        text: 'Só fato de banho. Os roupões e as toalhas esperam nos cabides junto aos degraus.',
      },
      {
        id: 'mud-terrace',
        icon: 'mountain',
        title: 'Terraço da lama',
        text: 'A argila vermelha é generosa na cor: use o seu fato de banho mais antigo, ou o descartável que temos no terraço.',
      },
      {
        id: 'treatment-rooms',
        icon: 'spa',
        title: 'Salas de tratamentos',
        text: 'O terapeuta dá-lhe roupa interior descartável, e o corpo fica sempre coberto. Também pode usar fato de banho.',
      },
      {
        id: 'robes',
        icon: 'cup',
        title: 'Café e terraço da piscina',
        text: 'O roupão sobre o fato de banho seco é bem-vindo no café de bem-estar e no terraço do restaurante da piscina de vitalidade.',
      },
      {
        id: 'towels',
        icon: 'sun',
        title: 'Toalhas em todo o lado',
        text: 'Há toalhas lavadas em cada zona. Leve uma sempre que quiser e deixe as usadas nos cestos.',
      },
    ],
  },
  {
    id: 'showers',
    heading: 'Duches e água límpida',
    intro:
      'São os juncos e as pedras, e não químicos, que mantêm límpidas as piscinas biológicas e o lago natural. E só ficam assim se todos entrarem limpos.',
    rules: [
      {
        id: 'shower-first',
        icon: 'droplet',
        title: 'Primeiro, o duche',
        text: 'Tome duche antes de cada piscina e depois de cada sauna: os duches ficam junto ao pátio das saunas.',
      },
      {
        id: 'after-the-mud',
        icon: 'mountain',
        title: 'Depois da lama',
        text: 'Tire toda a argila no duche do ritual de lama antes de seguir.',
      },
      {
        id: 'creams',
        icon: 'sun',
        title: 'Protetor solar e óleos',
        text: 'Retire-os antes de nadar e volte a aplicá-los depois, nas espreguiçadeiras.',
      },
      {
        id: 'heat-and-wine',
        icon: 'cup',
        title: 'Calor e vinho',
        text: 'O álcool e o calor não combinam. Guarde o vinho para o jantar, depois da última sauna.',
      },
    ],
  },
  {
    id: 'children',
    heading: 'Crianças e horário familiar',
    intro:
      'As famílias são bem-vindas no Alento. O circuito divide o dia entre brincadeira e quietude, para que todos tenham as duas.',
    rules: [
      {
        id: 'family-hours',
        icon: 'users',
        title: 'Horário familiar',
        text: `Todos os dias, das ${familyFrom} às ${familyTo}, as crianças a partir dos ${String(guestAges.familyPools)} anos entram nas piscinas familiares com um adulto: o lago natural, as piscinas biológicas e o caminho Kneipp, e a piscina de vitalidade.`,
      },
      {
        id: 'heat-and-cold',
        icon: 'snowflake',
        title: `Calor e frio a partir dos ${String(guestAges.wholeCircuit)} anos`,
        text: `As saunas, o hammam, a sala de sal, o canal de água fria, os tanques de imersão, os banhos quentes, o onsen e a flutuação são para hóspedes a partir dos ${String(guestAges.wholeCircuit)} anos, a qualquer hora.`,
      },
      {
        id: 'kids-path',
        icon: 'child',
        title: 'O Trilho das Crianças',
        text: `Para crianças dos ${String(guestAges.kidsPath.min)} aos ${String(guestAges.kidsPath.max)} anos, no horário familiar: trilhos na natureza, construção de cabanas e rituais suaves com os nossos anfitriões, enquanto descansa.`,
      },
      {
        id: 'youngest-guests',
        icon: 'heart',
        title: 'Os hóspedes mais pequenos',
        text: `As crianças com menos de ${String(guestAges.familyPools)} anos são bem-vindas nos jardins, no restaurante e em todas as estadias, mas ainda não na água do circuito.`,
      },
      {
        id: 'after-family-hours',
        icon: 'moon',
        title: 'Depois do horário familiar',
        text: `A partir das ${familyTo}, o circuito é dos hóspedes com ${String(guestAges.wholeCircuit)} anos ou mais, e o silêncio regressa.`,
      },
    ],
  },
  {
    id: 'lockers',
    heading: 'Cacifos e objetos de valor',
    intro: 'O circuito foi pensado para se percorrer de mãos vazias.',
    rules: [
      {
        id: 'wristband',
        icon: 'map-pin',
        title: 'A sua pulseira',
        text: 'Abre a porta da entrada sem contacto e o seu cacifo, que espera por si lá mesmo, com o roupão.',
      },
      {
        id: 'valuables',
        icon: 'info',
        title: 'Objetos de valor',
        text: 'Para guardar o que tem mais valor, a receção do edifício do Sanctum tem um cofre.',
      },
      {
        id: 'jewellery',
        icon: 'sparkle',
        title: 'Joias e relógios',
        text: 'O calor, o sal e a argila não perdoam o metal. Deixe anéis e relógios no cacifo, ou melhor ainda, em casa.',
      },
    ],
  },
];

export const etiquettePage: Words<typeof en.etiquettePage> = {
  heroImage: 'hero-spa',
  eyebrow: 'Sanctum Flow',
  intro:
    'Alguns acordos simples mantêm o circuito calmo, limpo e seguro para todos. A maioria adivinha-se; os restantes estão aqui para que o dia não traga surpresas.',
  packing: {
    eyebrow: 'Na mala',
    heading: 'O que oferecemos e o que trazer',
    intro: 'Traga o fato de banho e a cabeça leve; nós tratamos do resto.',
    lists: [
      {
        id: 'provided',
        title: 'Nós oferecemos',
        items: [
          'Roupão, toalhas e chinelos',
          'Um cacifo, que a sua pulseira abre',
          'Gel de banho, champô e loção corporal',
          'Secadores de cabelo nos balneários',
          'Água da nossa nascente em cada zona',
        ],
      },
      {
        id: 'bring',
        title: 'Traga consigo',
        items: [
          'Fato de banho, e um segundo se quiser: um seca enquanto usa o outro',
          'Os medicamentos de que possa precisar durante o dia',
          'Chapéu e óculos de sol para as espreguiçadeiras no verão',
          'Um livro, ou peça um emprestado no canto da biblioteca',
        ],
      },
    ],
    leave: {
      title: 'Melhor deixar em casa',
      text: 'Anéis, relógios e outras joias, garrafas e frascos de vidro, e colunas de som ou tudo o que toque alto.',
    },
  },
  closing: {
    heading: 'Mais alguma dúvida?',
    text: 'As perguntas mais frequentes dos hóspedes têm resposta numa só página, e a nossa equipa ajuda com todo o gosto no resto.',
    actions: [
      { label: 'Perguntas frequentes', href: '/faq' },
      { label: 'Pedir um dia de spa', href: '/booking/spa' },
    ],
  },
};
