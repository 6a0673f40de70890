/** The House Rules page's words in Castilian Spanish. */
import { circuitHours, familyHours, guestAges, treatmentArrivalMinutes } from '../../constants.ts';
import { formatClock, numberWord } from '../../format.ts';
import type { Words } from '../../words.ts';
import type * as en from './etiquette.ts';

const locale = 'es-ES';
const opens = formatClock(circuitHours.opens, locale);
const closes = formatClock(circuitHours.closes, locale);
const lastEntry = formatClock(circuitHours.lastEntry, locale);
const familyFrom = formatClock(familyHours.from, locale);
const familyTo = formatClock(familyHours.to, locale);
const hoursAfterLastEntry = circuitHours.closes.hour - circuitHours.lastEntry.hour;

export const houseRuleGroups: Words<typeof en.houseRuleGroups> = [
  {
    id: 'hours',
    heading: 'Horario y llegada',
    intro:
      'El circuito tiene un solo horario para todos, y quien se aloja con nosotros disfruta un poco más de las piscinas calientes.',
    rules: [
      {
        id: 'circuit-day',
        icon: 'clock',
        title: 'El día del circuito',
        text: `El circuito abre a las ${opens} y cierra a las ${closes}, todos los días del año.`,
      },
      {
        id: 'last-entry',
        icon: 'calendar',
        title: 'Última entrada',
        text: `Si vienes a pasar el día, puedes entrar hasta las ${lastEntry}. Aún te quedan ${numberWord(hoursAfterLastEntry, locale, 'feminine')} horas tranquilas antes del cierre.`,
      },
      {
        id: 'around-the-clock',
        icon: 'moon',
        title: 'Acceso termal las 24 horas',
        text: 'Si te alojas con nosotros, las piscinas calientes no cierran nunca. La pulsera de tu habitación abre el onsen de la tierra y la piscina de hidroterapia a cualquier hora. Los demás espacios siguen el horario del circuito, y un anfitrión está de guardia toda la noche en el edificio del Sanctum.',
      },
      {
        id: 'treatment-arrival',
        icon: 'spa',
        title: 'Llegar a un tratamiento',
        text: `Llega ${numberWord(treatmentArrivalMinutes, locale)} minutos antes para cambiarte con calma. Tu terapeuta te recibe en la sala de espera con una taza de infusión de hierbas.`,
      },
    ],
  },
  {
    id: 'quiet',
    heading: 'Silencio, móviles y fotos',
    intro: 'Casi todos nuestros huéspedes vienen por el silencio. Unos pocos acuerdos lo protegen.',
    rules: [
      {
        id: 'quiet-zones',
        icon: 'wind',
        title: 'Zonas de silencio',
        text: 'La sala de sal del Himalaya, el espacio de descanso en el heno, la casa de té, el santuario privado y la flotación bajo el cielo son para susurrar, o para no decir nada.',
      },
      {
        id: 'lively-corners',
        icon: 'sun',
        title: 'Rincones animados',
        text: 'Habla y ríe a gusto en el lago natural, en la piscina de vitalidad y en su bar, y en las tumbonas.',
      },
      {
        id: 'phones',
        icon: 'phone',
        title: 'Móviles',
        text: 'Si puedes, deja el móvil en la taquilla. En silencio, puede acompañarte a las tumbonas, al café y al bar de la piscina. Nunca a las saunas, al hammam, a las zonas de silencio ni a los vestuarios.',
      },
      {
        id: 'photographs',
        icon: 'users',
        title: 'Fotos',
        text: 'Fotografía el paisaje y a quienes vienen contigo, nunca a otros huéspedes. En los vestuarios, ninguna foto.',
      },
      {
        id: 'aufguss',
        icon: 'flame',
        title: 'Rituales aufguss',
        text: 'Los rituales aufguss de la sauna de ceremonias, de vapor aromático con toalla, empiezan a las horas en punto. Entra antes de que se cierre la puerta y quédate hasta que el maestro de sauna termine.',
      },
    ],
  },
  {
    id: 'what-to-wear',
    heading: 'Bañador y toallas, zona por zona',
    intro:
      'Parejas, amigos y familias comparten el circuito, así que el bañador se lleva siempre puesto. Lo demás depende de dónde estés.',
    rules: [
      {
        id: 'saunas',
        icon: 'flame',
        title: 'Saunas',
        text: 'Siéntate o túmbate sobre una toalla, de la cabeza a los pies, para que la piel no toque la madera. Guarda otra toalla para después.',
      },
      {
        id: 'hammam',
        icon: 'steam',
        title: 'Hammam',
        text: 'Bañador en el vapor. Cuelga la toalla fuera, junto a la puerta: así estará seca cuando salgas.',
      },
      {
        id: 'pools',
        icon: 'water',
        title: 'Piscinas y agua fría',
        text: 'Solo bañador. Los albornoces y las toallas esperan en las perchas junto a los escalones.',
      },
      {
        id: 'mud-terrace',
        icon: 'mountain',
        title: 'Terraza del barro',
        text: 'La arcilla roja es generosa con su color: ponte tu bañador más viejo, o el desechable que tenemos en la terraza.',
      },
      {
        id: 'treatment-rooms',
        icon: 'spa',
        title: 'Salas de tratamientos',
        text: 'Tu terapeuta te da ropa interior desechable, y tu cuerpo queda siempre cubierto. También puedes llevar bañador.',
      },
      {
        id: 'robes',
        icon: 'cup',
        title: 'Café y terraza de la piscina',
        text: 'El albornoz sobre el bañador seco es bienvenido en el café de bienestar y en la terraza del restaurante de la piscina de vitalidad.',
      },
      {
        id: 'towels',
        icon: 'sun',
        title: 'Toallas por todas partes',
        text: 'En cada zona hay toallas limpias. Coge una cuando quieras y deja las usadas en los cestos.',
      },
    ],
  },
  {
    id: 'showers',
    heading: 'Duchas y agua clara',
    intro:
      'Son los juncos y las piedras, no los productos químicos, los que mantienen claras nuestras biopiscinas y el lago natural. Y solo siguen así si todos entramos limpios.',
    rules: [
      {
        id: 'shower-first',
        icon: 'droplet',
        title: 'Primero, la ducha',
        text: 'Dúchate antes de cada piscina y después de cada sauna: las duchas están junto al patio de las saunas.',
      },
      {
        id: 'after-the-mud',
        icon: 'mountain',
        title: 'Después del barro',
        text: 'Quítate toda la arcilla en la ducha del ritual de barro antes de seguir.',
      },
      {
        id: 'creams',
        icon: 'sun',
        title: 'Crema solar y aceites',
        text: 'Acláralos antes de bañarte y vuelve a ponértelos después, en las tumbonas.',
      },
      {
        id: 'heat-and-wine',
        icon: 'cup',
        title: 'Calor y vino',
        text: 'El alcohol y el calor no se llevan bien. Deja el vino para la cena, después de tu última sauna.',
      },
    ],
  },
  {
    id: 'children',
    heading: 'Niños y horario familiar',
    intro:
      'Las familias son bienvenidas en Alento. El circuito reparte el día entre el juego y la calma, para que todos disfruten de ambos.',
    rules: [
      {
        id: 'family-hours',
        icon: 'users',
        title: 'Horario familiar',
        text: `Todos los días, de ${familyFrom} a ${familyTo}, los niños a partir de ${String(guestAges.familyPools)} años entran en las piscinas familiares con un adulto: el lago natural, las biopiscinas y el paseo Kneipp, y la piscina de vitalidad.`,
      },
      {
        id: 'heat-and-cold',
        icon: 'snowflake',
        title: `Calor y frío desde los ${String(guestAges.wholeCircuit)} años`,
        text: `Las saunas, el hammam, la sala de sal, el canal de agua fría, las piscinas de inmersión, los baños calientes, el onsen y la flotación son para huéspedes a partir de ${String(guestAges.wholeCircuit)} años, a cualquier hora.`,
      },
      {
        id: 'kids-path',
        icon: 'child',
        title: 'El Sendero de los Niños',
        text: `Para niños de ${String(guestAges.kidsPath.min)} a ${String(guestAges.kidsPath.max)} años, en horario familiar: rutas por la naturaleza, construcción de cabañas y rituales suaves con nuestros anfitriones, mientras tú descansas.`,
      },
      {
        id: 'youngest-guests',
        icon: 'heart',
        title: 'Los huéspedes más pequeños',
        text: `Los niños menores de ${String(guestAges.familyPools)} años son bienvenidos en los jardines, en el restaurante y en todas las estancias, aunque todavía no en el agua del circuito.`,
      },
      {
        id: 'after-family-hours',
        icon: 'moon',
        title: 'Después del horario familiar',
        text: `Desde las ${familyTo}, el circuito es de los huéspedes de ${String(guestAges.wholeCircuit)} años o más, y vuelve la calma.`,
      },
    ],
  },
  {
    id: 'lockers',
    heading: 'Taquillas y objetos de valor',
    intro: 'El circuito está pensado para recorrerlo con las manos vacías.',
    rules: [
      {
        id: 'wristband',
        icon: 'map-pin',
        title: 'Tu pulsera',
        text: 'Abre la puerta de la entrada sin contacto y tu taquilla, que te espera allí mismo con el albornoz.',
      },
      {
        id: 'valuables',
        icon: 'info',
        title: 'Objetos de valor',
        text: 'Para lo que más valoras, la recepción del edificio del Sanctum tiene una caja fuerte.',
      },
      {
        id: 'jewellery',
        icon: 'sparkle',
        title: 'Joyas y relojes',
        text: 'El calor, la sal y la arcilla castigan el metal. Deja anillos y relojes en la taquilla o, mejor aún, en casa.',
      },
    ],
  },
];

