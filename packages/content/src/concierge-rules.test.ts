import { describe, expect, it } from 'vitest';
import { facilities } from './facilities.ts';
import { facilityById } from './facility-lookups.ts';
import { defaultAnswers, wellnessGoals } from './assessment.ts';
import type { AssessmentAnswers } from './assessment.ts';
import { journeyFromSearch, journeyToSearch, recommendJourney } from './concierge-rules.ts';

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
