import { afterAll, describe, expect, it, vi } from 'vitest';
import { facilities } from './facilities.ts';
import { facilityById } from './facility-lookups.ts';
import * as assessment from './assessment.ts';
import { defaultAnswers, wellnessGoals } from './assessment.ts';
import type { AssessmentAnswers } from './assessment.ts';
import { journeyFromSearch, journeyToSearch, recommendJourney } from './concierge-rules.ts';
import { dataFile } from './data/files.ts';
import { dataPath, readRecord } from './data/read.ts';

type Overrides = Partial<Omit<AssessmentAnswers, 'sliders'>> & {
  sliders?: Partial<AssessmentAnswers['sliders']>;
};

function answers({ sliders, ...rest }: Overrides): AssessmentAnswers {
  return { ...defaultAnswers, ...rest, sliders: { ...defaultAnswers.sliders, ...sliders } };
}

const heatCategories = ['sauna', 'steam', 'hot', 'scrub'];
const coldCategories = ['cooling'];
const phase = (id: string) => {
  const { category } = facilityById(id);
  return heatCategories.includes(category) ? 0 : coldCategories.includes(category) ? 1 : 2;
};

describe('recommendJourney', () => {
  it.each([
    {
      case: 'high stress and poor sleep',
      input: answers({ sliders: { stress: 9, sleep: 2 } }),
      mode: 'RELAX',
      sequence: 'Sleep Optimization Flow',
      touchless: 'Wavetouch',
    },
    {
      case: 'low energy and an energy goal',
      input: answers({ goals: ['Energy & Vitality'], sliders: { energy: 2, sleep: 7, stress: 4 } }),
      mode: 'REFRESH',
      sequence: 'Energy Boost Circuit',
      touchless: 'Hydrojet',
    },
    {
      case: 'a detox goal',
      input: answers({ goals: ['Detoxification'] }),
      mode: 'REVIVE',
      sequence: 'Detox & Circulation Cycle',
      touchless: 'Mineral Soak',
    },
    {
      case: 'physical renewal for a rested guest',
      input: answers({ goals: ['Physical Renewal'], sliders: { sleep: 8, stress: 3 } }),
      mode: 'REVIVE',
      sequence: 'Detox & Circulation Cycle',
      touchless: 'Mineral Soak',
    },
    {
      case: 'a detox goal outweighed by heavy stress and no sleep',
      input: answers({ goals: ['Detoxification'], sliders: { stress: 10, sleep: 1 } }),
      mode: 'RELAX',
      sequence: 'Sleep Optimization Flow',
      touchless: 'Wavetouch',
    },
    {
      case: 'rest as a goal for a guest who sleeps well',
      input: answers({ goals: ['Rest & Recovery'], sliders: { sleep: 9, stress: 6 } }),
      mode: 'RELAX',
      sequence: 'Play-to-Stillness Journey',
      touchless: 'Wavetouch',
    },
    {
      case: 'mental clarity for an active guest',
      input: answers({ goals: ['Mental Clarity'], activity: 'active', sliders: { sleep: 8 } }),
      mode: 'REFRESH',
      sequence: 'Energy Boost Circuit',
      touchless: 'Hydrojet',
    },
    {
      case: 'a heat-averse guest who wants energy',
      input: answers({ goals: ['Energy & Vitality'], temperature: 'cool', sliders: { energy: 3 } }),
      mode: 'REFRESH',
      sequence: 'Play-to-Stillness Journey',
      touchless: 'Hydrojet',
    },
  ])('$case → $mode, $sequence, $touchless', ({ input, mode, sequence, touchless }) => {
    const journey = recommendJourney(input);
    expect(journey.mode.name).toBe(mode);
    expect(journey.sequence.title).toBe(sequence);
    expect(journey.touchless.name).toBe(touchless);
  });

  it('names the mode with its title', () => {
    expect(recommendJourney(answers({ goals: ['Detoxification'] })).mode).toEqual({
      id: 'revive',
      name: 'REVIVE',
      title: 'Complete Reset',
    });
  });

  it('quotes the answers behind each choice', () => {
    const journey = recommendJourney(answers({ sliders: { stress: 8, sleep: 3 } }));
    expect(journey.modeWhy).toBe(
      'With your stress at 8 of 10 and your sleep at 3 of 10, your body will thank you for slowing right down.',
    );
    expect(journey.sequenceWhy).toMatch(/You rated your sleep 3 of 10/);
    expect(journey.touchlessWhy).toMatch(/your stress at 8 of 10/);
    for (const station of journey.stations) expect(station.why.length).toBeGreaterThan(10);
  });

  it('never starts a heat-averse guest in a sauna, whatever else they answer', () => {
    for (const goal of wellnessGoals) {
      for (const social of ['solitude', 'together', 'social'] as const) {
        const journey = recommendJourney(
          answers({ goals: [goal], temperature: 'cool', social, sliders: { energy: 2 } }),
        );
        expect(journey.sequence.steps[0]).not.toMatch(/sauna/i);
        expect(journey.stations.map((s) => facilityById(s.id).category)).not.toContain('sauna');
      }
    }
  });

  it('orders 4 to 6 real stations heat → cold → rest, for every combination of preferences', () => {
    const ids = new Set<string>(facilities.map((f) => f.id));
    for (const goals of [
      [],
      ['Detoxification'],
      ['Energy & Vitality'],
      ['Sleep Improvement'],
    ] as const) {
      for (const temperature of ['heat', 'warm', 'cool', 'contrast'] as const) {
        for (const activity of ['gentle', 'light', 'moderate', 'active'] as const) {
          for (const social of ['solitude', 'together', 'social'] as const) {
            const { stations } = recommendJourney(
              answers({ goals, temperature, activity, social }),
            );
            expect(stations.length).toBeGreaterThanOrEqual(4);
            expect(stations.length).toBeLessThanOrEqual(6);
            for (const station of stations) expect(ids.has(station.id)).toBe(true);
            expect(new Set(stations.map((s) => s.id)).size).toBe(stations.length);
            const phases = stations.map((s) => phase(s.id));
            expect(phases).toEqual([...phases].sort());
          }
        }
      }
    }
  });

  it('follows the company a guest wants', () => {
    const names = (social: AssessmentAnswers['social']) =>
      recommendJourney(answers({ social, temperature: 'heat' })).stations.map((s) => s.name);
    expect(names('social')).toContain('Event Sauna');
    expect(names('social')).toContain('Vitality Pool Bar');
    expect(names('solitude')).toContain('Private Sanctum Space');
    expect(names('solitude')).not.toContain('Event Sauna');
    expect(names('together')).toContain('Lounger Zones');
  });

  it('keeps slider answers within 1 to 10, so odd input cannot break the rules', () => {
    const journey = recommendJourney(
      answers({ sliders: { stress: 99, sleep: -4, energy: Number.NaN, activity: 4.6 } }),
    );
    expect(journey.modeWhy).toContain('your stress at 10 of 10 and your sleep at 1 of 10');
  });
});

