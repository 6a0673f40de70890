/** The privacy page's words in European Portuguese. */
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

const windowMinutes = `${numberWord(contactRateLimit.windowMs / 60_000, 'pt-PT')} minutos`;
const networks = listOf(
  siteConfig.social.map((profile) => profile.network),
  'pt-PT',
);

export const privacyPage: Words<typeof en.privacyPage> = {
  heroImage: 'hero-contact',
  eyebrow: 'Os seus dados',
  lede: 'O que este site faz com o que escreve, e o que nunca faz, em palavras simples e tal como o site funciona.',
  summary: {
    heading: 'Em resumo',
    points: [
      {
        title: 'Sem cookies',
        text: 'O site não define nenhum, e o nosso servidor também não envia nenhum. Por isso não vê qualquer aviso de cookies.',
      },
      {
        title: 'Sem rastreio',
        text: 'Sem estatísticas de visitas, sem publicidade, sem botões de redes sociais. Tipos de letra, imagens e scripts vêm todos do nosso servidor, por isso nenhuma outra empresa sabe da sua visita.',
      },
      {
        title: 'O seu pedido, enviado por si',
        text: `O site nunca envia um pedido em seu nome: o pedido sai do seu próprio ${siteConfig.messagingApp} ou e-mail, quando decidir enviá-lo.`,
      },
      {
        title: 'Algumas notas no seu navegador',
        text: 'Os formulários registam quando os usou pela última vez, para que uma mensagem não seja enviada vezes sem conta por engano, e cada página lembra-se de até onde tinha deslizado. Nada do que escreve fica guardado.',
      },
    ],
  },
  controller: {
    heading: 'Quem é o responsável',
    intro:
      'O responsável pelo tratamento dos dados pessoais que este site trata, e das mensagens que nos envia, é:',
    emailLabel: 'E-mail',
  },
  forms: {
    heading: 'O que escreve no site',
    contactForm: {
      title: 'O formulário de contacto',
      kept: `Nesta versão do site, o formulário de contacto não envia nada. A sua mensagem é verificada no seu navegador e não vai além do seu ecrã, e nada fica guardado. Para falar com a nossa equipa, escreva para ${siteConfig.email} ou ligue para o ${siteConfig.phone}.`,
      sent: 'Quando envia o formulário de contacto, o seu nome, endereço de e-mail, assunto e mensagem seguem por uma ligação cifrada para o servidor da nossa equipa, sem qualquer cookie ou identificador. A nossa equipa usa-os apenas para lhe responder.',
    },
    points: [
      {
        title: 'As páginas de pedido',
        text: `O seu pedido é preparado no seu navegador e mostrado palavra por palavra; o site não envia nada. Quando decidir enviá-lo, o seu próprio ${siteConfig.messagingApp} ou e-mail abre com o texto já escrito. A partir daí, segue por esse serviço, nos termos e na política de privacidade dele, e chega até nós como qualquer outra mensagem.`,
      },
      {
        title: 'O Concierge com IA',
        text: 'As respostas da sua avaliação ficam no seu navegador: nunca são enviadas nem guardadas, e são esquecidas quando sai da página. Um percurso que leve para um pedido de dia de spa segue no endereço da página, com o modo, a sequência e os espaços do circuito, nunca com as suas respostas.',
      },
      {
        title: 'A subscrição da newsletter',
        text: 'As nossas cartas de cada estação ainda não começaram, por isso o endereço que escreve é apenas mostrado de volta: não é enviado para lado nenhum nem guardado.',
      },
    ],
  },
  storage: {
    heading: 'O que o seu navegador guarda',
    intro:
      'O seu navegador guarda algumas pequenas notas deste site, com estes nomes. Nenhuma contém o que escreveu, e nenhuma sai do seu dispositivo.',
    local: [
      {
        key: rateLimitStorageKey(rateLimiterNames.contact),
        text: `Quando enviou o formulário de contacto pela última vez: até ${numberWord(contactRateLimit.max, 'pt-PT', 'feminine')} vezes, cada uma a contar durante ${windowMinutes}, para que uma mensagem não seja enviada vezes sem conta por engano. Fica no armazenamento local até apagar os dados deste site, e um registo que já não conta é apagado da próxima vez que enviar o formulário.`,
      },
      {
        key: rateLimitStorageKey(rateLimiterNames.request),
        text: 'Quando reviu um pedido pela última vez nas páginas de pedido, com a mesma regra e contado à parte do formulário de contacto. Fica no armazenamento local da mesma forma.',
      },
    ],
    session: [
      {
        key: scrollPositionsStorageKey,
        text: 'Até onde tinha deslizado em cada página que abriu, para que, ao retroceder, volte ao mesmo ponto. Fica no armazenamento de sessão, que o navegador esvazia quando fecha o separador.',
      },
    ],
    notes: [
      'Nada mais fica guardado: nem cookies, nem bases de dados, nem cópias das páginas para ler sem ligação.',
    ],
  },
  server: {
    heading: 'O que o nosso servidor vê',
    paragraphs: [
      'Para lhe enviar uma página, o nosso servidor precisa do endereço de internet do seu dispositivo, como qualquer site. Não o usa para mais nada e não guarda qualquer registo das suas visitas.',
      'As páginas seguem por uma ligação cifrada, e o seu navegador é instruído a não deixar este site usar a sua localização, câmara ou microfone. Quando segue uma ligação para outro site, este fica a saber apenas que vem do nosso endereço, não de que página.',
    ],
  },
  elsewhere: {
    heading: 'Ligações para outros serviços',
    paragraphs: [
      `Algumas ligações levam a outros serviços: as suas aplicações de e-mail e de telefone, uma conversa no ${siteConfig.messagingApp}, as nossas páginas de ${networks}, um mapa no OpenStreetMap e o Livro de Reclamações oficial de Portugal. Nenhum deles recebe nada deste site até seguir a ligação. A partir daí, aplicam-se os termos e as políticas de privacidade de cada um.`,
    ],
  },
  rights: {
    heading: 'Os seus direitos',
    paragraphs: [
      'Ao abrigo do RGPD, tem o direito de saber que dados pessoais temos sobre si e de os corrigir ou apagar. Pode também limitar a sua utilização ou opor-se a ela, e recebê-los num formato que possa levar consigo.',
      `Escreva para ${siteConfig.email} e respondemos-lhe no prazo de um mês, como a lei determina.`,
      'Se considerar que não respeitámos os seus dados, pode apresentar reclamação à Comissão Nacional de Proteção de Dados (CNPD), a autoridade portuguesa de proteção de dados, em www.cnpd.pt.',
    ],
  },
};
