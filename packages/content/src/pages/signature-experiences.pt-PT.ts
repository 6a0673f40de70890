/** The signature experiences in European Portuguese. */
import { prices } from '../constants.ts';
import { formatDuration } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './signature-experiences.ts';

const book = { label: 'Reservar esta experiência', href: '/booking' } as const;

export const signatureExperiences: Words<typeof en.signatureExperiences> = {
  eyebrow: 'Experiências emblemáticas',
  heading: 'Dois rituais para começar',
  intro:
    'Os percursos preferidos dos nossos hóspedes: cada um, um dia completo de calor, água, terra e descanso.',
  durationLabel: 'Duração',
  priceLabel: 'Preço',
  highlightsLabel: 'Destaques',
  experiences: [
    {
      id: 'thermal-sanctuary',
      title: 'Percurso do Santuário Termal',
      duration: formatDuration(prices.thermalSanctuaryJourney.hours, 'pt-PT'),
      price: prices.thermalSanctuaryJourney.euros,
      description:
        'Um percurso lento entre o calor e o frio: a sauna de cerimónias, o canal de água fria, o onsen mineral e o descanso no feno, ao seu ritmo.',
      highlights: [
        'Ritual aufguss de vapor aromático na sauna de cerimónias',
        'Onsen da terra a céu aberto',
        'Chá de ervas na casa de chá',
      ],
      image: 'signature-thermal-sanctuary',
      action: book,
    },
    {
      id: 'earth-ritual',
      title: 'Ritual Terra do Alentejo',
      duration: formatDuration(prices.alentejoEarthRitual.hours, 'pt-PT'),
      price: prices.alentejoEarthRitual.euros,
      description:
        'Argila vermelha das nossas colinas, azeite morno e uma massagem de corpo inteiro numa cabana de colmo entre as oliveiras: a própria terra, na sua pele.',
      highlights: [
        'Envolvimento corporal de argila vermelha',
        'Massagem com azeite numa cabana de tratamentos',
        'Hammam e ritual de espuma',
      ],
      image: 'signature-earth-ritual',
      action: book,
    },
  ],
};