describe('a journey in the address', () => {
  it('round-trips through the booking request link without the guest’s answers', () => {
    const journey = recommendJourney(
      answers({ goals: ['Detoxification'], notes: 'a secret of mine', sliders: { stress: 3 } }),
    );
    const search = journeyToSearch(journey);
    expect(search).not.toContain('secret');
    expect(search).not.toContain('stress');
    expect(journeyFromSearch(search)).toEqual({
      mode: journey.mode,
      sequence: journey.sequence,
      stations: journey.stations.map(({ id, name }) => ({ id, name })),
      touchless: journey.touchless,
    });
  });

  it.each([
    '',
    '?mode=relax',
    '?mode=calm&sequence=energy-boost&stations=tea-house&touchless=hydrojet',
    '?mode=relax&sequence=energy-boost&stations=no-such-place&touchless=hydrojet',
    '?mode=relax&sequence=energy-boost&stations=tea-house&touchless=laser',
  ])('gives nothing for a missing or unknown journey (%j)', (search) => {
    expect(journeyFromSearch(search)).toBeNull();
  });
});

const languages = [
  {
    locale: 'pt-PT',
    revive:
      'Escolheu «[Detoxification]»: uma renovação integral, que purifica e revitaliza o corpo.',
    mineralSoak: 'Banho Mineral',
    hammam: 'Hammam de cerimónias',
    steam: 'O vapor abre os poros antes da esfoliação.',
    infraredSauna: 'Sauna de infravermelhos I',
    teaHouse: 'Casa de chá tradicional',
  },
  {
    locale: 'es-ES',
    revive:
      'Con «[Detoxification]» entre tus objetivos, te proponemos una renovación integral que limpia y revitaliza el cuerpo.',
    mineralSoak: 'Baño Mineral',
    hammam: 'Hammam de ceremonias',
    steam: 'El vapor abre los poros antes de la exfoliación.',
    infraredSauna: 'Sauna de infrarrojos I',
    teaHouse: 'Casa de té tradicional',
  },
] as const;

