import * as v from 'valibot';
import { facilityCategoryIds } from '../../facility-category-lookups.ts';
import { spaSectionIds } from '../../pages/spa-section-ids.ts';
import { guidanceIds } from '../../station-guidance.ts';
import { fixedId, icon, placeReference } from './facilities.ts';
import { picture, text, withPlaceholders, words } from './common.ts';
import { action } from './words-fields.ts';

/**
 * The places of the spa circuit that several parts of the site name, each named once: the floor
 * plan, the spa page's sections and stations, the safety notes and the concierge's touchless
 * therapies refer to a place by its id and show its name.
 */
export const spaPlacesSchema = v.object({
  places: v.pipe(
    v.array(
      v.object({
        id: fixedId('cold-plunge'),
        name: words(v.pipe(text, v.maxLength(60), v.title('Name'))),
      }),
    ),
    v.minLength(1),
    v.title('Places'),
    v.description(
      'A name changed here changes wherever the site shows it: the floor plan, the spa page, the safety notes and the concierge',
    ),
    v.metadata({ item: 'place' }),
  ),
});

export type SpaPlacesRecord = v.InferOutput<typeof spaPlacesSchema>;

/** A temperature in running text, as the language writes it. */
export const temperatureInText = words(
  v.pipe(
    text,
    v.maxLength(40),
    withPlaceholders(['min', 'max']),
    v.title('A temperature in a sentence'),
    v.description(
      'How a sentence writes a range of temperatures, {min} and {max} being the figures in °C: "{min} to {max} °C"',
    ),
  ),
);

/** The figures a station's line may name, written as the page's language writes them. */
export const spaStationPlaceholders = [
  'showSaunaGuests',
  'eventHammamGuests',
  'infraredSaunasAtStart',
  'infraredSauna',
  'kneippBiopools',
  'saltRoomGuests',
  'coldPlunge',
  'biopool',
  'showerGroup',
  'showerElements',
  'earthOnsen',
  'cinemaGuests',
] as const;

export type SpaStationPlaceholder = (typeof spaStationPlaceholders)[number];

/** The three touchless treatments, named in the words of the section that offers them. */
export const touchlessPlaceholders = ['hydrojet', 'wavetouch', 'mineralSoak'] as const;

/** The spa page's sections of stations. */
export const spaStationsSchema = v.object({
  temperatureInText,
  touchlessOptions: v.pipe(
    v.array(placeReference),
    v.length(3),
    v.title('Touchless treatments'),
    v.description(
      'The three treatments a guest chooses from in the touchless treatment hut, as spa places',
    ),
  ),
  sections: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.picklist(spaSectionIds), v.metadata({ fixed: true }), v.title('Id')),
        place: v.optional(placeReference),
        title: v.optional(
          words(
            v.pipe(
              text,
              v.maxLength(60),
              v.title('Heading'),
              v.description('Only for a section that is not one of the spa places'),
            ),
          ),
        ),
        category: v.optional(
          v.pipe(
            v.picklist(facilityCategoryIds),
            v.title('Category'),
            v.description("The floor plan's category, whose colour the card takes"),
          ),
        ),
        icon,
        body: words(
          v.pipe(
            text,
            v.maxLength(340),
            withPlaceholders(touchlessPlaceholders),
            v.title('Text'),
            v.description(
              'The touchless treatments are placeholders, which the page fills in with their names: {hydrojet}, {wavetouch}, {mineralSoak}',
            ),
          ),
        ),
        stations: v.pipe(
          v.array(
            v.object({
              place: v.optional(placeReference),
              name: v.optional(
                words(
                  v.pipe(
                    text,
                    v.maxLength(80),
                    v.title('Name'),
                    v.description('Only for a station that is not one of the spa places'),
                  ),
                ),
              ),
              detail: words(
                v.pipe(
                  text,
                  v.maxLength(210),
                  withPlaceholders(spaStationPlaceholders),
                  v.title('Line about it'),
                  v.description(
                    `Figures the site states elsewhere are placeholders, which the page fills in: ${spaStationPlaceholders.map((name) => `{${name}}`).join(', ')}`,
                  ),
                ),
              ),
              guidance: v.optional(
                v.pipe(
                  v.picklist(guidanceIds),
                  v.title('Safety guidance'),
                  v.description('For a station of heat, cold or water: the safety notes it shows'),
                ),
              ),
            }),
          ),
          v.title('Stations'),
          v.metadata({ item: 'station' }),
        ),
        image: v.optional(picture('Picture')),
      }),
    ),
    v.length(spaSectionIds.length),
    v.title('Sections'),
    v.description('The cards of the spa page, in its order'),
    v.metadata({ item: 'section' }),
  ),
});

export type SpaStationsRecord = v.InferOutput<typeof spaStationsSchema>;

/** The guided sequences, by the ids the concierge and the spa request form refer to. */
export const guidedSequenceIds = [
  'energy-boost',
  'sleep-optimization',
  'detox-circulation',
  'play-to-stillness',
] as const;

