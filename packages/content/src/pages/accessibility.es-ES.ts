/** The accessibility statement's words in Castilian Spanish. */
import { claims } from '../claims.ts';
import { toastDurationMs } from '../constants.ts';
import { numberWord } from '../format.ts';
import { languages } from '../languages.ts';
import { siteConfig } from '../site.ts';
import type { Words } from '../words.ts';
import type * as en from './accessibility.ts';

const siteHost = new URL(siteConfig.origin).host;
const toastSeconds = `${numberWord(toastDurationMs / 1000, 'es-ES')} segundos`;

export const accessibilityPage: Words<typeof en.accessibilityPage> = {
  heroImage: 'hero-location',
  eyebrow: 'Para todas las personas',
  lede: `Queremos que cualquier persona pueda planear aquí su visita a ${siteConfig.name}, con el dispositivo o la tecnología de apoyo que use. Esta declaración abarca ${siteHost} en sus ${numberWord(languages.length, 'es-ES')} idiomas.`,
  status: {
    heading: 'Situación de cumplimiento',
    paragraphs: [
      'Nuestro objetivo es cumplir el nivel AA de las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2.',
      'Esta web cumple parcialmente esa norma, por la limitación que se describe más abajo.',
    ],
  },
  limitations: {
    heading: 'Limitaciones conocidas',
    points: [
      {
        title: 'Avisos que se cierran solos',
        text: `Los avisos que aparecen después de un formulario (mensaje enviado, demasiados intentos, algo ha salido mal) se cierran solos a los ${toastSeconds}, salvo que el puntero o el foco del teclado estén sobre ellos. Los lectores de pantalla anuncian cada aviso cuando aparece, y todos tienen un botón para cerrarlo. La espera tras demasiados intentos solo se indica en su aviso, así que al volver a enviar se muestra de nuevo. (WCAG 2.2.1, Tiempo ajustable.)`,
      },
    ],
    outside: `Los demás servicios a los que enlaza esta web quedan fuera de esta declaración: tu correo y ${siteConfig.messagingApp}, que se abren con una solicitud ya escrita, el mapa de OpenStreetMap y el Libro de Reclamaciones de Portugal (Livro de Reclamações).`,
  },
  preparation: {
    heading: 'Cómo lo hemos comprobado',
    intro:
      'Esta declaración es una autoevaluación. Todas las comprobaciones de abajo forman parte de las pruebas automáticas de la web, que generan la web y prueban el resultado.',
    methods: [
      {
        title: 'Axe en Playwright',
        text: 'Cada página, en los tres idiomas, se abre en Chromium y se comprueba con axe-core según las reglas A y AA de las WCAG 2.2. Las páginas en inglés se comprueban con anchos de móvil y de ordenador (390 y 1280 px), y las páginas en portugués y español con ancho de ordenador.',
      },
      {
        title: 'Pruebas de teclado',
        text: 'Las pruebas de extremo a extremo recorren solo con el teclado el plano, el carrusel del spa, el visor de la galería y las pestañas y la evaluación del concierge. También comprueban adónde va el foco cuando hay que corregir un formulario.',
      },
      {
        title: 'Funciones «play» de Storybook',
        text: 'Cada componente del sistema de diseño tiene historias que se ejecutan como pruebas en Chromium: sus funciones «play» usan el componente como lo haría una persona, y axe revisa cada historia.',
      },
      {
        title: 'Revisión de desbordamientos',
        text: 'Cada página se abre con 320, 390, 768, 1024 y 1280 px de ancho, y en portugués y español con 320, 390 y 1280 px. La revisión falla si una página se desplaza hacia los lados o si algún texto se sale de su caja.',
      },
      {
        title: 'Espaciado del texto',
        text: 'La página de inicio, una solicitud de reserva y el formulario de contacto, en todos los idiomas, se abren con el espaciado más amplio entre letras, palabras, líneas y párrafos que describen las WCAG 1.4.12, de 320 a 1280 px de ancho. La prueba falla si la página se desplaza hacia los lados o si el menú y el botón de reserva de la cabecera salen de la pantalla.',
      },
      {
        title: 'Medición con Lighthouse',
        text: 'Nuestra medición ejecuta Lighthouse en todas las páginas, con sus ajustes para móvil y para ordenador, y exige una puntuación de accesibilidad de 100. Las pruebas automáticas lo ejecutan en una muestra de páginas.',
      },
    ],
    limits:
      'Las pruebas automáticas solo detectan una parte de los problemas posibles. La web aún no ha pasado una auditoría de un experto independiente, ni la han probado personas que usan tecnologías de apoyo a diario.',
    reviewedLabel: 'Última revisión',
    reviewedNote: 'el día en que se generó esta versión de la web.',
  },
  feedback: {
    heading: 'Comunicar una barrera',
    paragraphs: [
      'Si algo de esta web te resulta difícil o imposible de usar, cuéntanoslo: qué intentabas hacer, en qué página y con qué dispositivo o tecnología de apoyo.',
      `Respondemos ${claims.contactResponse} y, mientras tanto, podemos darte la información que necesites por correo o por teléfono.`,
    ],
    emailLabel: 'Correo electrónico',
    phoneLabel: 'Teléfono',
  },
  enforcement: {
    heading: 'Procedimiento de reclamación',
    paragraphs: [
      'Si nuestra respuesta no te satisface, o crees que has recibido un trato menos favorable por una discapacidad, puedes presentar una queja ante el Instituto Nacional para a Reabilitação, I.P. (INR), el organismo público portugués competente.',
      'El INR recibe las quejas por discriminación por motivo de discapacidad, según la Ley portuguesa 46/2006, y remite cada una a la autoridad responsable. Su web es www.inr.pt.',
    ],
  },
};
