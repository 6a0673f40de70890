import * as v from 'valibot';
import { text, withPlaceholders, words } from './common.ts';

const line = (title: string, maxLength: number) =>
  words(v.pipe(text, v.maxLength(maxLength), v.title(title)));

const sentence = (title: string, maxLength: number, names: readonly string[], hint: string) =>
  words(
    v.pipe(
      text,
      v.maxLength(maxLength),
      withPlaceholders(names),
      v.title(title),
      v.description(hint),
    ),
  );

/** Words that join reasons, spaces included, so they are not trimmed. */
const joiner = (title: string, hint: string) =>
  words(v.pipe(v.string(), v.minLength(1), v.maxLength(10), v.title(title), v.description(hint)));

const answer = "{answer} is the guest's answer, in quotation marks";
const because = (title: string) => sentence(title, 160, ['answer'], answer);

/**
 * The concierge's reasons for a journey's choices, each quoting the answers it came from. The
 * rules that choose are in `concierge-rules.ts`; these words say why.
 */
export const journeyWordsSchema = v.object({
  quote: sentence(
    'An answer in quotation marks',
    20,
    ['answer'],
    'How a reason quotes an answer of the guest, {answer}',
  ),
  outOfTen: sentence(
    'A score',
    60,
    ['label', 'value', 'max'],
    '{label} is what was scored ("your stress"), {value} the score and {max} the top of the scale',
  ),
  scoreLabels: v.pipe(
    v.object({
      stress: line('Stress', 40),
      sleep: line('Sleep', 40),
      energy: line('Energy', 40),
      activity: line('Activity', 40),
    }),
    v.title('What a score is of'),
  ),
  reasonSeparator: joiner('Between reasons', 'Between two reasons of several, spaces included'),
  lastReasonSeparator: joiner(
    'Before the last reason',
    'Before the last of several reasons, spaces included',
  ),
  amongGoals: sentence(
    'Goals as a reason',
    80,
    ['goals'],
    "{goals} are the guest's goals, in quotation marks",
  ),
  mode: v.pipe(
    v.object({
      relax: sentence('Relax', 160, ['why'], '{why} is one of the two lines below'),
      relaxWith: sentence(
        'Relax, with reasons',
        40,
        ['reasons'],
        '{reasons} are the scores and goals that weighed',
      ),
      relaxWithout: line('Relax, with nothing pressing', 60),
      refresh: sentence('Refresh', 160, ['why'], '{why} is one of the two lines below'),
      refreshWith: sentence(
        'Refresh, with reasons',
        40,
        ['reasons'],
        '{reasons} are the scores and goals that weighed',
      ),
      refreshWithout: line('Refresh, with no reasons', 60),
      revive: sentence(
        'Revive',
        200,
        ['goals'],
        "{goals} are the guest's goals, in quotation marks",
      ),
    }),
    v.title('Why this kind of journey'),
  ),
  slowDescent: line('A slow descent into sleep', 140),
  sequence: v.pipe(
    v.object({
      reset: line('Reset', 160),
      energy: line('Energy', 160),
      sleepGoal: sentence(
        'Sleep as a goal',
        200,
        ['slowDescent'],
        '{slowDescent} is the line above',
      ),
      sleepScore: sentence(
        'Sleep as a score',
        200,
        ['sleep', 'max', 'slowDescent'],
        '{sleep} is the score, {max} the top of the scale, {slowDescent} the line above',
      ),
      sleepsWell: line('Sleeps well', 200),
      coolerSpaces: line('Prefers cooler spaces', 260),
    }),
    v.title('Why this sequence'),
  ),
  temperatureInText: sentence(
    'A temperature in a reason',
    40,
    ['min', 'max'],
    'How a reason writes a range of temperatures, {min} and {max} being the figures in °C',
  ),
  station: v.pipe(
    v.object({
      warmWater: sentence(
        'Warm water',
        160,
        ['answer', 'earthOnsen'],
        `${answer}; {earthOnsen} the onsen's temperature`,
      ),
      steam: line('Steam', 160),
      mud: line('Mud', 160),
      aufguss: because('Aufguss'),
      hottestSauna: because('Hottest sauna'),
      gentleSauna: sentence(
        'Gentle sauna',
        160,
        ['answer', 'infraredSauna'],
        `${answer}; {infraredSauna} the infrared sauna's temperature`,
      ),
      coldPlunge: sentence(
        'Cold plunge',
        160,
        ['answer', 'coldPlunge'],
        `${answer}, or the line below; {coldPlunge} the plunge's temperature`,
      ),
      coldPlungeForEnergy: line('Cold plunge for energy', 60),
      softCoolDown: sentence(
        'Soft cool-down',
        160,
        ['biopool'],
        "{biopool} is the biopool's temperature",
      ),
      contrastRound: because('Contrast round'),
      hay: line('Hay', 160),
      poolBar: because('Pool bar'),
      loungers: because('Loungers'),
      privateSanctum: because('Private sanctum'),
      tea: line('Tea', 160),
      pause: line('Pause', 160),
    }),
    v.title('Why each station'),
  ),
  touchless: v.pipe(
    v.object({
      mineralSoak: line('Mineral soak', 160),
      hydrojet: sentence('Hydrojet', 200, ['activity'], '{activity} is the score of activity'),
      wavetouch: sentence('Wavetouch', 200, ['stress'], '{stress} is the score of stress'),
    }),
    v.title('Why this touchless treatment'),
  ),
});

export type JourneyWordsRecord = v.InferOutput<typeof journeyWordsSchema>;
