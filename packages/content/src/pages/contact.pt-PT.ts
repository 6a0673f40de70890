/** The Contact page's words in European Portuguese. */
import { contactLimits } from '../constants.ts';
import { claims } from '../claims.ts';
import { listOf } from '../format.ts';
import { siteConfig } from '../site.ts';
import type { Words } from '../words.ts';
import type * as en from './contact.ts';

const plural = new Intl.PluralRules('pt-PT');

export const contactPage: Words<typeof en.contactPage> = {
  heroImage: 'hero-contact',
  eyebrow: 'Fale connosco',
  lede: `Tem perguntas sobre o circuito de spa, uma estadia na floresta ou um retiro para a sua equipa? Escreva-nos: cada mensagem é lida por uma pessoa da nossa equipa, que lhe responde ${claims.contactResponse}.`,
  details: {
    heading: 'Contacte-nos diretamente',
    emailLabel: 'E-mail',
    phoneLabel: 'Telefone',
    locationLabel: 'Localização',
    responseHeading: 'Quando respondemos',
    response: `Respondemos a todas as mensagens ${claims.contactResponse}.`,
    languages: `A nossa equipa fala ${listOf(siteConfig.languages, 'pt-PT')}.`,
  },
  concierge: {
    heading: 'Está a planear o seu dia de spa?',
    text: 'Em poucos minutos, o nosso Concierge com IA cria um percurso pelo circuito a partir dos seus objetivos, do seu nível de stress e das suas preferências.',
    link: { label: 'Consultar o concierge', path: '/concierge' },
  },
  form: {
    heading: 'Envie-nos uma mensagem',
    intro: 'Precisamos de todos os campos para lhe podermos responder como deve ser.',
    submit: 'Enviar mensagem',
    sendUnavailable: {
      title: 'Mensagem não enviada',
      description:
        'Não conseguimos carregar o que o formulário precisa para enviar a sua mensagem. Verifique a ligação e tente novamente: tudo o que escreveu continua aqui.',
    },
    characterCount: {
      format: (length, max) => `${length} / ${max}`,
      announce: (remaining) =>
        plural.select(remaining) === 'one'
          ? `Falta ${remaining} carácter`
          : `Faltam ${remaining} caracteres`,
    },
    fields: [
      {
        name: 'firstName',
        label: 'Nome',
        maxLength: contactLimits.firstName,
        autoComplete: 'given-name',
      },
      {
        name: 'lastName',
        label: 'Apelido',
        maxLength: contactLimits.lastName,
        autoComplete: 'family-name',
      },
      {
        name: 'email',
        label: 'E-mail',
        maxLength: contactLimits.email,
        autoComplete: 'email',
        type: 'email',
      },
      { name: 'subject', label: 'Assunto', maxLength: contactLimits.subject },
      {
        name: 'message',
        label: 'Mensagem',
        maxLength: contactLimits.message,
        multiline: true,
        hint: `Pelo menos ${contactLimits.messageMin} caracteres.`,
      },
    ],
  },
};
