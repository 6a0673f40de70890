import type { Words } from '@alento/content/model';
import type { en } from './words.en.ts';

/** Every word of Maré's site in European Portuguese: the English record's shape, its own words. */
export const pt: Words<typeof en> = {
  chrome: {
    skipLink: 'Saltar para o conteúdo',
    brandLabel: 'Maré, página inicial',
    navigationLabel: 'Principal',
    menuLabel: 'Menu',
    nav: [
      { name: 'O spa', path: '/' },
      { name: 'Contactos', path: '/contact' },
    ],
    cta: { name: 'Planear a visita', path: '/contact' },
    languageLabel: 'Idioma',
    footerHeading: 'Maré',
    footerTagline: 'Sal, maré e serenidade na Ria Formosa.',
    visitHeading: 'Visitar',
    talkHeading: 'Fale connosco',
    rights: (year: number) => `© ${year} Maré. Todos os direitos reservados.`,
    notifications: 'Notificações',
    dismiss: 'Fechar notificação',
    newTab: ' (abre num novo separador)',
  },
  routes: {
    '/': {
      heading: 'Sal, maré e serenidade',
      title: 'Maré — spa marinho na Ria Formosa',
      description:
        'Um spa marinho entre as salinas de Tavira: gruta de sal, banhos de salmoura e de algas, sauna sobre a ria e um riacho frio, a meia hora de Faro.',
    },
    '/contact': {
      heading: 'Planear a visita',
      title: 'Contactar a Maré',
      description:
        'Escreva à Maré sobre um dia de spa, uma estadia ou uma visita de grupo às salinas de Tavira. Respondemos a todas as mensagens no prazo de um dia.',
    },
    notFound: {
      heading: 'Esta página foi com a maré',
      title: 'Página não encontrada',
      description:
        'A página que procura não está na Maré. O spa, a planta e a forma de nos contactar estão à distância de uma ligação.',
    },
  },
  home: {
    eyebrow: 'Tavira · Ria Formosa',
    lede: 'Flutue em salmoura das nossas próprias salinas, aqueça-se numa sauna com vista para a maré e descanse nas dunas entre uma coisa e outra.',
    actions: { plan: 'Ver a planta', contact: 'Planear a visita' },
    heroAlt:
      'Desenho das salinas na maré baixa: montes de sal branco nos talhos, a ria ao fundo e o sol baixo do fim de tarde.',
    planSection: {
      heading: 'Oriente-se entre as salinas',
      intro:
        'Sete espaços, a poucos passos uns dos outros. Escolha um na planta para ver o que oferece, ou leia a lista que se segue.',
    },
    planLabel: 'Planta da Maré com os seus sete espaços',
    planLabels: {
      viewLabel: 'Mostrar os espaços',
      showAllLabel: 'Mostrar todos',
      groupLabel: 'Agrupar por categoria',
      legendHeading: 'Categorias',
      summaryHeading: 'O que fica onde',
      listHeading: 'Todos os espaços',
      featuresLabel: 'O que encontra',
      closeLabel: 'Fechar',
      panHint: 'Deslize a planta para o lado para a ver por inteiro.',
    },
    count: { one: 'espaço', other: 'espaços' },
    categories: {
      heat: 'Calor',
      water: 'Água',
      salt: 'Sal',
      rest: 'Descanso',
      nourish: 'Comer e beber',
    },
    places: {
      'salt-cave': {
        name: 'Gruta de sal',
        description:
          'Uma sala tranquila forrada a blocos de sal das salinas lá de fora, onde o ar sabe a mar.',
        features: ['Doze espreguiçadeiras', 'Sessões de 45 minutos'],
      },
      'brine-pool': {
        name: 'Piscina de salmoura',
        description:
          'Água tão salgada como a da ria, aquecida à temperatura do corpo: flutua-se sem esforço.',
        features: ['Mantida a 36 °C', 'Silêncio a partir das 18h00'],
      },
      'tide-sauna': {
        name: 'Sauna da maré',
        description:
          'Uma sauna de cedro com uma parede de vidro virada para a ria, para ver a maré enquanto se aquece.',
        features: ['85 °C', 'Oito pessoas de cada vez'],
      },
      'seaweed-bath': {
        name: 'Banho de algas',
        description:
          'Uma banheira funda de água do mar morna e algas apanhadas na maré da manhã, para uma pele como nova.',
        features: ['Quarenta minutos', 'Para uma ou duas pessoas'],
      },
      'cold-creek': {
        name: 'Riacho frio',
        description:
          'Um canal de água do mar alimentado pela maré, frio em todas as estações, a poucos passos da sauna.',
        features: ['Degraus com corrimão', 'Entre 14 e 19 °C'],
      },
      'dune-loungers': {
        name: 'Espreguiçadeiras da duna',
        description:
          'Espreguiçadeiras abrigadas do vento atrás da duna, com mantas para os fins de tarde mais frescos.',
        features: ['Mantas e água', 'Abertas até ao pôr do sol'],
      },
      'pan-house': {
        name: 'Casa da salina',
        description:
          'A antiga casa do marnoto, hoje uma cozinha que serve peixe do mercado e verduras da horta.',
        features: ['Almoço do meio-dia às 15h00', 'Pratos vegetarianos todos os dias'],
      },
    },
  },
  contact: {
    intro:
      'Diga-nos quando gostaria de vir e o que tem em mente. Respondemos a todas as mensagens no prazo de um dia.',
    formHeading: 'Escreva-nos',
    fields: {
      firstName: 'Nome',
      lastName: 'Apelido',
      email: 'E-mail',
      subject: 'Assunto',
      message: 'Mensagem',
    },
    messageHint: 'Pelo menos 10 caracteres.',
    count: (length: number, max: number) => `${length} de ${max} caracteres`,
    left: (remaining: number) => `Restam ${remaining} caracteres`,
    send: 'Enviar mensagem',
    sending: 'A enviar…',
    reachHeading: 'Outras formas de nos contactar',
    phoneLabel: 'Telefone',
    emailLabel: 'E-mail',
    addressLabel: 'Morada',
  },
  notFound: {
    lede: 'O endereço pode ter mudado, ou uma ligação pode estar errada.',
    home: 'Ir para o spa',
  },
};
