/** What every request form shares, in European Portuguese. */
import { contactLimits } from './constants.ts';
import { claims } from './claims.ts';
import { siteConfig } from './site.ts';
import type { Words } from './words.ts';
import type * as en from './requests.ts';

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
  name: { name: 'name', label: 'O seu nome', messageLabel: 'Nome', maxLength: 100 },
  email: { name: 'email', label: 'E-mail', messageLabel: 'E-mail', maxLength: contactLimits.email },
  phone: {
    name: 'phone',
    label: `Telefone ou número de ${siteConfig.messagingApp}`,
    messageLabel: 'Telefone',
    maxLength: 30,
  },
  notes: {
    name: 'notes',
    label: 'Algo que devamos saber (opcional)',
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
  formHeading: 'O seu pedido',
  contactLegend: 'Como lhe respondemos',
  contactHint: 'O seu nome e um endereço de e-mail ou um número de telefone, como preferir.',
  review: 'Rever o pedido',
  reviewUnavailable: {
    title: 'Pedido não revisto',
    description:
      'Não conseguimos carregar o que o formulário precisa para rever o seu pedido. Verifique a ligação e tente novamente: tudo o que preencheu continua aqui.',
  },
  summaryHeading: 'O seu pedido, pronto a enviar',
  summaryIntro:
    'É exatamente isto que vai ser enviado. Escolha como o quer enviar: a sua aplicação abre com o texto já escrito, e é a partir dela que o envia.',
  messageLabel: 'A mensagem',
  sendWhatsApp: `Enviar por ${siteConfig.messagingApp}`,
  sendEmail: 'Enviar por e-mail',
  edit: 'Editar o pedido',
  includedHeading: 'O que está incluído',
  priceHeading: 'Preço',
  vatNote: 'Todos os preços são em euros e incluem IVA.',
  nothingSent: `Este site não envia nem guarda nada. O seu pedido sai do seu próprio ${siteConfig.messagingApp} ou e-mail, e a nossa equipa responde-lhe ${claims.contactResponse}.`,
  greeting: `Olá, equipa do ${siteConfig.name},`,
  carriedHeading: 'O percurso do seu concierge',
  carriedIntro: 'Preenchemos o percurso que o seu concierge planeou. Altere o que quiser.',
};

export const priceOnRequest: Words<typeof en.priceOnRequest> = 'Preço sob consulta';

export const guests: Words<typeof en.guests> = (max = 8) =>
  ({ kind: 'count', name: 'guests', label: 'Número de pessoas', min: 1, max, initial: 1 }) as const;

export const arrivalTime: Words<typeof en.arrivalTime> = {
  kind: 'time',
  name: 'time',
  label: 'Hora de chegada',
};
export const visitDate: Words<typeof en.visitDate> = { kind: 'date', name: 'date', label: 'Data' };

export const circuitOption: Words<typeof en.circuitOption> = {
  value: 'circuit',
  label: 'Circuito livre',
  hint: 'Todos os espaços, pela ordem que quiser',
};

const plural = new Intl.PluralRules('pt-PT');

export const carriedJourneyLines: Words<typeof en.carriedJourneyLines> = (journey) => [
  { label: 'Percurso do concierge', value: `${journey.mode.name}: ${journey.mode.title}` },
  {
    label:
      plural.select(journey.stations.length) === 'one'
        ? 'Espaço do circuito'
        : 'Espaços do circuito',
    value: journey.stations.map((station) => station.name).join(', '),
  },
  { label: 'Terapia sem contacto', value: journey.touchless.name },
];
