import { contactLimits } from '@alento/content';
import { formatCount, longDate, pluralMessage } from './catalogue.ts';
import type { ValidationCatalogue } from './catalogue.ts';

const locale = 'es-ES';
const n = (value: number) => formatCount(locale, value);

/**
 * Castilian Spanish, as the glossary (`@alento/content`'s `glossary/es-ES.md`) writes it: «tú»
 * ("Introduce"), sentence case, "no válido" (never "inválido"), "correo electrónico" (never
 * "email"), field messages without a full stop and toasts with one. A request field's label
 * comes from the page's record and may be of either gender, so its messages name it in
 * quotation marks after "el campo" rather than agree with it.
 */
export const validationEsES = {
  locale,
  contact: {
    firstName: {
      required: 'El nombre es obligatorio',
      tooLong: `El nombre debe tener menos de ${n(contactLimits.firstName)} caracteres`,
      invalid: 'El nombre contiene caracteres no válidos',
    },
    // "Apellidos", in the plural: people in Spain have two.
    lastName: {
      required: 'Los apellidos son obligatorios',
      tooLong: `Los apellidos deben tener menos de ${n(contactLimits.lastName)} caracteres`,
      invalid: 'Los apellidos contienen caracteres no válidos',
    },
    email: {
      invalid: 'Introduce un correo electrónico válido',
      tooLong: `El correo electrónico debe tener menos de ${n(contactLimits.email)} caracteres`,
    },
    subject: {
      required: 'El asunto es obligatorio',
      tooLong: `El asunto debe tener menos de ${n(contactLimits.subject)} caracteres`,
      html: 'El asunto no puede contener etiquetas HTML',
    },
    message: {
      tooShort: `El mensaje debe tener al menos ${n(contactLimits.messageMin)} caracteres`,
      tooLong: `El mensaje debe tener menos de ${n(contactLimits.message)} caracteres`,
      script: 'No se permiten etiquetas de script',
    },
  },
  toasts: {
    validation: {
      title: 'Datos no válidos',
      description: 'Revisa los datos introducidos e inténtalo de nuevo.',
    },
    error: { title: 'Error', description: 'Algo ha salido mal. Inténtalo de nuevo más tarde.' },
    success: {
      title: 'Mensaje enviado',
      description: 'Gracias por tu mensaje. Nuestro equipo te responderá en breve.',
    },
    tooManyAttempts: {
      title: 'Demasiados intentos',
      // No "por favor": the imperative with «tú» is courteous enough (glossary, sample 3).
      description: pluralMessage(locale, {
        one: (count) => `Espera ${count} minuto antes de enviar otro mensaje.`,
        many: (count) => `Espera ${count} de minutos antes de enviar otro mensaje.`,
        other: (count) => `Espera ${count} minutos antes de enviar otro mensaje.`,
      }),
    },
    sending: 'Enviando…',
  },
  request: {
    required: (label) => `El campo «${label}» es obligatorio`,
    invalidDate: (label) => `El campo «${label}» debe contener una fecha válida`,
    pastDate: (label) => `El campo «${label}» no puede contener una fecha pasada`,
    notAfter: (label, before) =>
      `El campo «${label}» debe contener una fecha posterior a la del campo «${before}»`,
    invalidTime: (label) => `El campo «${label}» debe contener una hora válida`,
    outOfBounds: (label, min, max) =>
      `El campo «${label}» debe contener un valor de ${n(min)} a ${n(max)}`,
    name: {
      required: 'El nombre es obligatorio',
      tooLong: (max) => `El nombre debe tener menos de ${n(max)} caracteres`,
      invalid: 'El nombre contiene caracteres no válidos',
    },
    email: {
      invalid: 'Introduce un correo electrónico válido',
      tooLong: (max) => `El correo electrónico debe tener menos de ${n(max)} caracteres`,
    },
    phone: { invalid: 'Introduce un número de teléfono válido' },
    reach: 'Indica un correo electrónico o un número de teléfono',
    notes: {
      tooLong: (max) => `Las notas deben tener menos de ${n(max)} caracteres`,
      script: 'No se permiten etiquetas de script',
    },
  },
  handOff: {
    intro: (subject) => `Me gustaría solicitar ${subject}.`,
    closing: 'Gracias.',
    subject: (subject, name) => `Solicitud de ${subject}: ${name}`,
    date: longDate(locale),
  },
} as const satisfies ValidationCatalogue;
