import { describe, expect, it } from 'vitest';
import { footer, partnershipFooter } from './footer.ts';
import { inLanguage } from './language-build.ts';
import { siteConfig } from './site.ts';

/** The footers' words name the resort, its e-mail and messaging app from the site's record. */
describe("the footers' words", () => {
  it('fill in the resort, in English', () => {
    expect(footer.heading).toBe(`Begin Your Journey to ${siteConfig.name}`);
    expect(footer.newsletter.confirmation('guest@example.com')).toBe(
      `Our seasonal letters have not started yet, so guest@example.com was not sent anywhere or stored. Write to ${siteConfig.email} and we will tell you when they begin.`,
    );
    expect(partnershipFooter.heading).toBe(`${siteConfig.name} Partnerships`);
    expect(partnershipFooter.chatLabel).toBe(`Chat with us on ${siteConfig.messagingApp}`);
  });

  it('fill it in where Portuguese and Spanish put it', async () => {
    const pt = await inLanguage('pt-PT', () => import('./footer.ts'));
    expect(pt.footer.heading).toBe(`A sua viagem até ao ${siteConfig.name} começa aqui`);
    expect(pt.partnershipFooter.chatMessage).toBe(
      `Olá, equipa do ${siteConfig.name}. Gostaria de falar sobre oportunidades de parceria.`,
    );
    const es = await inLanguage('es-ES', () => import('./footer.ts'));
    expect(es.footer.newsletter.confirmation('guest@example.com')).toBe(
      `Nuestras cartas de temporada aún no han empezado, así que guest@example.com no se ha enviado a ningún sitio ni se ha guardado. Escribe a ${siteConfig.email} y te avisaremos cuando empiecen.`,
    );
    expect(es.partnershipFooter.chatLabel).toBe(`Chatear por ${siteConfig.messagingApp}`);
  });
});
