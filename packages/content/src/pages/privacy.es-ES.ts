/** The privacy page's words in Castilian Spanish. */
import {
  rateLimiterNames,
  rateLimitStorageKey,
  scrollPositionsStorageKey,
} from '../browser-storage.ts';
import { contactRateLimit } from '../constants.ts';
import { listOf, numberWord } from '../format.ts';
import { siteConfig } from '../site.ts';
import type { Words } from '../words.ts';
import type * as en from './privacy.ts';

const windowMinutes = `${numberWord(contactRateLimit.windowMs / 60_000, 'es-ES')} minutos`;
const networks = listOf(
  siteConfig.social.map((profile) => profile.network),
  'es-ES',
);

export const privacyPage: Words<typeof en.privacyPage> = {
  heroImage: 'hero-contact',
  eyebrow: 'Tus datos',
  lede: 'Qué hace esta web con lo que escribes y qué no hace nunca, en palabras sencillas y tal como funciona.',
  summary: {
    heading: 'En resumen',
    points: [
      {
        title: 'Sin cookies',
        text: 'La web no instala ninguna y nuestro servidor tampoco envía ninguna. Por eso no ves ningún aviso de cookies.',
      },
      {
        title: 'Sin rastreo',
        text: 'Sin analítica, sin publicidad, sin botones de redes sociales. Las fuentes, las imágenes y los scripts salen de nuestro propio servidor, así que ninguna otra empresa se entera de tu visita.',
      },
      {
        title: 'Tu solicitud, enviada por ti',
        text: `La web nunca envía una solicitud en tu nombre: sale de tu propio ${siteConfig.messagingApp} o de tu correo, cuando decides enviarla.`,
      },
      {
        title: 'Algunas notas en tu navegador',
        text: 'Los formularios anotan cuándo los has usado por última vez, para que un mensaje no se envíe una y otra vez por error, y cada página recuerda hasta dónde te habías desplazado. No se guarda nada de lo que escribes.',
      },
    ],
  },
  controller: {
    heading: 'Quién es el responsable',
    intro:
      'El responsable del tratamiento de los datos personales que maneja esta web, y de los mensajes que nos envías, es:',
    emailLabel: 'Correo electrónico',
  },
  forms: {
    heading: 'Lo que escribes en la web',
    contactForm: {
      title: 'El formulario de contacto',
      kept: `En esta versión de la web, el formulario de contacto no envía nada. Tu mensaje se comprueba en tu navegador y no pasa de tu pantalla, y no se guarda nada. Para hablar con nuestro equipo, escribe a ${siteConfig.email} o llama al ${siteConfig.phone}.`,
      sent: 'Cuando envías el formulario de contacto, tu nombre, tu correo electrónico, el asunto y el mensaje viajan por una conexión cifrada hasta el servidor de nuestro equipo, sin ninguna cookie ni identificador. Nuestro equipo los usa solo para responderte.',
    },
    points: [
      {
        title: 'Las páginas de solicitud',
        text: `Tu solicitud se prepara en tu navegador y te la mostramos palabra por palabra; la web no envía nada. Cuando decides enviarla, tu propio ${siteConfig.messagingApp} o tu correo se abre con el texto ya escrito. Desde ese momento viaja por ese servicio, con sus propias condiciones y política de privacidad, y nos llega como cualquier otro mensaje.`,
      },
      {
        title: 'El Concierge con IA',
        text: 'Las respuestas de tu evaluación se quedan en tu navegador: nunca se envían ni se guardan, y se olvidan al salir de la página. Un recorrido que lleves a una solicitud de día de spa viaja en la dirección de la página, con su modo, su secuencia y sus espacios, nunca con tus respuestas.',
      },
      {
        title: 'La suscripción al boletín',
        text: 'Nuestras cartas de temporada aún no han empezado, así que la dirección que escribes solo se te muestra de vuelta: no se envía a ningún sitio ni se guarda.',
      },
    ],
  },
  storage: {
    heading: 'Lo que guarda tu navegador',
    intro:
      'Tu navegador guarda algunas notas pequeñas de esta web, con estos nombres. Ninguna contiene lo que has escrito, y ninguna sale de tu dispositivo.',
    local: [
      {
        key: rateLimitStorageKey(rateLimiterNames.contact),
        text: `Cuándo enviaste el formulario de contacto por última vez: hasta ${numberWord(contactRateLimit.max, 'es-ES')} veces, y cada una cuenta durante ${windowMinutes}, para que un mensaje no se envíe una y otra vez por error. Se queda en el almacenamiento local hasta que borres los datos de esta web, y una anotación que ya no cuenta se borra la próxima vez que envíes el formulario.`,
      },
      {
        key: rateLimitStorageKey(rateLimiterNames.request),
        text: 'Cuándo revisaste una solicitud por última vez en las páginas de solicitud, con la misma regla y por separado del formulario de contacto. Se queda en el almacenamiento local de la misma forma.',
      },
    ],
    session: [
      {
        key: scrollPositionsStorageKey,
        text: 'Hasta dónde te habías desplazado en cada página que abriste, para que el botón de volver te lleve al mismo punto. Se queda en el almacenamiento de sesión, que tu navegador vacía al cerrar la pestaña.',
      },
    ],
    notes: [
      'No se guarda nada más: ni cookies, ni bases de datos, ni copias de las páginas para leer sin conexión.',
    ],
  },
  server: {
    heading: 'Lo que ve nuestro servidor',
    paragraphs: [
      'Para enviarte una página, nuestro servidor necesita la dirección de internet de tu dispositivo, como cualquier web. No la usa para nada más y no guarda ningún registro de tus visitas.',
      'Las páginas viajan por una conexión cifrada, y tu navegador recibe la instrucción de no dejar que esta web use tu ubicación, tu cámara o tu micrófono. Cuando sigues un enlace a otra web, esta solo sabe que vienes de nuestra dirección, no de qué página.',
    ],
  },
  elsewhere: {
    heading: 'Enlaces a otros servicios',
    paragraphs: [
      `Algunos enlaces llevan a otros servicios: tus aplicaciones de correo y de teléfono, un chat de ${siteConfig.messagingApp}, nuestras páginas de ${networks}, un mapa en OpenStreetMap y el Libro de Reclamaciones oficial de Portugal (Livro de Reclamações). Ninguno de ellos sabe nada de esta web hasta que sigues el enlace. A partir de ahí, se aplican sus propias condiciones y políticas de privacidad.`,
    ],
  },
  rights: {
    heading: 'Tus derechos',
    paragraphs: [
      'Según el RGPD, tienes derecho a saber qué datos personales tenemos sobre ti y a corregirlos o borrarlos. También puedes limitar su uso u oponerte a él, y recibirlos en un formato que puedas llevarte.',
      `Escríbenos a ${siteConfig.email} y te responderemos en el plazo de un mes, como exige la ley.`,
      'Si crees que no hemos respetado tus datos, puedes presentar una reclamación ante la autoridad portuguesa de protección de datos, la Comissão Nacional de Proteção de Dados (CNPD), en www.cnpd.pt.',
    ],
  },
};
