import { describe, expect, it } from 'vitest';
import { englishPieces, englishWordsIn } from './english.ts';

describe('englishWordsIn', () => {
  it('finds English sentences, headings and button words', () => {
    for (const text of [
      'Book your day',
      'Over 25 stations in a continuous loop',
      'Skip to content',
      'Learn more about our approach',
      'The Show Sauna, where up to 20 guests gather for an aufguss ritual.',
      'Return to the home page',
      'Alento on Instagram',
    ])
      expect(englishWordsIn(text), text).not.toEqual([]);
  });

  it('lets Portuguese and Spanish sentences and brand names pass', () => {
    for (const text of [
      'Reserve o seu dia no Alento',
      'Mais de 25 espaços num circuito contínuo: saunas, hammam e piscinas onsen.',
      'Saltar para o conteúdo',
      'Reserva tu día en Alento',
      'Más de 25 espacios en un circuito continuo, a tu ritmo.',
      'Sanctum Flow',
      'Alento Club',
      'RiseHall · BioSanctum · Hydrojet · Wavetouch',
      'A sauna de cerimónias, onde até 20 pessoas se reúnem para um ritual de aufguss.',
      'Menu',
      'Ir para o início',
    ])
      expect(englishWordsIn(text), text).toEqual([]);
  });

  it('keeps only the English pieces', () => {
    expect(englishPieces(['Página não encontrada', 'Page not found on the site'])).toEqual([
      'Page not found on the site',
    ]);
  });
});