/**
 * The data files of the facilities, the reasons and the places the therapies are named from,
 * which a language's build reads with that language's words.
 */
const translatedData = [
  dataFile('facilities/floor-plan/facilities'),
  dataFile('journeys/reasons/reasons'),
  dataFile('spa/places/places'),
];

describe.each(languages)('in $locale', (language) => {
  // A language's build swaps every words module for its twin and every data file for its
  // language's record: here the rules run over the language's facilities and reasons, and over stand-in words for the assessment's answers.
  const standIn = (words: string) => `[${words}]`;
  const relabel = <T extends { readonly label: string }>(options: readonly T[]) =>
    options.map((option) => ({ ...option, label: standIn(option.label) }));

  async function translatedRules() {
    vi.resetModules();
    for (const file of translatedData)
      vi.doMock(dataPath(file), () => ({ default: readRecord(file, language.locale) }));
    vi.doMock('./assessment.ts', () => ({
      ...assessment,
      wellnessGoals: assessment.wellnessGoals.map(standIn),
      temperaturePreferences: relabel(assessment.temperaturePreferences),
      activityLevels: relabel(assessment.activityLevels),
      socialPreferences: relabel(assessment.socialPreferences),
    }));
    const rules = await import('./concierge-rules.ts');
    const { facilities: translated } = (await import('./facilities.ts')) as {
      facilities: readonly { id: string; name: string }[];
    };
    return { rules, nameOf: (id: string) => translated.find((f) => f.id === id)?.name };
  }

  afterAll(() => {
    for (const file of translatedData) vi.doUnmock(dataPath(file));
    vi.doUnmock('./assessment.ts');
    vi.resetModules();
  });

  it('derives the same journey from the same answers, and explains it in that language', async () => {
    const { rules, nameOf } = await translatedRules();
    const ids = (journey: ReturnType<typeof recommendJourney>) => ({
      mode: journey.mode.id,
      sequence: journey.sequence.id,
      stations: journey.stations.map((station) => station.id),
      touchless: journey.touchless.id,
    });
    for (const goal of [undefined, ...wellnessGoals]) {
      for (const temperature of ['heat', 'warm', 'cool', 'contrast'] as const) {
        for (const social of ['solitude', 'together', 'social'] as const) {
          const english = answers({
            goals: goal ? [goal] : [],
            temperature,
            social,
            activity: social === 'together' ? 'gentle' : 'moderate',
            sliders: { stress: 7, sleep: social === 'social' ? 8 : 4, energy: 3 },
          });
          const translated = {
            ...english,
            goals: english.goals.map(standIn),
          } as unknown as AssessmentAnswers;
          const expected = recommendJourney(english);
          const journey = rules.recommendJourney(translated);
          expect(ids(journey)).toEqual(ids(expected));
          for (const station of journey.stations) {
            expect(station.name).toBe(nameOf(station.id));
            expect(station.why).not.toBe(expected.stations.find((s) => s.id === station.id)?.why);
          }
          expect(journey.modeWhy).not.toBe(expected.modeWhy);
          expect(journey.sequenceWhy).not.toBe(expected.sequenceWhy);
          expect(journey.touchlessWhy).not.toBe(expected.touchlessWhy);
        }
      }
    }
  });

  it('quotes the answers in the words the guest chose', async () => {
    const { rules } = await translatedRules();
    const journey = rules.recommendJourney({
      ...answers({}),
      goals: [standIn('Detoxification')],
    } as unknown as AssessmentAnswers);
    expect(journey.mode.id).toBe('revive');
    expect(journey.modeWhy).toBe(language.revive);
    expect(journey.touchless.name).toBe(language.mineralSoak);
    expect(journey.stations[0]).toEqual({
      id: 'event-hammam',
      name: language.hammam,
      why: language.steam,
    });
  });

  it('reads a journey back from the address with the names in that language', async () => {
    const { rules } = await translatedRules();
    const request = rules.journeyFromSearch(
      '?mode=relax&sequence=sleep-optimization&stations=infrared-sauna-1,tea-house&touchless=mineral-soak',
    );
    expect(request?.stations).toEqual([
      { id: 'infrared-sauna-1', name: language.infraredSauna },
      { id: 'tea-house', name: language.teaHouse },
    ]);
    expect(request?.touchless.name).toBe(language.mineralSoak);
  });
});
