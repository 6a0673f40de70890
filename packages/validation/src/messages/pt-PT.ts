import { contactLimits } from '@alento/content';
import { formatCount, longDate, pluralMessage } from './catalogue.ts';
import type { ValidationCatalogue } from './catalogue.ts';

const locale = 'pt-PT';
const n = (value: number) => formatCount(locale, value);

/**
 * European Portuguese, as the glossary (`@alento/content`'s `glossary/pt-PT.md`) writes it: the
 * implicit third person ("Introduza"), sentence case, field messages without a full stop and
 * toasts with one. A request field's label comes from the page's record and may be of either
 * gender, so its messages name it in quotation marks after "o campo" rather than agree with it.
 */
export const validationPtPT = {
  locale,
  contact: {
    firstName: {
      required: 'O nome é obrigatório',
      tooLong: `O nome deve ter menos de ${n(contactLimits.firstName)} caracteres`,
      invalid: 'O nome contém caracteres inválidos',
    },
    lastName: {
      required: 'O apelido é obrigatório',
      tooLong: `O apelido deve ter menos de ${n(contactLimits.lastName)} caracteres`,
      invalid: 'O apelido contém caracteres inválidos',
    },
    email: {
      invalid: 'Introduza um endereço de e-mail válido',
      tooLong: `O endereço de e-mail deve ter menos de ${n(contactLimits.email)} caracteres`,
    },
    subject: {
      required: 'O assunto é obrigatório',
      tooLong: `O assunto deve ter menos de ${n(contactLimits.subject)} caracteres`,
      html: 'O assunto não pode conter etiquetas HTML',
    },
    message: {
      tooShort: `A mensagem deve ter pelo menos ${n(contactLimits.messageMin)} caracteres`,
      tooLong: `A mensagem deve ter menos de ${n(contactLimits.message)} caracteres`,
      script: 'Não são permitidas etiquetas de script',
    },
  },
  toasts: {
    validation: {
      title: 'Dados inválidos',
      description: 'Verifique os dados introduzidos e tente novamente.',
    },
    error: { title: 'Erro', description: 'Algo correu mal. Tente novamente mais tarde.' },
    success: {
      title: 'Mensagem enviada',
      description: 'Obrigado pela sua mensagem. A nossa equipa vai responder-lhe em breve.',
    },
    tooManyAttempts: {
      title: 'Demasiadas tentativas',
      // No "por favor": the polite form already carries it (glossary, sample 3).
      description: pluralMessage(locale, {
        one: (count) => `Aguarde ${count} minuto antes de enviar outra mensagem.`,
        many: (count) => `Aguarde ${count} de minutos antes de enviar outra mensagem.`,
        other: (count) => `Aguarde ${count} minutos antes de enviar outra mensagem.`,
      }),
    },
    sending: 'A enviar…',
  },
  request: {
    required: (label) => `O campo «${label}» é obrigatório`,
    invalidDate: (label) => `O campo «${label}» deve ter uma data válida`,
    pastDate: (label) => `O campo «${label}» não pode ter uma data passada`,
    notAfter: (label, before) =>
      `O campo «${label}» deve ter uma data posterior à do campo «${before}»`,
    invalidTime: (label) => `O campo «${label}» deve ter uma hora válida`,
    outOfBounds: (label, min, max) =>
      `O campo «${label}» deve ter um valor de ${n(min)} a ${n(max)}`,
    name: {
      required: 'O nome é obrigatório',
      tooLong: (max) => `O nome deve ter menos de ${n(max)} caracteres`,
      invalid: 'O nome contém caracteres inválidos',
    },
    email: {
      invalid: 'Introduza um endereço de e-mail válido',
      tooLong: (max) => `O endereço de e-mail deve ter menos de ${n(max)} caracteres`,
    },
    phone: { invalid: 'Introduza um número de telefone válido' },
    reach: 'Indique um endereço de e-mail ou um número de telefone',
    notes: {
      tooLong: (max) => `As notas devem ter menos de ${n(max)} caracteres`,
      script: 'Não são permitidas etiquetas de script',
    },
  },
  handOff: {
    intro: (subject) => `Gostaria de pedir ${subject}.`,
    // The guest writes this line; "Obrigado/Obrigada" would have to guess their gender.
    closing: 'Agradeço desde já.',
    subject: (subject, name) => `Pedido de ${subject}: ${name}`,
    date: longDate(locale),
  },
} as const satisfies ValidationCatalogue;
