import * as v from 'valibot';
import { slug } from '../../model/schemas.ts';
import { link, picture, recordId, text, withPlaceholders, words } from './common.ts';

/** The Location page and its two pages: directions, and the private transfer. */

const heading = words(v.pipe(text, v.maxLength(60), v.title('Heading')));
const intro = (max: number) => words(v.pipe(text, v.maxLength(max), v.title('Introduction')));
const buttons = (count: number) =>
  v.pipe(
    v.array(link('Button')),
    v.length(count),
    v.title('Buttons'),
    v.metadata({ item: 'button' }),
  );
const tableName = words(
  v.pipe(
    text,
    v.maxLength(60),
    v.title('Name of the table of travel times'),
    v.description('Read by screen readers'),
  ),
);

export const locationPageSchema = v.object({
  hero: v.pipe(
    v.object({
      image: picture('Picture at the top'),
      eyebrow: words(v.pipe(text, v.maxLength(40), v.title('Line above the heading'))),
      intro: intro(260),
    }),
    v.title('Top of the page'),
  ),
  setting: v.pipe(
    v.object({
      eyebrow: words(v.pipe(text, v.maxLength(40), v.title('Line above the heading'))),
      heading,
      paragraphs: v.pipe(
        v.array(
          words(
            v.pipe(
              text,
              v.maxLength(500),
              withPlaceholders(['estateSize']),
              v.title('Paragraph'),
              v.description(
                '{estateSize} is the size of the estate as the site states it, in the unit chosen below',
              ),
            ),
          ),
        ),
        v.minLength(1),
        v.title('Paragraphs'),
        v.metadata({ item: 'paragraph' }),
      ),
      areaUnit: words(
        v.pipe(
          v.picklist(['acres', 'hectares']),
          v.title('Unit of the estate’s size'),
          v.description(
            'The unit this language states the estate in: acres, or hectares (then rounded down, as "more than")',
          ),
        ),
      ),
    }),
    v.title('The setting'),
  ),
  map: v.pipe(
    v.object({
      heading,
      image: picture('The map'),
      intro: intro(200),
      openLabel: words(v.pipe(text, v.maxLength(40), v.title('Link that opens a map app'))),
    }),
    v.title('The map'),
  ),
  travel: v.pipe(
    v.object({
      heading,
      intro: intro(160),
      label: tableName,
    }),
    v.title('Travel times'),
    v.description('The places and times themselves are the site’s travel times'),
  ),
  transport: v.pipe(
    v.object({ heading, intro: intro(160), actions: buttons(2) }),
    v.title('Ways to arrive'),
  ),
  transportOptions: v.pipe(
    v.array(
      v.object({
        id: recordId('private-transfer'),
        title: words(v.pipe(text, v.maxLength(50), v.title('Title'))),
        description: words(v.pipe(text, v.maxLength(300), v.title('Description'))),
        icon: v.pipe(slug, v.title('Icon'), v.description('The name of an icon of the site')),
      }),
    ),
    v.minLength(1),
    v.title('Ways to arrive: the cards'),
    v.metadata({ item: 'way to arrive' }),
  ),
  attractions: v.pipe(v.object({ heading, intro: intro(160) }), v.title('Nearby')),
  nearbyAttractions: v.pipe(
    v.array(
      v.object({
        id: recordId('evora'),
        name: words(v.pipe(text, v.maxLength(60), v.title('Name'))),
        description: words(v.pipe(text, v.maxLength(300), v.title('Description'))),
      }),
    ),
    v.minLength(1),
    v.title('Nearby: the places'),
    v.metadata({ item: 'place' }),
  ),
});

const step = words(v.pipe(text, v.maxLength(240), v.title('Step')));
const steps = v.pipe(v.array(step), v.minLength(1), v.title('Steps'), v.metadata({ item: 'step' }));

export const directionsPageSchema = v.object({
  intro: intro(300),
  car: v.pipe(
    v.object({
      heading,
      intro: intro(380),
      timeLabel: words(
        v.pipe(
          text,
          v.maxLength(30),
          v.title('Word before the time'),
          v.description('As in "About 2 h 30"'),
        ),
      ),
      routes: v.pipe(
        v.array(
          v.object({
            id: v.pipe(
              v.picklist(['faro', 'lisbon', 'seville']),
              v.title('Starting place'),
              v.description('One of the places of the site’s travel times, which give the time'),
            ),
            heading: words(
              v.pipe(
                text,
                v.maxLength(50),
                withPlaceholders(['place']),
                v.title('Heading'),
                v.description('{place} is the name of the starting place, as the site writes it'),
              ),
            ),
            steps,
          }),
        ),
        v.minLength(1),
        v.title('Routes by road'),
        v.metadata({ item: 'route' }),
      ),
    }),
    v.title('By car'),
  ),
  train: v.pipe(v.object({ heading, intro: intro(300), steps }), v.title('By train')),
  address: v.pipe(
    v.object({
      heading,
      intro: intro(200),
      mapLabel: words(v.pipe(text, v.maxLength(40), v.title('Link that opens a map app'))),
    }),
    v.title('Our address'),
  ),
  transfer: v.pipe(
    v.object({ heading, intro: intro(200), actions: buttons(2) }),
    v.title('Private transfer'),
  ),
});

const fieldLabel = (what: string) => words(v.pipe(text, v.maxLength(60), v.title(what)));

export const transferPageSchema = v.object({
  eyebrow: words(v.pipe(text, v.maxLength(40), v.title('Line above the heading'))),
  intro: intro(300),
  hero: picture('Picture at the top'),
  subject: words(
    v.pipe(
      text,
      v.maxLength(60),
      v.title('What the guest asks for'),
      v.description('As in "a request for a private transfer"'),
    ),
  ),
  included: v.pipe(
    v.array(words(v.pipe(text, v.maxLength(120), v.title('What is included')))),
    v.minLength(1),
    v.title('Included'),
    v.metadata({ item: 'line' }),
  ),
  form: v.pipe(
    v.object({
      from: fieldLabel('Where from'),
      fromHint: words(
        v.pipe(
          text,
          v.maxLength(60),
          withPlaceholders(['hours']),
          v.title('Hint under each place'),
          v.description('{hours} is the time by road, from the site’s travel times'),
        ),
      ),
      date: fieldLabel('Arrival date'),
      time: fieldLabel('Arrival time'),
      passengers: fieldLabel('Passengers'),
      passengersMin: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(1),
        v.maxValue(20),
        v.title('Fewest passengers'),
      ),
      passengersMax: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(1),
        v.maxValue(20),
        v.title('Most passengers'),
      ),
      passengersInitial: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(1),
        v.maxValue(20),
        v.title('Passengers the form starts with'),
      ),
    }),
    v.title('The request form'),
  ),
  timesHeading: heading,
  timesIntro: intro(160),
  timesLabel: tableName,
  howHeading: words(v.pipe(text, v.maxLength(60), v.title('Heading of the steps'))),
  how: v.pipe(
    v.array(
      words(
        v.pipe(
          text,
          v.maxLength(200),
          withPlaceholders(['messagingApp']),
          v.title('Step'),
          v.description('{messagingApp} is the messaging app the resort answers on'),
        ),
      ),
    ),
    v.minLength(1),
    v.title('How to request one'),
    v.metadata({ item: 'step' }),
  ),
});
