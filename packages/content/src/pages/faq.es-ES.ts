/** The FAQ page's words in Castilian Spanish. */
import { assessmentDuration, claims, travelPlaces } from '../claims.es-ES.ts';
import {
  circuitHours,
  familyHours,
  freeCancellation,
  guestAges,
  prices,
  stayTimes,
  travelTimes,
  treatmentArrivalMinutes,
} from '../constants.ts';
import { formatClock, formatHours, listOf, numberWord, startingPrice } from '../format.ts';
import { siteConfig } from '../site.ts';
import type { Words } from '../words.ts';
import type * as en from './faq.ts';

const locale = 'es-ES';
const clock = (time: { readonly hour: number; readonly minute: number }) =>
  formatClock(time, locale);
const houseRules = { label: 'Leer las normas del spa', href: '/spa/etiquette' } as const;
const writeToUs = { label: 'Escribirnos', href: '/contact' } as const;
const packages = { label: 'Ver paquetes de tratamientos', href: '/booking/packages' } as const;

export const faqGroups: Words<typeof en.faqGroups> = [
  {
    id: 'booking',
    heading: 'Reservas y solicitudes',
    questions: [
      {
        id: 'how-to-book',
        question: '¿Cómo puedo reservar?',
        answer: `Elige lo que quieras y rellena una breve solicitud. Se abre en tu propio ${siteConfig.messagingApp} o en tu correo, lista para enviar: esta web no envía ni guarda nada. Nuestro equipo te responde ${claims.contactResponse} para confirmarla.`,
        link: { label: 'Ver cómo reservar', href: '/booking' },
      },
      {
        id: 'help-planning',
        question: '¿Alguien puede ayudarme a planear el día?',
        answer: `Sí. Nuestro concierge de bienestar te sugiere un recorrido por el circuito a partir de una breve evaluación ${assessmentDuration}, y lo lleva a tu solicitud. O escríbenos, y una persona del equipo te ayudará.`,
        link: { label: 'Planear con el concierge', href: '/concierge' },
      },
    ],
  },
  {
    id: 'arriving',
    heading: 'Llegada',
    questions: [
      {
        id: 'getting-here',
        question: '¿Cómo llego a Alento?',
        answer: `En coche, con aparcamiento en el propio recinto, o en tren hasta Évora, donde te espera nuestra lanzadera. También hay traslado privado desde ${numberWord(travelTimes.length, locale)} puntos: ${listOf(
          travelTimes.map(
            (time) => `${travelPlaces[time.id]} (${formatHours(time.hours, locale)})`,
          ),
          locale,
        )}.`,
        link: { label: 'Ver cómo llegar', href: '/location/directions' },
      },
      {
        id: 'arrival-time',
        question: '¿A qué hora puedo llegar?',
        answer: `El circuito abre a las ${clock(circuitHours.opens)} y cierra a las ${clock(circuitHours.closes)}; si vienes a pasar el día, puedes entrar hasta las ${clock(circuitHours.lastEntry)}. Para un tratamiento, llega ${numberWord(treatmentArrivalMinutes, locale)} minutos antes para cambiarte con calma.`,
        link: houseRules,
      },
    ],
  },
  {
    id: 'circuit',
    heading: 'El circuito',
    questions: [
      {
        id: 'what-to-bring',
        question: '¿Qué debo traer?',
        answer:
          'Bañador y los medicamentos que puedas necesitar. Nosotros ponemos albornoz, toallas y zapatillas, una taquilla que se abre con tu pulsera, productos de baño y secadores de pelo.',
        link: houseRules,
      },
      {
        id: 'around-the-clock',
        question: '¿El acceso termal es de verdad 24/7?',
        answer: `Si te alojas con nosotros, sí: el onsen de la tierra y la piscina de hidroterapia abren a cualquier hora, con un anfitrión de guardia por la noche. Los demás espacios, y quien viene a pasar el día, siguen el horario del circuito, de ${clock(circuitHours.opens)} a ${clock(circuitHours.closes)}.`,
        link: houseRules,
      },
      {
        id: 'phones',
        question: '¿Puedo llevar el móvil al circuito?',
        answer:
          'Si puedes, déjalo en la taquilla. En silencio, puede acompañarte a las tumbonas, al café y al bar de la piscina, pero nunca a las saunas, al hammam ni a las zonas de silencio. No fotografíes a nadie fuera de tu grupo.',
        link: houseRules,
      },
      {
        id: 'health',
        question: 'Tengo un problema de salud. ¿Puedo usar el calor y el frío?',
        answer:
          'El calor y el frío exigen mucho al corazón. En caso de embarazo, problemas de corazón o de tensión, o si no te encuentras bien, consulta antes a tu médico y cuéntanoslo en tu solicitud. Nuestros anfitriones te sugerirán espacios más suaves.',
        link: { label: 'Seguridad en el circuito', href: '/spa/safety' },
      },
    ],
  },
  {
    id: 'treatments',
    heading: 'Tratamientos',
    questions: [
      {
        id: 'treatment-included',
        question: '¿El pase de día incluye algún tratamiento?',
        answer: `Sí: un tratamiento sin contacto a tu elección, Hydrojet, Wavetouch o Baño Mineral. Los masajes y los rituales con nuestros terapeutas forman parte de los paquetes de tratamientos, ${startingPrice(prices.treatmentPackagesFrom, locale)}.`,
        link: packages,
      },
      {
        id: 'couples',
        question: '¿Podemos recibir un tratamiento en pareja?',
        answer:
          'Sí. La cabaña de tratamientos para parejas tiene dos camillas, una junto a otra, y una terraza propia para tomar el té después. Indícalo en tu solicitud.',
        link: packages,
      },
    ],
  },
  {
    id: 'stays',
    heading: 'Estancias',
    questions: [
      {
        id: 'spa-with-stay',
        question: '¿El spa está incluido en la estancia?',
        answer:
          'Sí. Tu pulsera abre todo el circuito cada día de tu estancia, y las piscinas calientes a cualquier hora de la noche.',
        link: { label: 'Ver las estancias', href: '/stays' },
      },
      {
        id: 'check-in',
        question: '¿A qué hora son la entrada y la salida?',
        answer: `Tu habitación está lista desde las ${clock(stayTimes.checkIn)}, y te pedimos que la dejes antes de las ${clock(stayTimes.checkOut)}. El circuito es tuyo ambos días: llega pronto y márchate tarde.`,
        link: { label: 'Solicitar una estancia', href: '/booking/accommodations' },
      },
    ],
  },
  {
    id: 'children',
    heading: 'Niños',
    questions: [
      {
        id: 'children-in-the-spa',
        question: '¿Pueden venir niños al spa?',
        answer: `Sí, en horario familiar: de ${clock(familyHours.from)} a ${clock(familyHours.to)}, los niños a partir de ${String(guestAges.familyPools)} años entran en las piscinas familiares con un adulto. Las saunas, el hammam y los demás espacios de calor y frío son para huéspedes a partir de ${String(guestAges.wholeCircuit)} años.`,
        link: houseRules,
      },
      {
        id: 'kids-path',
        question: '¿Hay algo para los niños mientras descansamos?',
        answer: `El Sendero de los Niños, de ${String(guestAges.kidsPath.min)} a ${String(guestAges.kidsPath.max)} años: rutas por la naturaleza, construcción de cabañas y rituales suaves con nuestros anfitriones, todos los días en horario familiar.`,
        link: { label: 'Ver las experiencias', href: '/experiences' },
      },
    ],
  },
  {
    id: 'food',
    heading: 'Comida y alergias',
    questions: [
      {
        id: 'allergies',
        question: '¿La cocina puede adaptarse a mi alergia?',
        answer:
          'Avisa al equipo antes de pedir y los cocineros adaptarán el plato. En nuestra cocina se trabaja con gluten, frutos secos, lácteos y huevo, y las cartas marcan los platos vegetarianos, veganos y sin gluten.',
        link: { label: 'Ver carta del restaurante', href: '/restaurant-menu' },
      },
      {
        id: 'robe',
        question: '¿Puedo comer en albornoz?',
        answer:
          'Sí, en el café de bienestar junto al circuito y en la terraza del restaurante de la piscina de vitalidad. El café sirve desde la mañana hasta el último baño.',
        link: { label: 'Ver la gastronomía', href: '/dining' },
      },
    ],
  },
  {
    id: 'accessibility',
    heading: 'Accesibilidad',
    questions: [
      {
        id: 'reduced-mobility',
        question: '¿Puedo visitar Alento con movilidad reducida?',
        answer:
          'Sí. El edificio del Sanctum, los vestuarios y los caminos principales no tienen escalones, y el canal de agua fría tiene pasamanos en todo su recorrido. Algunos lugares, como el embarcadero de la sauna de barril, tienen escalones: cuéntanos qué necesitas y planificamos el día contigo.',
        link: writeToUs,
      },
    ],
  },
  {
    id: 'payments',
    heading: 'Pagos y cancelaciones',
    questions: [
      {
        id: 'paying',
        question: '¿Cómo pago?',
        answer:
          'En esta web no se paga nada, y nunca te pedirá los datos de tu tarjeta. Nuestra confirmación te indica cómo pagar, y todos los precios están en euros, con el IVA incluido.',
        link: { label: 'Ver precios y pases', href: '/booking' },
      },
      {
        id: 'cancelling',
        question: '¿Puedo cancelar o cambiar mi reserva?',
        answer: `Sí, sin coste hasta ${String(freeCancellation.spaDayHours)} horas antes de un día de spa o un tratamiento, y hasta ${numberWord(freeCancellation.stayDays, locale)} días antes de una estancia. Si ya falta poco, escríbenos igualmente: cambiaremos la fecha siempre que podamos.`,
        link: writeToUs,
      },
    ],
  },
];

export const faqPage: Words<typeof en.faqPage> = {
  heroImage: 'hero-contact',
  eyebrow: 'Antes de venir',
  intro:
    'Lo que más nos preguntan nuestros huéspedes, de la reserva a la hora de dormir, con respuestas breves y la página que cuenta más.',
  closing: {
    heading: '¿Aún tienes dudas?',
    text: `Escríbenos: una persona de nuestro equipo lee cada mensaje y te responde ${claims.contactResponse}.`,
    actions: [
      { label: 'Contactar con nosotros', href: '/contact' },
      { label: 'Normas del spa', href: '/spa/etiquette' },
    ],
  },
};
