/** The accessibility statement's words in European Portuguese. */
import { claims } from '../claims.ts';
import { toastDurationMs } from '../constants.ts';
import { numberWord } from '../format.ts';
import { languages } from '../languages.ts';
import { siteConfig } from '../site.ts';
import type { Words } from '../words.ts';
import type * as en from './accessibility.ts';

const siteHost = new URL(siteConfig.origin).host;
const toastSeconds = `${numberWord(toastDurationMs / 1000, 'pt-PT')} segundos`;

export const accessibilityPage: Words<typeof en.accessibilityPage> = {
  heroImage: 'hero-location',
  eyebrow: 'Para todas as pessoas',
  lede: `Queremos que todas as pessoas possam planear aqui a sua visita ao ${siteConfig.name}, com o dispositivo ou a tecnologia de apoio que usarem. Esta declaração abrange ${siteHost} nas suas ${numberWord(languages.length, 'pt-PT', 'feminine')} línguas.`,
  status: {
    heading: 'Estado de conformidade',
    paragraphs: [
      'O nosso objetivo é cumprir o nível AA das Diretrizes de Acessibilidade para o Conteúdo da Web (WCAG) 2.2.',
      'Este site está parcialmente conforme com essa norma, devido à limitação descrita abaixo.',
    ],
  },
  limitations: {
    heading: 'Limitações conhecidas',
    points: [
      {
        title: 'Avisos que se fecham sozinhos',
        text: `Os avisos que surgem depois de um formulário (mensagem enviada, demasiadas tentativas, algo correu mal) fecham-se sozinhos ao fim de ${toastSeconds}, a menos que o ponteiro ou o foco do teclado esteja sobre eles. Os leitores de ecrã anunciam cada aviso quando aparece, e todos têm um botão para fechar. O tempo de espera depois de demasiadas tentativas só é indicado no aviso, por isso voltar a enviar mostra-o de novo. (WCAG 2.2.1, Tempo ajustável.)`,
      },
    ],
    outside: `Os outros serviços para onde este site remete ficam fora desta declaração: o seu e-mail e o ${siteConfig.messagingApp}, que abrem com um pedido já escrito, o mapa no OpenStreetMap e o Livro de Reclamações.`,
  },
  preparation: {
    heading: 'Como verificámos',
    intro:
      'Esta declaração resulta da nossa própria avaliação. Todas as verificações abaixo fazem parte dos testes automáticos do site, que geram o site e testam o resultado.',
    methods: [
      {
        title: 'Axe no Playwright',
        text: 'Cada página, nas três línguas, é aberta no Chromium e verificada com o axe-core segundo as regras A e AA das WCAG 2.2. As páginas em inglês são verificadas em larguras de telemóvel e de computador (390 e 1280 px), e as páginas em português e espanhol em largura de computador.',
      },
      {
        title: 'Testes de teclado',
        text: 'Os testes de ponta a ponta percorrem só com o teclado a planta, o carrossel do spa, o visualizador da galeria e os separadores e a avaliação do concierge. Verificam também para onde vai o foco quando um formulário precisa de ser corrigido.',
      },
      {
        title: 'Funções «play» do Storybook',
        text: 'Cada componente do sistema de design tem histórias que correm como testes no Chromium: as funções «play» usam o componente como uma pessoa o usaria, e o axe verifica cada história.',
      },
      {
        title: 'Verificação de transbordo',
        text: 'Cada página é aberta com 320, 390, 768, 1024 e 1280 px de largura, e em português e espanhol com 320, 390 e 1280 px. A verificação falha se uma página deslizar para o lado ou se algum texto sair da sua caixa.',
      },
      {
        title: 'Espaçamento do texto',
        text: 'A página inicial, um pedido de reserva e o formulário de contacto, em todas as línguas, são abertos com o espaçamento maior entre letras, palavras, linhas e parágrafos descrito nas WCAG 1.4.12, de 320 a 1280 px de largura. O teste falha se a página deslizar para o lado ou se o menu e o botão de reserva do cabeçalho saírem do ecrã.',
      },
      {
        title: 'Medição com o Lighthouse',
        text: 'A nossa medição corre o Lighthouse em todas as páginas, com as definições para telemóvel e para computador, e exige uma pontuação de acessibilidade de 100. Os testes automáticos correm-no numa amostra de páginas.',
      },
    ],
    limits:
      'Os testes automáticos só encontram parte dos problemas possíveis. O site ainda não foi auditado por um especialista independente, nem testado por pessoas que usam tecnologias de apoio no dia a dia.',
    reviewedLabel: 'Última revisão',
    reviewedNote: 'o dia em que esta versão do site foi gerada.',
  },
  feedback: {
    heading: 'Comunicar uma barreira',
    paragraphs: [
      'Se alguma parte deste site lhe parecer difícil ou impossível de usar, diga-nos: o que estava a tentar fazer, em que página, e com que dispositivo ou tecnologia de apoio.',
      `Respondemos ${claims.contactResponse} e, entretanto, podemos dar-lhe a informação de que precisa por e-mail ou por telefone.`,
    ],
    emailLabel: 'E-mail',
    phoneLabel: 'Telefone',
  },
  enforcement: {
    heading: 'Procedimento de reclamação',
    paragraphs: [
      'Se a nossa resposta não resolver o problema, ou se considerar que sofreu um tratamento menos favorável por causa de uma deficiência, pode apresentar queixa ao Instituto Nacional para a Reabilitação, I.P. (INR).',
      'O INR recebe as queixas por discriminação em razão da deficiência, ao abrigo da Lei n.º 46/2006, e encaminha cada uma para a entidade competente. O seu site é www.inr.pt.',
    ],
  },
};
