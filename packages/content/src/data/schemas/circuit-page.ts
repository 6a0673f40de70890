import * as v from 'valibot';
import { heading, paragraph } from './prose.ts';
import { sentenceWith, wordsField } from './words-fields.ts';

const station = (title: string, max: number, hint = '') =>
  sentenceWith(['station'], title, max, `{station} is the station's name. ${hint}`.trim());
const placed = (title: string, max: number, hint: string) =>
  sentenceWith(
    ['station', 'position', 'total'],
    title,
    max,
    `{station} is the station's name, {position} its place in the circuit and {total} the number of stations. ${hint}`,
  );
const minutesAndSeconds =
  'Where the language says one and several differently, both forms: {minutes, plural, one {# minuto} other {# minutos}}';
const section = <T extends v.ObjectEntries>(title: string, hint: string, entries: T) =>
  v.pipe(v.object(entries), v.title(title), v.description(hint));

/**
 * The circuit planner's page (/circuit): where a guest begins, their circuit with its rounds and
 * warnings, the stations to add, keeping and sharing, and the "now" view that guides them round
 * the grounds. The warnings and the request lines are the planner's own record
 * (`spa/circuit-planner`); the stations' names come from the floor plan and the spa page.
 */
export const circuitPageSchema = v.object({
  eyebrow: wordsField('Small heading above the title', 40),
  lede: paragraph('Introduction', 'Under the title: what the planner does, in two sentences', 320),
  start: section('Where to begin', 'Starting from a guided sequence, a journey or nothing', {
    heading: heading(),
    intro: paragraph('Introduction', 'The three ways to begin, and that it can be undone', 300),
    sequences: wordsField('Heading over the guided sequences', 60),
    journey: wordsField('Button: begin from the concierge journey', 60),
    clear: wordsField('Button: begin from nothing', 40),
    replaced: sentenceWith(
      ['source'],
      'Said after beginning again',
      120,
      '{source} is the guided sequence\'s name, or the words "your concierge journey" below',
    ),
    cleared: wordsField('Said after beginning from nothing', 80),
    journeySource: wordsField('The concierge journey, as a source', 60),
    undo: wordsField('Button: undo', 30),
  }),
  party: section('Children', 'Whether the party has children', {
    children: wordsField('Checkbox: children are coming', 60),
    hint: sentenceWith(
      ['age'],
      'Hint under the checkbox',
      160,
      '{age} is the age from which guests use every station',
    ),
  }),
  plan: section('The circuit', 'The guest’s stations, in order, with their minutes', {
    heading: heading(),
    listLabel: wordsField('Name of the list, for screen readers', 80),
    empty: paragraph('When the circuit is empty', 'How to add the first stations', 240),
    minutes: wordsField('Label of a station’s minutes', 30),
    minutesAt: station('Label of a station’s minutes, for screen readers', 80),
    remove: wordsField('Button: remove a station', 30),
    removeStation: station('Button: remove a station, for screen readers', 80),
    removed: station('Said after removing a station', 120),
    handle: station('Handle that moves a station, for screen readers', 80),
    moveUp: station('Button: move a station up, for screen readers', 80),
    moveDown: station('Button: move a station down, for screen readers', 80),
    moved: placed('Said after a station moved', 140, ''),
    pickedUp: placed(
      'Said when a station is picked up with the keyboard',
      240,
      'Say how to move it (arrow keys), put it down (Space) and cancel (Escape)',
    ),
    dropped: placed('Said when a station is put down', 140, ''),
    cancelled: station('Said when a move is cancelled', 120),
    full: sentenceWith(['max'], 'When the circuit is full', 160, '{max} is the most stations'),
    total: wordsField('Label of the time in all', 40),
    rounds: wordsField('Heading over the rounds', 40),
    warnings: wordsField('Heading over the warnings', 60),
    noWarnings: wordsField('When there is no warning', 160),
    safety: wordsField('Link to the safety page', 80),
  }),
  kinds: section('Kinds of round', 'What a run of stations does for the body', {
    heat: wordsField('Heat', 30),
    cool: wordsField('Cool', 30),
    rest: wordsField('Rest', 30),
  }),
  add: section('Adding stations', 'The list of stations and the plan', {
    heading: heading(),
    intro: paragraph('Introduction', 'That each station starts with its recommended time', 240),
    button: wordsField('Button: add a station', 30),
    addStation: station('Button: add a station, for screen readers', 100),
    added: sentenceWith(
      ['station', 'position'],
      'Said after adding a station',
      120,
      "{station} is the station's name and {position} its place in the circuit",
    ),
    planHeading: heading('Heading over the plan'),
    planIntro: paragraph('Under the plan’s heading', 'How to add a place from the plan', 200),
    planFailed: wordsField('When the plan could not be loaded', 200),
    notOnPlan: sentenceWith(
      ['stations'],
      'Stations the plan does not draw',
      200,
      '{stations} is the list of their names',
    ),
  }),
  keep: section('Keeping and sharing', 'The device, the link, printing and the spa request', {
    heading: heading(),
    kept: wordsField('When the circuit is kept on the device', 160),
    notKept: wordsField('When the browser keeps nothing', 200),
    link: wordsField('Label of the link', 60),
    copy: wordsField('Button: copy the link', 30),
    copied: wordsField('Said after copying', 60),
    copyFailed: wordsField('When copying failed', 160),
    share: wordsField('Button: share', 30),
    shareTitle: wordsField('Title of what is shared', 60),
    print: wordsField('Button: print', 30),
    request: wordsField('Link: request a spa day with the circuit', 60),
  }),
  now: section('During the visit', 'The "now" view that guides the guest round the grounds', {
    start: wordsField('Button: follow the circuit', 40),
    heading: heading(),
    stepOf: sentenceWith(
      ['position', 'total'],
      'Which station this is',
      60,
      '{position} is the station’s place and {total} the number of stations',
    ),
    next: station('The next station', 100),
    last: wordsField('At the last station', 100),
    way: sentenceWith(
      ['station', 'direction'],
      'The way to the next station',
      140,
      "{station} is the next station's name and {direction} one of the directions below",
    ),
    wayHere: station('When the next station is beside this one', 100),
    wayUnknown: station('When the plan does not draw the next station', 120),
    directions: section('Directions on the plan', 'As they follow "lies to the"', {
      north: wordsField('North', 20),
      northEast: wordsField('North-east', 20),
      east: wordsField('East', 20),
      southEast: wordsField('South-east', 20),
      south: wordsField('South', 20),
      southWest: wordsField('South-west', 20),
      west: wordsField('West', 20),
      northWest: wordsField('North-west', 20),
    }),
    previous: wordsField('Button: previous station', 40),
    nextButton: wordsField('Button: next station', 40),
    finish: wordsField('Button: finish', 30),
    finished: wordsField('When the circuit is complete', 200),
    back: wordsField('Button: back to planning', 40),
    vibrate: wordsField('Checkbox: vibrate when the time is up', 60),
    timer: section('Timer', 'The timer of each station', {
      start: wordsField('Button: start', 20),
      pause: wordsField('Button: pause', 20),
      resume: wordsField('Button: resume', 20),
      reset: wordsField('Button: start again', 20),
      done: wordsField('When the time is up', 120),
      remaining: sentenceWith(
        ['minutes', 'seconds'],
        'The time left, for screen readers',
        200,
        `{minutes} and {seconds} are the time left. ${minutesAndSeconds}`,
      ),
    }),
    planLabel: wordsField('Name of the plan in this view, for screen readers', 60),
    loadFailed: wordsField('When the view could not be loaded', 200),
  }),
  noScript: paragraph('Without JavaScript', 'Where the same help is without the planner', 240),
});

export type CircuitPageWords = v.InferOutput<typeof circuitPageSchema>;
