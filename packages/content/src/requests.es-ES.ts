/** What every request form shares, in Castilian Spanish. */
import type { Words } from './words.ts';
import type * as en from './requests.ts';
import { contactLimits } from './constants.ts';
import { claims } from './claims.ts';
import { siteConfig } from './site.ts';

export const requestKinds: Words<typeof en.requestKinds> = [
  'spa',
  'spa-form',
  'day-pass',
  'packages',
  'accommodations',
  'racket-club',
  'transfer',
];

export const requestContactFields: Words<typeof en.requestContactFields> = {
  name: { name: 'name', label: 'Tu nombre', messageLabel: 'Nombre', maxLength: 100 },
  email: {
    name: 'email',
    label: 'Correo electrónico',
    messageLabel: 'Correo electrónico',
    maxLength: contactLimits.email,
  },
  phone: {
    name: 'phone',
    label: `Teléfono o número de ${siteConfig.messagingApp}`,
    messageLabel: 'Teléfono',
    maxLength: 30,
  },
  notes: {
    name: 'notes',
    label: 'Algo que debamos saber (opcional)',
    messageLabel: 'Notas',
    maxLength: 1000,
  },
};

export const requestContactFieldNames: Words<typeof en.requestContactFieldNames> = [
  'name',
  'email',
  'phone',
  'notes',
];

export const requestCopy: Words<typeof en.requestCopy> = {
  formHeading: 'Tu solicitud',
  contactLegend: 'Cómo contactarte',
  contactHint: 'Tu nombre y un correo electrónico o un número de teléfono, lo que prefieras.',
  review: 'Revisar la solicitud',
  reviewUnavailable: {
    title: 'Solicitud sin revisar',
    description:
      'No hemos podido cargar lo que el formulario necesita para revisar tu solicitud. Comprueba tu conexión e inténtalo de nuevo: todo lo que has rellenado sigue aquí.',
  },
  summaryHeading: 'Tu solicitud, lista para enviar',
  summaryIntro:
    'Esto es exactamente lo que se enviará. Elige cómo enviarlo: se abrirá tu propia aplicación con el texto ya escrito y lo envías desde allí.',
  messageLabel: 'El mensaje',
  sendWhatsApp: `Enviar por ${siteConfig.messagingApp}`,
  sendEmail: 'Enviar por correo',
  edit: 'Modificar la solicitud',
  includedHeading: 'Qué incluye',
  priceHeading: 'Precio',
  vatNote: 'Todos los precios están en euros e incluyen el IVA.',
  nothingSent: `Esta web no envía ni guarda nada: tu solicitud sale de tu propio ${siteConfig.messagingApp} o de tu correo, y nuestro equipo te responde ${claims.contactResponse}.`,
  greeting: `Hola, equipo de ${siteConfig.name}:`,
  carriedHeading: 'El recorrido de tu concierge',
  carriedIntro: 'Hemos rellenado el recorrido que ha planeado tu concierge. Cambia lo que quieras.',
};

export const priceOnRequest: Words<typeof en.priceOnRequest> = 'Precio a consultar';

export const guests: Words<typeof en.guests> = (max = 8) =>
  ({ kind: 'count', name: 'guests', label: 'Personas', min: 1, max, initial: 1 }) as const;

export const arrivalTime: Words<typeof en.arrivalTime> = {
  kind: 'time',
  name: 'time',
  label: 'Hora de llegada',
};
export const visitDate: Words<typeof en.visitDate> = { kind: 'date', name: 'date', label: 'Fecha' };

export const circuitOption: Words<typeof en.circuitOption> = {
  value: 'circuit',
  label: 'Circuito libre',
  hint: 'Todos los espacios, en el orden que quieras',
};

const plural = new Intl.PluralRules('es-ES');

export const carriedJourneyLines: Words<typeof en.carriedJourneyLines> = (journey) => [
  { label: 'Recorrido del concierge', value: `${journey.mode.name}: ${journey.mode.title}` },
  {
    label:
      plural.select(journey.stations.length) === 'one'
        ? 'Espacio del circuito'
        : 'Espacios del circuito',
    value: journey.stations.map((station) => station.name).join(', '),
  },
  { label: 'Terapia sin contacto', value: journey.touchless.name },
];
