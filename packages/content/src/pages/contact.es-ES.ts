/** The Contact page in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './contact.ts';
import { contactLimits } from '../constants.ts';
import { claims } from '../claims.ts';
import { listOf } from '../format.ts';
import { siteConfig } from '../site.ts';

const plural = new Intl.PluralRules('es-ES');

export const contactPage: Words<typeof en.contactPage> = {
  heroImage: 'hero-contact',
  eyebrow: 'Ponte en contacto',
  lede: `¿Tienes preguntas sobre el circuito de spa, una estancia en el bosque o un retiro para tu equipo? Escríbenos: una persona de nuestro equipo lee cada mensaje y te responde ${claims.contactResponse}.`,
  details: {
    heading: 'Contacto directo',
    emailLabel: 'Correo electrónico',
    phoneLabel: 'Teléfono',
    locationLabel: 'Ubicación',
    responseHeading: 'Cuándo respondemos',
    response: `Respondemos a todos los mensajes ${claims.contactResponse}.`,
    languages: `Nuestro equipo habla ${listOf(siteConfig.languages, 'es-ES')}.`,
  },
  concierge: {
    heading: '¿Planeas tu día de spa?',
    text: 'En pocos minutos, nuestro concierge con IA diseña tu recorrido por el circuito a partir de tus objetivos, tu nivel de estrés y tus preferencias.',
    link: { label: 'Preguntar al concierge', path: '/concierge' },
  },
  form: {
    heading: 'Envíanos un mensaje',
    intro: 'Necesitamos todos los campos para poder responderte como mereces.',
    submit: 'Enviar mensaje',
    sendUnavailable: {
      title: 'Mensaje no enviado',
      description:
        'No hemos podido cargar lo que el formulario necesita para enviar tu mensaje. Comprueba tu conexión e inténtalo de nuevo: todo lo que has escrito sigue aquí.',
    },
    characterCount: {
      format: (length, max) => `${length} / ${max}`,
      announce: (remaining) =>
        plural.select(remaining) === 'one'
          ? `Queda ${remaining} carácter`
          : `Quedan ${remaining} caracteres`,
    },
    fields: [
      {
        name: 'firstName',
        label: 'Nombre',
        maxLength: contactLimits.firstName,
        autoComplete: 'given-name',
      },
      {
        name: 'lastName',
        label: 'Apellidos',
        maxLength: contactLimits.lastName,
        autoComplete: 'family-name',
      },
      {
        name: 'email',
        label: 'Correo electrónico',
        maxLength: contactLimits.email,
        autoComplete: 'email',
        type: 'email',
      },
      { name: 'subject', label: 'Asunto', maxLength: contactLimits.subject },
      {
        name: 'message',
        label: 'Mensaje',
        maxLength: contactLimits.message,
        multiline: true,
        hint: `Al menos ${contactLimits.messageMin} caracteres.`,
      },
    ],
  },
};