export const etiquettePage: Words<typeof en.etiquettePage> = {
  heroImage: 'hero-spa',
  eyebrow: 'Sanctum Flow',
  intro:
    'Unos pocos acuerdos sencillos mantienen el circuito tranquilo, limpio y seguro para todos. La mayoría los adivinarás; el resto está aquí para que nada te sorprenda el día de tu visita.',
  packing: {
    eyebrow: 'En la maleta',
    heading: 'Lo que ponemos y lo que traes',
    intro: 'Trae el bañador y la cabeza ligera; nosotros nos ocupamos del resto.',
    lists: [
      {
        id: 'provided',
        title: 'Te damos',
        items: [
          'Albornoz, toallas y zapatillas',
          'Una taquilla, que se abre con tu pulsera',
          'Gel de baño, champú y crema corporal',
          'Secadores de pelo en los vestuarios',
          'Agua de nuestro manantial en cada zona',
        ],
      },
      {
        id: 'bring',
        title: 'Trae contigo',
        items: [
          'Bañador, y uno de repuesto si quieres: uno se seca mientras llevas el otro',
          'Los medicamentos que puedas necesitar durante el día',
          'Sombrero y gafas de sol para las tumbonas en verano',
          'Un libro, o toma uno prestado del rincón de lectura',
        ],
      },
    ],
    leave: {
      title: 'Mejor déjalo en casa',
      text: 'Anillos, relojes y otras joyas, botellas y tarros de cristal, y altavoces o cualquier cosa que suene alto.',
    },
  },
  closing: {
    heading: '¿Algo más?',
    text: 'Las preguntas más habituales de nuestros huéspedes tienen respuesta en una sola página, y nuestro equipo te ayuda con mucho gusto con el resto.',
    actions: [
      { label: 'Preguntas frecuentes', href: '/faq' },
      { label: 'Solicitar un día de spa', href: '/booking/spa' },
    ],
  },
};
