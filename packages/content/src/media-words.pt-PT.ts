/** The media catalogue's alt texts, captions and floor plan zone names in European Portuguese. */
import { capacities, propertyClaims, temperatures } from './constants.ts';
import { elementalShowers } from './claims.pt-PT.ts';
import { capitalise, describeTemperature, hectaresOver, listOf, numberWord } from './format.ts';
import type * as en from './media-words.ts';
import type { Words } from './words.ts';

export const mediaWords: Words<typeof en.mediaWords> = {
  'spa-hero-01': {
    alt: 'Grande sala de sauna em madeira, com bancadas em degraus viradas para uma ampla janela sobre as colinas e um mestre de sauna a agitar o ar quente com uma toalha.',
    caption: `A sauna de cerimónias, onde até ${String(capacities.showSaunaGuestsInCaption)} pessoas se reúnem para o ritual aufguss (vapor aromático com toalha).`,
  },
  'spa-hero-02': {
    alt: 'Sauna de barril em madeira, deitada num prado sob um sobreiro, com fumo a sair da chaminé.',
    caption: 'A sauna de barril, com perfume de cedro, entre os sobreiros.',
  },
  'spa-hero-03': {
    alt: 'O hammam visto de dentro: uma plataforma de mármore sob uma cúpula rasgada por claraboias em forma de estrela, com vapor a flutuar nos feixes de luz.',
    caption: 'O hammam, mármore morno sob uma cúpula estrelada.',
  },
  'spa-hero-04': {
    alt: 'Taças de barro com lama cor de terracota e uma espátula de madeira numa bancada de pedra, com uma banheira de azulejos fumegante ao fundo.',
    caption: 'Rituais de lama e esfoliação com argila da nossa própria terra.',
  },
  'spa-hero-05': {
    alt: 'Sala forrada de tijolos de sal dos Himalaias, de um rosa luminoso, com duas espreguiçadeiras e um candeeiro de sal.',
    caption: `A sala de sal dos Himalaias, para até ${numberWord(capacities.saltRoomGuests, 'pt-PT', 'feminine')} pessoas de cada vez.`,
  },
  'spa-hero-06': {
    alt: 'Tina redonda de madeira com água azul-gelo e pedaços de gelo a boiar, numa plataforma de pedra pela manhã.',
    caption: `O tanque de água fria, de ${describeTemperature(temperatures.coldPlunge, 'pt-PT')}, depois do calor.`,
  },
  'spa-hero-07': {
    alt: 'Lagoa natural para nadar, orlada de juncos e pedras, com um pontão de madeira a avançar sobre a água verde e colinas ao fundo.',
    caption: `A piscina biológica, de ${describeTemperature(temperatures.biopool, 'pt-PT')}, com água límpida graças às plantas.`,
  },
  'spa-hero-08': {
    alt: 'Três piscinas orladas de pedra em socalcos numa encosta, com vapor a subir da água ao anoitecer.',
    caption: `O onsen da terra: piscinas orladas de pedra, de ${describeTemperature(temperatures.earthOnsen, 'pt-PT')}.`,
  },
  'spa-hero-09': {
    alt: 'Caminho de pedras num canal de água pouco profunda, ladeado por um corrimão de madeira, que liga as piscinas.',
    caption: `O caminho Kneipp, que liga as nossas ${numberWord(capacities.kneippBiopools, 'pt-PT', 'feminine')} piscinas biológicas.`,
  },
  'spa-hero-10': {
    alt: `${capitalise(numberWord(elementalShowers.elements.length, 'pt-PT', 'feminine'), 'pt-PT')} colunas de duche ao ar livre, alinhadas num chão de pedra, cada uma com a sua chuva.`,
    caption: `Os duches dos elementos: um ${elementalShowers.group} de ${listOf(elementalShowers.elements, 'pt-PT')}.`,
  },
  'spa-hero-11': {
    alt: 'Piscina interior de água quente sob janelas em arco, com jatos borbulhantes ao longo do rebordo.',
    caption: 'A piscina de hidroterapia, com jatos de massagem ao longo de todas as paredes.',
  },
  'spa-hero-12': {
    alt: 'Piscina com um bar de pedra no rebordo, bancos dentro de água e copos de sumo verde no balcão.',
    caption: 'O bar da piscina de vitalidade: sumos frescos sem sair da água.',
  },
  'spa-hero-13': {
    alt: 'Uma hóspede a flutuar de costas numa piscina escura, sob um céu cheio de estrelas e a Via Láctea.',
    caption: 'Flutuação sob as estrelas, no céu noturno do Alentejo.',
  },
  'spa-hero-14': {
    alt: 'Pequeno pavilhão de chá em madeira, com lanternas de papel, junto a uma lagoa; numa mesa baixa, um bule e chávenas.',
    caption: 'A casa de chá tradicional, para uma pausa tranquila entre sessões.',
  },
  'spa-hero-15': {
    alt: 'Cadeiras reclináveis viradas para um grande ecrã, sob um teto em cúpula aberto às estrelas.',
    caption: `O cinema celeste, para até ${numberWord(capacities.cinemaGuests, 'pt-PT', 'feminine')} pessoas.`,
  },
  'spa-hero-16': {
    alt: 'Pequena cabana branca com uma janela redonda, onde arcos de jatos de água morna ondulam sobre uma marquesa.',
    caption: 'A cabana de tratamentos sem contacto: Hydrojet, Wavetouch ou Banho Mineral.',
  },
  'racket-01': {
    alt: 'Campo de ténis de terra batida cor de terracota, com linhas brancas e rede, rodeado de sobreiros e colinas ondulantes.',
    caption: `${capitalise(numberWord(propertyClaims.tennisCourts, 'pt-PT'), 'pt-PT')} campos de ténis de terra batida entre os sobreiros.`,
  },
  'racket-02': {
    alt: 'Campo de padel azul, fechado por paredes de vidro e malha preta, com a rede ao centro.',
    caption: 'Campos de padel panorâmicos, com paredes de vidro.',
  },
  'racket-03': {
    alt: 'Casa do clube caiada, com uma pérgula coberta de videira e cadeiras viradas para os campos.',
    caption: 'O terraço do clube, para a conversa depois do jogo.',
  },
  'racket-04': {
    alt: 'Dois jogadores de raquete na mão num campo à hora dourada, com sombras longas estendidas sobre a terra batida.',
    caption: 'Um jogo de pares ao fim da tarde, à hora dourada.',
  },
  'season-spring-1': {
    alt: 'Amendoeiras em flor, brancas e cor-de-rosa, em colinas verdes e ondulantes, sob um céu suave de manhã.',
  },
  'season-spring-2': {
    alt: 'Caminho sinuoso por um prado de flores silvestres amarelas e roxas, em direção a um monte caiado.',
  },
  'season-spring-3': {
    alt: 'Cegonha no ninho, no alto de uma chaminé, com campos de um verde fresco ao fundo.',
  },
  'season-spring-4': {
    alt: 'Canteiros elevados de ervas aromáticas e alfaces de primavera na horta, com um regador no caminho.',
  },
  'season-summer-1': {
    alt: 'Searas douradas sob um sol escaldante e um sobreiro solitário a projetar uma sombra profunda.',
  },
  'season-summer-2': {
    alt: 'Uma pessoa a nadar na piscina natural cor de turquesa ao meio-dia, com um guarda-sol e espreguiçadeiras na plataforma.',
  },
  'season-summer-3': {
    alt: 'Fileiras de girassóis altos virados para o sol, sobre campos cor de ocre.',
  },
  'season-summer-4': {
    alt: 'Uma longa mesa de jantar sob um sobreiro enfeitado com luzes quentes, ao pôr do sol.',
  },
  'season-autumn-1': {
    alt: 'Fileiras de vinha em tons de âmbar e vermelho, a atravessar uma colina em direção ao sol baixo do fim da tarde.',
  },
  'season-autumn-2': {
    alt: 'Cestos de vime cheios de uvas escuras entre as videiras, em plena vindima.',
  },
  'season-autumn-3': {
    alt: 'Sobreiros de troncos avermelhados, acabados de descortiçar, com pilhas de cortiça curva aos pés.',
  },
  'season-autumn-4': {
    alt: 'Ramo carregado de romãs maduras e folhas douradas contra um céu enevoado.',
  },
  'season-winter-1': {
    alt: 'Chuva miúda sobre colinas verde-acinzentadas envoltas em névoa e um pequeno monte com uma janela iluminada.',
  },
  'season-winter-2': {
    alt: 'Lume a crepitar numa lareira de pedra, dois cadeirões e uma janela riscada pela chuva.',
  },
  'season-winter-3': {
    alt: 'Vapor espesso a subir das piscinas quentes orladas de pedra, numa manhã fria de nevoeiro.',
  },
  'season-winter-4': {
    alt: 'Sauna de barril iluminada à noite, com o fumo da chaminé a pairar sob um céu de inverno estrelado.',
  },
  'facility-event-sauna': {
    alt: 'A sauna de cerimónias: uma ampla sala em madeira, com bancadas em degraus e um fogão coberto de pedras quentes.',
  },
  'facility-event-hammam': {
    alt: 'O hammam de cerimónias: uma sala de pedra abobadada, com claraboias em estrela e uma plataforma de mármore envolta em vapor.',
  },
  'facility-infrared-sauna-1': {
    alt: 'Cabine compacta de sauna de infravermelhos em cedro, iluminada pelo brilho quente de painéis de luz vermelha.',
  },
  'facility-rural-sauna-pond': {
    alt: 'Pequena sauna de pedra e madeira junto à lagoa, com uma escada de madeira a descer para a água.',
  },
  'facility-vitality-pool-bar': {
    alt: 'Bar de pedra no rebordo da piscina, com bancos dentro de água e sumos no balcão.',
  },
  'facility-walk-through-cold-plunge': {
    alt: 'Canal longo e estreito de água azul-gelo, com degraus de descida em cada ponta e um corrimão.',
  },
  'facility-nature-biolake-immersive': {
    alt: 'Amplo lago natural com uma plataforma flutuante, juncos ao longo da margem e colinas ao fundo.',
  },
  'facility-earth-onsen': {
    alt: 'Piscinas quentes orladas de pedra, em socalcos pela encosta, com vapor a subir da água.',
  },
  'facility-sky-bathing-floatation': {
    alt: 'Piscina de flutuação escura, aberta a um céu noturno cheio de estrelas.',
  },
  'facility-touchless-treatment-hut': {
    alt: 'Pequena cabana branca onde arcos de jatos de água morna ondulam sobre uma marquesa.',
  },
  'facility-tea-house': {
    alt: 'Pavilhão de chá em madeira, com lanternas de papel, junto a uma lagoa.',
  },
  'facility-celestial-cinema': {
    alt: 'Cadeiras reclináveis viradas para um grande ecrã, sob uma cúpula aberta para as estrelas.',
  },
  'facility-beehive-space': {
    alt: 'Casulos hexagonais com cúpula, de madeira e argila, agrupados num prado de flores silvestres.',
  },
  'facility-hay-relaxation-space': {
    alt: 'Fardos de feno redondos e mantas macias num celeiro, com a luz a entrar enviesada pelas ripas.',
  },
  'signature-thermal-sanctuary': {
    alt: 'Piscina de pedra fumegante junto a uma sauna de madeira ao anoitecer, com luz quente na janela da sauna.',
  },
  'signature-earth-ritual': {
    alt: 'Taças de argila vermelha, ervas secas e uma toalha de linho dobrada num banco de pedra entre oliveiras.',
  },
  'stay-wellness-suites': {
    alt: 'Suite caiada com uma ampla janela sobre as colinas, uma cama baixa vestida de linho e uma poltrona de leitura.',
  },
  'stay-garden-villas': {
    alt: 'Villa branca térrea com telhado de terracota e jardim próprio de alfazema e oliveiras.',
  },
  'stay-beehive-pods': {
    alt: 'Casulos hexagonais de madeira com cúpula e portas redondas, agrupados num prado sob as estrelas.',
  },
  'sanctum-biosanctum': {
    alt: 'Sala branca e serena com uma cama de recuperação, painéis de luz azul suave e uma janela para os sobreiros.',
  },
  'sanctum-flow': {
    alt: `Caminho sinuoso que liga uma sauna, piscinas fumegantes e um lago ao longo de mais de ${String(hectaresOver(propertyClaims.sanctumFlowAcres))} hectares de encosta.`,
  },
  'dining-restaurant': {
    alt: 'Mesa comprida posta com pão, azeitonas, legumes grelhados e vinho, sob um teto abobadado e caiado.',
  },
  'dining-cafe': {
    alt: 'Balcão de café soalheiro com sumos verdes, taças de fruta e pão fresco, e uma esplanada ao fundo.',
  },
  'experience-sanctum-flow': {
    alt: 'Caminho que passa por uma piscina onsen fumegante e uma sauna de madeira até um lago, à hora dourada.',
  },
  'experience-vitality-circuits': {
    alt: 'Espaços de recuperação num pavilhão luminoso: um painel de luz vermelha, uma tina de água fria e um tapete de respiração.',
  },
  'experience-nature-stays': {
    alt: 'Casulos com cúpula e uma villa branca aninhados entre sobreiros ao anoitecer, com as janelas iluminadas.',
  },
  'experience-nature-immersions': {
    alt: 'Uma pessoa a caminhar descalça por um trilho entre sobreiros, com a luz do sol a filtrar-se pelas copas.',
  },
  'experience-rest-stillness': {
    alt: 'Rede de descanso presa entre duas oliveiras, sobre uma lagoa tranquila ao amanhecer.',
  },
  'experience-creative-soul-spaces': {
    alt: 'Estúdio luminoso com um cavalete, potes de barro numa roda de oleiro e uma janela para as colinas.',
  },
  'experience-risehall': {
    alt: 'Sala alta em madeira com uma parede de janelas ao nascer do sol e tapetes de ioga estendidos no chão.',
  },
  'experience-alento-club': {
    alt: 'Campo de ténis de terra batida e campo de padel com paredes de vidro, lado a lado entre sobreiros.',
  },
  'experience-kids-path': {
    alt: 'Baloiço de corda num sobreiro e uma pequena casa da árvore em madeira sobre um caminho no prado.',
  },
  'experience-ai-concierge': {
    alt: 'Tablet numa almofada de linho a mostrar um dia de spa planeado como um caminho de espaços, com uma chávena de chá ao lado.',
  },
  'space-wellness-suites': {
    alt: 'Suite caiada com uma cama baixa de linho e uma janela sobre as colinas.',
  },
  'space-garden-villas': {
    alt: 'Villa branca com telhado de terracota num jardim de alfazema e oliveiras.',
  },
  'space-beehive-pods': {
    alt: 'Casulos hexagonais com cúpula, agrupados num prado.',
  },
  'space-thermal-circuit': {
    alt: 'Sauna de madeira e piscinas de pedra fumegantes, ligadas por um caminho de gravilha.',
  },
  'space-onsen-garden': {
    alt: 'Piscinas quentes orladas de pedra num jardim de gramíneas, com vapor a subir.',
  },
  'space-biolake': {
    alt: 'Lago natural com um pontão de madeira e juncos.',
  },
  'space-tennis-courts': {
    alt: 'Campo de ténis de terra batida cor de terracota entre sobreiros.',
  },
  'space-padel-courts': {
    alt: 'Campo de padel azul, fechado por paredes de vidro.',
  },
  'space-restaurant': {
    alt: 'Mesa comprida posta para o jantar sob um teto abobadado e caiado.',
  },
  'space-wellness-cafe': {
    alt: 'Balcão de café soalheiro com sumos e pão fresco.',
  },
  'space-tea-house': {
    alt: 'Pavilhão de chá em madeira com lanternas, junto a uma lagoa.',
  },
  'space-celestial-cinema': {
    alt: 'Cadeiras reclináveis sob uma cúpula aberta para as estrelas, viradas para um ecrã.',
  },
  'space-risehall': {
    alt: 'Sala alta em madeira com uma parede de janelas e tapetes de ioga no chão.',
  },
  'space-creative-studio': {
    alt: 'Estúdio com um cavalete e potes de barro junto a uma janela para as colinas.',
  },
  'space-kids-meadow': {
    alt: 'Baloiço de corda num sobreiro e uma casa da árvore sobre um prado.',
  },
  'journey-spa-circuit': {
    alt: 'Caminho em circuito que liga uma sauna, a cúpula de um hammam, uma tina de água fria e piscinas fumegantes.',
  },
  'journey-movement': {
    alt: 'Raquete de padel e bola de ténis na terra batida de um campo, de manhã.',
  },
  'journey-vitality': {
    alt: 'Copo de sumo verde, painel de luz vermelha e tina de imersão azul-gelo num pavilhão luminoso.',
  },
  'journey-rest': {
    alt: 'Rede de descanso entre oliveiras, sobre uma lagoa tranquila ao amanhecer.',
  },
  'journey-nature': {
    alt: 'Trilho entre sobreiros por colinas ondulantes, com um banco no miradouro.',
  },
  'journey-retreats': {
    alt: 'Círculo de almofadas de meditação num terraço com vista para as colinas, ao pôr do sol.',
  },
  'floor-plan': {
    alt: 'Planta ilustrada do recinto do spa: um lago e piscinas biológicas, as saunas agrupadas, uma fila de cabanas de tratamentos, as piscinas onsen, a casa de chá e o cinema, ligados por caminhos.',
  },
  'location-map': {
    alt: 'Mapa do sul de Portugal e da Andaluzia: o Alento nas colinas do Alentejo, Lisboa a noroeste, Faro na costa sul e Sevilha a leste.',
  },
  'hero-home': {
    alt: 'Colinas ondulantes do Alentejo à hora dourada, com uma sauna de madeira e piscinas fumegantes entre sobreiros.',
  },
  'hero-spa': {
    alt: 'Vapor a subir de piscinas de pedra junto a uma sauna de madeira, com as colinas douradas ao anoitecer.',
  },
  'hero-sanctum': {
    alt: 'Dois caminhos que se separam num prado: um segue para um santuário branco, o outro para um lago com piscinas fumegantes.',
  },
  'hero-approach': {
    alt: 'Sobreiro solitário numa colina ao nascer do sol, com neblina pousada nos vales.',
  },
  'hero-booking': {
    alt: 'Portão caiado num muro de pedra, aberto para um caminho que segue entre sobreiros até ao Alento.',
  },
  'hero-programs': {
    alt: 'Caminho sinuoso pelas colinas, de uma sauna a um lago e depois a um bosque, na luz do fim da tarde.',
  },
  'hero-dining': {
    alt: 'Mesa comprida posta ao ar livre sob um sobreiro ao pôr do sol, com pão, azeitonas e vinho.',
  },
  'hero-spaces': {
    alt: 'Pátio caiado com arcos que enquadram as colinas e oliveiras em vasos de terracota.',
  },
  'hero-location': {
    alt: 'Estrada rural sinuosa por colinas de sobreiros, em direção a casas brancas no topo de uma colina.',
  },
  'hero-contact': {
    alt: 'Fachada caiada com uma porta pintada de azul e um banco à sombra de uma oliveira.',
  },
  'hero-concierge': {
    alt: 'Céu noturno cheio de estrelas sobre as colinas, com um caminho luminoso de espaços desenhado na paisagem.',
  },
  'hero-racket-club': {
    alt: 'Campo de ténis de terra batida e campo de padel com paredes de vidro nas colinas, à hora dourada.',
  },
  'hero-experiences': {
    alt: 'Vista ampla do Alento: saunas, piscinas, um lago e casulos com cúpula espalhados pelas colinas.',
  },
  'hero-stays': {
    alt: 'Casulos com cúpula e villas brancas entre sobreiros, sob o azul profundo do céu ao anoitecer.',
  },
  'hero-ai': {
    alt: 'Constelações unidas por linhas finas sobre as colinas à noite e um pavilhão suavemente iluminado.',
  },
  'hero-seasons': {
    alt: 'A mesma encosta ao longo do ano, em quatro faixas: flor, ouro, vinhas cor de âmbar e chuva de inverno.',
  },
  'hero-partners': {
    alt: 'O Alento no seu vale ao pôr do sol: edifícios brancos, um lago e montado de sobreiros até ao horizonte.',
  },
  'hero-holistic-landcare': {
    alt: 'Mãos a plantar um sobreiro jovem num solo em socalcos, com um vale verde e regenerado ao fundo.',
  },
};

export const planZoneNames: Words<typeof en.planZoneNames> = {
  lake: 'O lago',
  biopools: 'Piscinas biológicas e caminho Kneipp',
  saunas: 'Saunas',
  steam: 'Hammam e lama',
  cooling: 'Tanque de água fria e duches',
  'hot-baths': 'Onsen e banhos quentes',
  treatments: 'Cabanas de tratamentos',
  vitality: 'Piscina de vitalidade, bar e restaurante',
  'play-rest': 'Casa de chá, cinema e descanso',
  sanctum: 'Sanctum e entrada',
  'food-truck': 'Carrinha de comida',
};
