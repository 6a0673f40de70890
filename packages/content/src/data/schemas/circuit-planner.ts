import * as v from 'valibot';
import { sentenceWith, wordsField } from './words-fields.ts';

const minutesForms =
  'Where the language says one minute and several differently, both forms: {minutes, plural, one {# minuto} other {# minutos}}';

/**
 * The circuit planner's words (/circuit): the warnings a guest's own circuit may raise, from the
 * stations' safety guidance, and the lines the plan adds to a spa request. The rules that raise
 * them are in `circuit-plan.ts`; the figures (names, minutes, ages) are filled in by the page.
 */
export const circuitPlannerSchema = v.object({
  warnings: v.pipe(
    v.object({
      heatAfterHeat: sentenceWith(
        ['first', 'second'],
        'Two heat stations in a row',
        160,
        '{first} and {second} are the two stations, by name, in the order of the circuit',
      ),
      longStay: sentenceWith(
        ['station', 'minutes', 'span'],
        'A stay longer than the guidance',
        200,
        `{station} is the station's name, {minutes} the guest's minutes there and {span} the recommended time ("10-15 minutes"). ${minutesForms}`,
      ),
      youngChildren: sentenceWith(
        ['station', 'age'],
        'A station not meant for young children',
        160,
        "{station} is the station's name and {age} the age from which guests use it",
      ),
    }),
    v.title('Warnings on a planned circuit'),
  ),
  request: v.pipe(
    v.object({
      stations: sentenceWith(
        ['count'],
        'Line naming the circuit',
        120,
        'Where the language says one station and several differently, both forms: {count, plural, one {O seu circuito, # espaço} other {O seu circuito, # espaços}}',
      ),
      step: sentenceWith(
        ['station', 'minutes'],
        'A station and its minutes',
        120,
        `{station} is the station's name and {minutes} the guest's minutes there. ${minutesForms}`,
      ),
      total: wordsField('Line naming the time in all', 60),
      totalValue: sentenceWith(['minutes'], 'The time in all', 100, minutesForms),
    }),
    v.title('A planned circuit, in the request message'),
  ),
});

export type CircuitPlannerRecord = v.InferOutput<typeof circuitPlannerSchema>;
