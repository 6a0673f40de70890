/** The media catalogue's alt texts, captions and floor plan zone names in Castilian Spanish. */
import { capacities, propertyClaims, temperatures } from './constants.ts';
import { elementalShowers } from './claims.es-ES.ts';
import { capitalise, describeTemperature, hectaresOver, listOf, numberWord } from './format.ts';
import type * as en from './media-words.ts';
import type { Words } from './words.ts';

export const mediaWords: Words<typeof en.mediaWords> = {
  'spa-hero-01': {
    alt: 'Gran sala de sauna de madera con gradas frente a un amplio ventanal a las colinas y un maestro de sauna que abanica el aire caliente con una toalla.',
    caption: `La sauna de ceremonias, donde hasta ${String(capacities.showSaunaGuestsInCaption)} personas se reúnen para el ritual aufguss (vapor aromático con toalla).`,
  },
  'spa-hero-02': {
    alt: 'Sauna de barril de madera tumbada en un prado bajo un alcornoque, con humo saliendo de la chimenea.',
    caption: 'La sauna de barril, con aroma a cedro, entre los alcornoques.',
  },
  'spa-hero-03': {
    alt: 'El hammam visto desde dentro: una plataforma de mármol bajo una cúpula con claraboyas en forma de estrella y vapor flotando en los haces de luz.',
    caption: 'El hammam, mármol templado bajo una cúpula estrellada.',
  },
  'spa-hero-04': {
    alt: 'Cuencos de arcilla con barro color terracota y una espátula de madera sobre una repisa de piedra, con una bañera de azulejos humeante al fondo.',
    caption: 'Rituales de barro y exfoliación con arcilla de nuestra propia tierra.',
  },
  'spa-hero-05': {
    alt: 'Sala revestida de ladrillos de sal del Himalaya de un rosa luminoso, con dos tumbonas y una lámpara de sal.',
    caption: `La sala de sal del Himalaya, para hasta ${numberWord(capacities.saltRoomGuests, 'es-ES', 'feminine')} personas a la vez.`,
  },
  'spa-hero-06': {
    alt: 'Tina redonda de madera con agua azul hielo y trozos de hielo flotando, sobre una plataforma de piedra por la mañana.',
    caption: `La piscina de agua fría, de ${describeTemperature(temperatures.coldPlunge, 'es-ES')}, después del calor.`,
  },
  'spa-hero-07': {
    alt: 'Laguna natural de baño bordeada de juncos y piedras, con un embarcadero de madera que se adentra en el agua verde y colinas al fondo.',
    caption: `La biopiscina, de ${describeTemperature(temperatures.biopool, 'es-ES')}, con el agua cristalina gracias a sus plantas.`,
  },
  'spa-hero-08': {
    alt: 'Tres piscinas bordeadas de piedra escalonadas en una ladera, con vapor que sube del agua al anochecer.',
    caption: `El onsen de la tierra: piscinas bordeadas de piedra, de ${describeTemperature(temperatures.earthOnsen, 'es-ES')}.`,
  },
  'spa-hero-09': {
    alt: 'Camino de piedras pasaderas por un canal de agua poco profunda, con un pasamanos de madera, que une las piscinas.',
    caption: `El paseo Kneipp, que une nuestras ${numberWord(capacities.kneippBiopools, 'es-ES', 'feminine')} biopiscinas.`,
  },
  'spa-hero-10': {
    alt: `${capitalise(numberWord(elementalShowers.elements.length, 'es-ES', 'feminine'), 'es-ES')} columnas de ducha al aire libre, en fila sobre un suelo de piedra, cada una con su propia lluvia.`,
    caption: `Las duchas de los elementos: un ${elementalShowers.group} de ${listOf(elementalShowers.elements, 'es-ES')}.`,
  },
  'spa-hero-11': {
    alt: 'Piscina interior de agua caliente bajo ventanales en arco, con chorros burbujeantes a lo largo del borde.',
    caption: 'La piscina de hidroterapia, con chorros de masaje en todas sus paredes.',
  },
  'spa-hero-12': {
    alt: 'Piscina con un bar de piedra en el borde, taburetes dentro del agua y vasos de zumo verde sobre la barra.',
    caption: 'El bar de la piscina de vitalidad: zumos frescos sin salir del agua.',
  },
  'spa-hero-13': {
    alt: 'Una huésped flota boca arriba en una piscina oscura, bajo un cielo lleno de estrellas y la Vía Láctea.',
    caption: 'Flotación bajo las estrellas, en el cielo nocturno del Alentejo.',
  },
  'spa-hero-14': {
    alt: 'Pequeño pabellón de té de madera con farolillos de papel junto a una laguna; en una mesa baja, una tetera y tazas.',
    caption: 'La casa de té tradicional, para una pausa tranquila entre sesiones.',
  },
  'spa-hero-15': {
    alt: 'Butacas reclinables frente a una gran pantalla, bajo un techo abovedado abierto a las estrellas.',
    caption: `El cine celeste, para hasta ${numberWord(capacities.cinemaGuests, 'es-ES', 'feminine')} personas.`,
  },
  'spa-hero-16': {
    alt: 'Pequeña cabaña blanca con una ventana redonda, donde arcos de chorros de agua templada ondulan sobre una camilla.',
    caption: 'La cabaña de tratamientos sin contacto: Hydrojet, Wavetouch o Baño Mineral.',
  },
  'racket-01': {
    alt: 'Pista de tenis de tierra batida color terracota, con líneas blancas y red, entre alcornoques y colinas onduladas.',
    caption: `${capitalise(numberWord(propertyClaims.tennisCourts, 'es-ES', 'feminine'), 'es-ES')} pistas de tenis de tierra batida entre los alcornoques.`,
  },
  'racket-02': {
    alt: 'Pista de pádel azul cerrada por paredes de cristal y malla negra, con la red en el centro.',
    caption: 'Pistas de pádel panorámicas, con paredes de cristal.',
  },
  'racket-03': {
    alt: 'Casa club encalada, con una pérgola cubierta de parra y sillas que miran a las pistas.',
    caption: 'La terraza de la casa club, para la charla después del partido.',
  },
  'racket-04': {
    alt: 'Dos jugadores con raquetas en una pista a la hora dorada, con largas sombras sobre la tierra batida.',
    caption: 'Un partido de dobles al atardecer, con la luz dorada.',
  },
  'season-spring-1': {
    alt: 'Almendros en flor, blancos y rosas, sobre verdes colinas onduladas bajo un suave cielo de mañana.',
  },
  'season-spring-2': {
    alt: 'Un sendero serpentea por un prado de flores silvestres amarillas y moradas hacia una casa de labranza encalada.',
  },
  'season-spring-3': {
    alt: 'Una cigüeña en su nido en lo alto de una chimenea, con campos de un verde tierno al fondo.',
  },
  'season-spring-4': {
    alt: 'Bancales elevados de hierbas aromáticas y lechugas de primavera en el huerto, con una regadera en el camino.',
  },
  'season-summer-1': {
    alt: 'Trigales dorados bajo un sol abrasador y un alcornoque solitario que proyecta una sombra profunda.',
  },
  'season-summer-2': {
    alt: 'Una persona nada en la piscina natural turquesa a mediodía, con una sombrilla y tumbonas en la tarima.',
  },
  'season-summer-3': {
    alt: 'Hileras de girasoles altos vueltos hacia el sol sobre campos ocres.',
  },
  'season-summer-4': {
    alt: 'Una larga mesa de cena bajo un alcornoque adornado con luces cálidas, al atardecer.',
  },
  'season-autumn-1': {
    alt: 'Hileras de viñedo teñidas de ámbar y rojo que cruzan una colina hacia el sol bajo del atardecer.',
  },
  'season-autumn-2': {
    alt: 'Cestas de mimbre llenas de uvas negras entre las cepas, en plena vendimia.',
  },
  'season-autumn-3': {
    alt: 'Alcornoques con los troncos rojizos recién descorchados y pilas de corcho curvado a sus pies.',
  },
  'season-autumn-4': {
    alt: 'Una rama cargada de granadas maduras y hojas doradas contra un cielo brumoso.',
  },
  'season-winter-1': {
    alt: 'Lluvia fina sobre colinas de un verde grisáceo envueltas en niebla y una pequeña casa de labranza con una ventana iluminada.',
  },
  'season-winter-2': {
    alt: 'Un fuego crepita en una chimenea de piedra, junto a dos butacas y una ventana surcada por la lluvia.',
  },
  'season-winter-3': {
    alt: 'Un vapor espeso se eleva de las piscinas calientes bordeadas de piedra en una fría mañana de niebla.',
  },
  'season-winter-4': {
    alt: 'Una sauna de barril iluminada de noche, con el humo de la chimenea bajo un cielo estrellado de invierno.',
  },
  'facility-event-sauna': {
    alt: 'La sauna de ceremonias: una amplia sala de madera con gradas y una estufa de piedras calientes.',
  },
  'facility-event-hammam': {
    alt: 'El hammam de ceremonias: una sala de piedra abovedada con claraboyas en forma de estrella y una plataforma de mármol envuelta en vapor.',
  },
  'facility-infrared-sauna-1': {
    alt: 'Cabina compacta de sauna de infrarrojos de cedro, iluminada por el cálido resplandor de paneles de luz roja.',
  },
  'facility-rural-sauna-pond': {
    alt: 'Pequeña sauna de piedra y madera junto a la laguna, con una escalera de madera que baja al agua.',
  },
  'facility-vitality-pool-bar': {
    alt: 'Bar de piedra en el borde de la piscina, con taburetes dentro del agua y zumos sobre la barra.',
  },
  'facility-walk-through-cold-plunge': {
    alt: 'Canal largo y estrecho de agua azul hielo, con escalones de bajada en cada extremo y un pasamanos.',
  },
  'facility-nature-biolake-immersive': {
    alt: 'Amplio lago natural con una plataforma flotante, juncos en la orilla y colinas al fondo.',
  },
  'facility-earth-onsen': {
    alt: 'Piscinas calientes bordeadas de piedra, escalonadas en la ladera, con vapor que sube del agua.',
  },
  'facility-sky-bathing-floatation': {
    alt: 'Piscina de flotación oscura, abierta a un cielo nocturno lleno de estrellas.',
  },
  'facility-touchless-treatment-hut': {
    alt: 'Pequeña cabaña blanca donde arcos de chorros de agua templada ondulan sobre una camilla.',
  },
  'facility-tea-house': {
    alt: 'Pabellón de té de madera con farolillos de papel junto a una laguna.',
  },
  'facility-celestial-cinema': {
    alt: 'Butacas reclinables frente a una gran pantalla, bajo una cúpula abierta a las estrellas.',
  },
  'facility-beehive-space': {
    alt: 'Cabañas hexagonales abovedadas de madera y arcilla, agrupadas en un prado de flores silvestres.',
  },
  'facility-hay-relaxation-space': {
    alt: 'Balas redondas de heno y mantas suaves en un granero, con la luz colándose en diagonal entre las tablas.',
  },
  'signature-thermal-sanctuary': {
    alt: 'Piscina de piedra humeante junto a una sauna de madera al anochecer, con una luz cálida en su ventana.',
  },
  'signature-earth-ritual': {
    alt: 'Cuencos de arcilla roja, hierbas secas y una toalla de lino doblada sobre un banco de piedra entre olivos.',
  },
  'stay-wellness-suites': {
    alt: 'Suite encalada con un amplio ventanal a las colinas, una cama baja vestida de lino y un sillón de lectura.',
  },
  'stay-garden-villas': {
    alt: 'Villa blanca de una sola planta con tejado de terracota y jardín propio de lavanda y olivos.',
  },
  'stay-beehive-pods': {
    alt: 'Cabañas hexagonales de madera, abovedadas y con puertas redondas, agrupadas en un prado bajo las estrellas.',
  },
  'sanctum-biosanctum': {
    alt: 'Sala blanca y serena con una cama de recuperación, paneles de luz azul suave y una ventana a los alcornoques.',
  },
  'sanctum-flow': {
    alt: `Un sendero sinuoso une una sauna, piscinas humeantes y un lago a lo largo de más de ${String(hectaresOver(propertyClaims.sanctumFlowAcres))} hectáreas de ladera.`,
  },
  'dining-restaurant': {
    alt: 'Una mesa larga con pan, aceitunas, verduras a la brasa y vino bajo un techo abovedado y encalado.',
  },
  'dining-cafe': {
    alt: 'Barra de café soleada con zumos verdes, cuencos de fruta y pan recién hecho, y una terraza al fondo.',
  },
  'experience-sanctum-flow': {
    alt: 'Un sendero pasa junto a una piscina onsen humeante y una sauna de madera hacia un lago, a la hora dorada.',
  },
  'experience-vitality-circuits': {
    alt: 'Espacios de recuperación en un pabellón luminoso: un panel de luz roja, una tina de agua fría y una esterilla de respiración.',
  },
  'experience-nature-stays': {
    alt: 'Cabañas abovedadas y una villa blanca entre alcornoques al anochecer, con las ventanas encendidas.',
  },
  'experience-nature-immersions': {
    alt: 'Una persona camina descalza por un sendero entre alcornoques, con la luz del sol filtrándose entre las copas.',
  },
  'experience-rest-stillness': {
    alt: 'Una hamaca colgada entre dos olivos sobre una laguna en calma al amanecer.',
  },
  'experience-creative-soul-spaces': {
    alt: 'Un taller luminoso con un caballete, vasijas de barro en un torno y una ventana a las colinas.',
  },
  'experience-risehall': {
    alt: 'Una sala alta de madera con una pared de ventanales al amanecer y esterillas de yoga extendidas en el suelo.',
  },
  'experience-alento-club': {
    alt: 'Una pista de tenis de tierra batida y otra de pádel con paredes de cristal, una junto a otra entre alcornoques.',
  },
  'experience-kids-path': {
    alt: 'Un columpio de cuerda en un alcornoque y una pequeña casa de madera en el árbol sobre un sendero del prado.',
  },
  'experience-ai-concierge': {
    alt: 'Una tableta sobre un cojín de lino muestra un día de spa planificado como un camino de espacios, con una taza de té al lado.',
  },
  'space-wellness-suites': {
    alt: 'Suite encalada con una cama baja de lino y una ventana a las colinas.',
  },
  'space-garden-villas': {
    alt: 'Villa blanca con tejado de terracota en un jardín de lavanda y olivos.',
  },
  'space-beehive-pods': {
    alt: 'Cabañas hexagonales abovedadas agrupadas en un prado.',
  },
  'space-thermal-circuit': {
    alt: 'Una sauna de madera y piscinas de piedra humeantes unidas por un camino de grava.',
  },
  'space-onsen-garden': {
    alt: 'Piscinas calientes bordeadas de piedra en un jardín de gramíneas, con vapor que sube.',
  },
  'space-biolake': {
    alt: 'Lago natural con un embarcadero de madera y juncos.',
  },
  'space-tennis-courts': {
    alt: 'Pista de tenis de tierra batida color terracota entre alcornoques.',
  },
  'space-padel-courts': {
    alt: 'Pista de pádel azul cerrada por paredes de cristal.',
  },
  'space-restaurant': {
    alt: 'Una mesa larga puesta para la cena bajo un techo abovedado y encalado.',
  },
  'space-wellness-cafe': {
    alt: 'Barra de café soleada con zumos y pan recién hecho.',
  },
  'space-tea-house': {
    alt: 'Pabellón de té de madera con farolillos junto a una laguna.',
  },
  'space-celestial-cinema': {
    alt: 'Butacas reclinables bajo una cúpula abierta a las estrellas, frente a una pantalla.',
  },
  'space-risehall': {
    alt: 'Sala alta de madera con una pared de ventanales y esterillas de yoga en el suelo.',
  },
  'space-creative-studio': {
    alt: 'Taller con un caballete y vasijas de barro junto a una ventana a las colinas.',
  },
  'space-kids-meadow': {
    alt: 'Columpio de cuerda en un alcornoque y una casa en el árbol sobre un prado.',
  },
  'journey-spa-circuit': {
    alt: 'Un camino circular une una sauna, la cúpula de un hammam, una tina de agua fría y piscinas humeantes.',
  },
  'journey-movement': {
    alt: 'Una pala de pádel y una pelota de tenis sobre la tierra batida de una pista, por la mañana.',
  },
  'journey-vitality': {
    alt: 'Un vaso de zumo verde, un panel de luz roja y una tina de inmersión azul hielo en un pabellón luminoso.',
  },
  'journey-rest': {
    alt: 'Hamaca entre olivos sobre una laguna en calma al amanecer.',
  },
  'journey-nature': {
    alt: 'Sendero entre alcornoques por colinas onduladas, con un banco en el mirador.',
  },
  'journey-retreats': {
    alt: 'Un círculo de cojines de meditación en una terraza con vistas a las colinas, al atardecer.',
  },
  'floor-plan': {
    alt: 'Plano ilustrado del recinto del spa: un lago y biopiscinas, las saunas agrupadas, una hilera de cabañas de tratamientos, las piscinas onsen, la casa de té y el cine, unidos por caminos.',
  },
  'location-map': {
    alt: 'Mapa del sur de Portugal y Andalucía: Alento en las colinas del Alentejo, Lisboa al noroeste, Faro en la costa sur y Sevilla al este.',
  },
  'hero-home': {
    alt: 'Colinas onduladas del Alentejo a la hora dorada, con una sauna de madera y piscinas humeantes entre alcornoques.',
  },
  'hero-spa': {
    alt: 'Vapor que sube de piscinas de piedra junto a una sauna de madera, con las colinas encendidas al anochecer.',
  },
  'hero-sanctum': {
    alt: 'Dos caminos se separan en un prado: uno lleva a un santuario blanco y el otro, a un lago con piscinas humeantes.',
  },
  'hero-approach': {
    alt: 'Un alcornoque solitario en una colina al amanecer, con la niebla tendida en los valles.',
  },
  'hero-booking': {
    alt: 'Una cancela encalada en un muro de piedra se abre a un camino entre alcornoques que lleva a Alento.',
  },
  'hero-programs': {
    alt: 'Un sendero serpentea por las colinas de una sauna a un lago y de allí a una arboleda, con la luz del atardecer.',
  },
  'hero-dining': {
    alt: 'Una mesa larga puesta al aire libre bajo un alcornoque al atardecer, con pan, aceitunas y vino.',
  },
  'hero-spaces': {
    alt: 'Un patio encalado con arcos que enmarcan las colinas y olivos en macetas de terracota.',
  },
  'hero-location': {
    alt: 'Una carretera comarcal serpentea entre colinas de alcornoques hacia unas casas blancas sobre una loma.',
  },
  'hero-contact': {
    alt: 'Una fachada encalada con una puerta pintada de azul y un banco a la sombra de un olivo.',
  },
  'hero-concierge': {
    alt: 'Un cielo nocturno lleno de estrellas sobre las colinas, con un camino luminoso de espacios trazado sobre el paisaje.',
  },
  'hero-racket-club': {
    alt: 'Una pista de tenis de tierra batida y otra de pádel con paredes de cristal en las colinas, a la hora dorada.',
  },
  'hero-experiences': {
    alt: 'Una vista amplia de Alento: saunas, piscinas, un lago y cabañas abovedadas repartidas por las colinas.',
  },
  'hero-stays': {
    alt: 'Cabañas abovedadas y villas blancas entre alcornoques bajo el azul profundo del cielo al anochecer.',
  },
  'hero-ai': {
    alt: 'Constelaciones unidas por líneas finas sobre las colinas de noche y un pabellón con una luz suave.',
  },
  'hero-seasons': {
    alt: 'La misma ladera a lo largo del año, en cuatro franjas: flores, oro, viñas de color ámbar y lluvia de invierno.',
  },
  'hero-partners': {
    alt: 'Alento en su valle al atardecer: edificios blancos, un lago y un bosque de alcornoques hasta el horizonte.',
  },
  'hero-holistic-landcare': {
    alt: 'Unas manos plantan un alcornoque joven en un terreno de bancales, con un valle verde y regenerado al fondo.',
  },
};

export const planZoneNames: Words<typeof en.planZoneNames> = {
  lake: 'El lago',
  biopools: 'Biopiscinas y paseo Kneipp',
  saunas: 'Saunas',
  steam: 'Hammam y barro',
  cooling: 'Piscina de agua fría y duchas',
  'hot-baths': 'Onsen y baños calientes',
  treatments: 'Cabañas de tratamientos',
  vitality: 'Piscina de vitalidad, bar y restaurante',
  'play-rest': 'Casa de té, cine y descanso',
  sanctum: 'Sanctum y entrada',
  'food-truck': 'Furgoneta de comida',
};