/** The spa's guided sequences: on the spa page, in the spa request form and from the concierge. */
export const spaSequencesSchema = v.object({
  eyebrow: words(v.pipe(text, v.maxLength(40), v.title('Line above the heading'))),
  heading: words(v.pipe(text, v.maxLength(80), v.title('Heading'))),
  intro: words(v.pipe(text, v.maxLength(200), v.title('Introduction'))),
  stepsLabel: words(
    v.pipe(
      text,
      v.maxLength(20),
      v.title('Label of the steps'),
      v.description('Above each list of steps'),
    ),
  ),
  items: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.picklist(guidedSequenceIds), v.metadata({ fixed: true }), v.title('Id')),
        title: words(v.pipe(text, v.maxLength(70), v.title('Name'))),
        summary: words(v.pipe(text, v.maxLength(190), v.title('Summary'))),
        duration: words(
          v.pipe(
            text,
            v.maxLength(40),
            v.title('How long it takes'),
            v.description('Such as "About 2 hours"'),
          ),
        ),
        steps: v.pipe(
          v.array(
            words(
              v.pipe(
                text,
                v.maxLength(110),
                withPlaceholders(['showerCount']),
                v.title('Step'),
                v.description('{showerCount} is the number of elemental showers, in words'),
              ),
            ),
          ),
          v.minLength(1),
          v.title('Steps'),
          v.metadata({ item: 'step' }),
        ),
      }),
    ),
    v.length(guidedSequenceIds.length),
    v.title('Sequences'),
    v.description('The four sequences, in the order the page shows them'),
    v.metadata({ item: 'sequence' }),
  ),
  planner: action('Link under the sequences to the circuit planner'),
});

export type SpaSequencesRecord = v.InferOutput<typeof spaSequencesSchema>;

const label = (title: string, maxLength = 40) =>
  words(v.pipe(text, v.maxLength(maxLength), v.title(title)));

const hinted = (title: string, maxLength: number, hint: string) =>
  words(v.pipe(text, v.maxLength(maxLength), v.title(title), v.description(hint)));

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

/** The words of one kind of station's safety notes. */
const stationGuidance = (id: string) =>
  v.pipe(
    v.object({
      place: v.optional(placeReference),
      name: v.optional(
        words(
          v.pipe(
            text,
            v.maxLength(80),
            v.title('Name'),
            v.description(
              "The stations of this kind, as the safety page's table names them; only where they are not one of the spa places",
            ),
          ),
        ),
      ),
      time: sentence(
        'Recommended time',
        170,
        ['span', 'spanInAll', 'rounds'],
        '{span} is the time, such as "10-15 minutes"; {spanInAll} the same time for a whole session; {rounds} the number of rounds, in words',
      ),
      after: words(
        v.pipe(
          text,
          v.maxLength(320),
          v.title('Afterwards'),
          v.description('How to cool down or warm up afterwards'),
        ),
      ),
    }),
    v.title(`Stations: ${id}`),
  );

/** The words of the stations' safety notes; the figures are in `station-guidance.ts`. */
export const safetyWordsSchema = v.object({
  labels: v.pipe(
    v.object({
      notesLabel: hinted(
        'Name of the notes',
        40,
        "Above a station's notes on the floor plan and the spa page",
      ),
      temperature: label('Temperature'),
      time: label('Recommended time'),
      after: label('Afterwards'),
      health: label('Your health'),
      hotAndCold: sentence(
        'A hot and a cold side',
        60,
        ['hot', 'cold'],
        '{hot} and {cold} are the temperatures: "Hot {hot}, cold {cold}"',
      ),
      hotSide: sentence('The hot side', 40, ['hot'], '{hot} is the temperature'),
      coldSide: sentence('The cold side', 40, ['cold'], '{cold} is the temperature'),
      inAll: sentence(
        'A time for a whole session',
        40,
        ['span'],
        '{span} is the time: "{span} in all"',
      ),
    }),
    v.title('Labels'),
  ),
  stations: v.pipe(
    v.object(Object.fromEntries(guidanceIds.map((id) => [id, stationGuidance(id)]))),
    v.title('Kinds of station'),
  ),
  care: v.pipe(
    v.object({
      askFirst: sentence(
        'Who should ask a doctor first',
        100,
        ['who'],
        '{who} lists the conditions below, joined by "or"',
      ),
      who: v.object({
        pregnancy: hinted('Pregnancy', 40, 'Follows "if you"'),
        heart: hinted('Heart condition', 100, 'Follows "if you"'),
      }),
      skip: label('When to leave it for another day', 120),
      children: v.object({
        familyPools: sentence(
          'Children in the family pools',
          210,
          ['age', 'from', 'to'],
          '{age} is the youngest age, {from} and {to} the hours',
        ),
        wholeCircuit: sentence(
          'Age for the whole circuit',
          80,
          ['age'],
          '{age} is the youngest age',
        ),
      }),
    }),
    v.title('Health and age'),
  ),
});

export type SafetyWordsRecord = v.InferOutput<typeof safetyWordsSchema>;
