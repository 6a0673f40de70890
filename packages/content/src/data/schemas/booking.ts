import * as v from 'valibot';
import { link, picture, recordId, text, withPlaceholders, words } from './common.ts';

/**
 * The Booking page (/booking) and the request forms behind its buttons. The prices the pages
 * show come from the prices file, so these records hold none.
 */

const highlights = v.pipe(
  v.array(words(v.pipe(text, v.maxLength(80), v.title('Line')))),
  v.length(3, 'Each card lists three things'),
  v.title('What it includes'),
  v.description('Three short lines, shown as a list'),
  v.metadata({ item: 'line' }),
);

const section = (title: string) =>
  v.pipe(
    v.object({
      eyebrow: words(v.pipe(text, v.maxLength(40), v.title('Line above the heading'))),
      heading: words(v.pipe(text, v.maxLength(76), v.title('Heading'))),
      intro: words(v.pipe(text, v.maxLength(280), v.title('Introduction'))),
    }),
    v.title(title),
  );

export const bookingPageSchema = v.object({
  heroImage: picture('Picture at the top'),
  intro: words(v.pipe(text, v.maxLength(250), v.title('Introduction'))),
  spa: section('Spa section'),
  spaPaths: v.pipe(
    v.array(
      v.object({
        id: recordId('self-guided'),
        title: words(v.pipe(text, v.maxLength(60), v.title('Title'))),
        subtitle: words(v.pipe(text, v.maxLength(56), v.title('Line under the title'))),
        description: words(v.pipe(text, v.maxLength(220), v.title('Description'))),
        highlights,
        action: link('Button'),
      }),
    ),
    v.length(2, 'The page shows the two ways into the spa, self-guided and guided'),
    v.title('Ways into the spa'),
    v.metadata({ item: 'way' }),
  ),
  offers: section('Passes and packages section'),
  offerCards: v.pipe(
    v.array(
      v.object({
        id: recordId('day-pass'),
        title: words(v.pipe(text, v.maxLength(48), v.title('Title'))),
        description: words(
          v.pipe(
            text,
            v.maxLength(220),
            v.title('Description'),
            v.description('The starting price comes from the prices file'),
          ),
        ),
        highlights,
        image: picture('Picture'),
        action: link('Button'),
      }),
    ),
    v.length(2, 'The page shows the day pass and the treatment packages'),
    v.title('Pass and package cards'),
    v.metadata({ item: 'card' }),
  ),
  vatNote: words(v.pipe(text, v.maxLength(100), v.title('Note on prices and VAT'))),
  stay: v.pipe(
    v.object({
      eyebrow: words(v.pipe(text, v.maxLength(48), v.title('Line above the heading'))),
      heading: words(v.pipe(text, v.maxLength(40), v.title('Heading'))),
      text: words(v.pipe(text, v.maxLength(230), v.title('Text'))),
      image: picture('Picture'),
      actions: v.pipe(
        v.array(link('Button')),
        v.length(2),
        v.title('Buttons'),
        v.metadata({ item: 'button' }),
      ),
    }),
    v.title('Stay section'),
  ),
});

export type BookingPageRecord = v.InferOutput<typeof bookingPageSchema>;

const label = (title: string, max = 60) => words(v.pipe(text, v.maxLength(max), v.title(title)));

/** A number the guest chooses on a form, between two bounds. */
const countField = (title: string) =>
  v.pipe(
    v.object({
      label: label('Label'),
      min: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20), v.title('Fewest')),
      max: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50), v.title('Most')),
      initial: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(0),
        v.maxValue(50),
        v.title('Where the form starts'),
      ),
    }),
    v.title(title),
  );

const sentence = (title: string, max: number) =>
  words(v.pipe(text, v.maxLength(max), withPlaceholders([]), v.title(title)));

const sentenceWith = (title: string, max: number, names: readonly string[]) =>
  words(
    v.pipe(
      text,
      v.maxLength(max),
      withPlaceholders(names),
      v.title(title),
      v.description(
        `Placeholders in braces are filled in by the page: ${names.map((name) => `{${name}}`).join(', ')}`,
      ),
    ),
  );

const contactField = (title: string) =>
  v.pipe(
    v.object({
      label: sentenceWith('Label on the form', 70, requestPlaceholders),
      messageLabel: label('Name in the message', 40),
    }),
    v.title(title),
  );

const limitedContactField = (title: string, most: number) =>
  v.pipe(
    v.object({
      label: sentenceWith('Label on the form', 70, requestPlaceholders),
      messageLabel: label('Name in the message', 40),
      maxLength: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(1),
        v.maxValue(most),
        v.title('Most characters a guest may write'),
      ),
    }),
    v.title(title),
  );

/** The figures the request forms' sentences may name; the page writes each in its language. */
export const requestPlaceholders = ['messagingApp', 'contactResponse', 'name'] as const;

export type RequestPlaceholder = (typeof requestPlaceholders)[number];

/** What every request form shares: the guest's details, the form's own words and the message. */
export const requestsSchema = v.object({
  contactFields: v.pipe(
    v.object({
      name: limitedContactField('Name', 500),
      email: contactField('E-mail'),
      phone: limitedContactField('Phone', 100),
      notes: limitedContactField('Notes', 5000),
    }),
    v.title("The guest's details"),
  ),
  copy: v.pipe(
    v.object({
      formHeading: sentence('Heading of the form', 30),
      contactLegend: sentence("Heading of the guest's details", 40),
      contactHint: sentence("Line under the heading of the guest's details", 160),
      review: sentence('Text of the button that reviews the request', 40),
      reviewUnavailable: v.pipe(
        v.object({
          title: sentence('Title', 50),
          description: sentence('Text', 330),
        }),
        v.title('When the form cannot review the request'),
        v.description('Shown when the connection dropped or the site was updated meanwhile'),
      ),
      summaryHeading: sentence('Heading of the request ready to send', 64),
      summarySentHeading: sentence('Heading of the request once it has reached the team', 64),
      summaryIntro: sentence('Line under it', 290),
      messageLabel: sentence('Name of the message', 24),
      sendWhatsApp: sentenceWith('Text of the button that sends by messaging app', 40, [
        'messagingApp',
      ]),
      sendEmail: sentence('Text of the button that sends by e-mail', 36),
      edit: sentence('Text of the button that goes back to the form', 44),
      includedHeading: sentence("Heading of what's included", 40),
      priceHeading: sentence('Heading of the price', 16),
      vatNote: sentence('Note on prices and VAT', 100),
      nothingSent: sentenceWith('What the site does with a request', 320, [
        'messagingApp',
        'contactResponse',
      ]),
      greeting: sentenceWith('First line of the message', 50, ['name']),
      carriedHeading: sentence('Heading of a journey planned by the concierge', 56),
      carriedIntro: sentence('Line under it', 170),
      sendToResort: sentenceWith('Text of the button that sends the request to the resort', 40, [
        'name',
      ]),
      summaryIntroSends: sentence(
        'Line under the heading of the request ready to send, where the site sends requests',
        290,
      ),
      sendsHere: sentenceWith('What the site does with a request, where it sends requests', 320, [
        'messagingApp',
        'contactResponse',
      ]),
      sent: v.pipe(
        v.object({
          heading: sentence('Heading', 40),
          text: sentenceWith('Text', 240, ['contactResponse']),
        }),
        v.title('When the request has reached the resort'),
      ),
      sendFailed: v.pipe(
        v.object({
          title: sentence('Title', 50),
          description: sentenceWith('Text', 240, ['messagingApp']),
        }),
        v.title('When the request could not be sent'),
        v.description('Shown when the connection dropped or the server did not take the request'),
      ),
    }),
    v.title('Words of the form'),
  ),
  priceOnRequest: sentence('Price line where the site gives no price', 40),
  guests: countField('Number of guests'),
  arrivalTime: v.pipe(v.object({ label: label('Label') }), v.title('Arrival time')),
  visitDate: v.pipe(v.object({ label: label('Label') }), v.title('Date of the visit')),
  circuitOption: v.pipe(
    v.object({
      value: recordId('circuit'),
      label: label('Choice'),
      hint: label('Line under the choice', 90),
    }),
    v.title('The self-guided circuit, as a choice on the spa form'),
  ),
  carriedJourney: v.pipe(
    v.object({
      journey: label('Line naming the journey'),
      stations: words(
        v.pipe(
          text,
          v.maxLength(120),
          withPlaceholders(['count']),
          v.title('Line naming its stations'),
          v.description(
            'Where the language says one station and several differently, both forms: {count, plural, one {Espaço do circuito} other {Espaços do circuito}}',
          ),
        ),
      ),
      touchless: label('Line naming its touchless therapy'),
    }),
    v.title('A journey planned by the concierge, in the message'),
  ),
});

export type RequestsRecord = v.InferOutput<typeof requestsSchema>;

/** What every request page states: its top, what the guest asks for and what is included. */
const requestPageEntries = {
  eyebrow: words(v.pipe(text, v.maxLength(50), v.title('Line above the heading'))),
  intro: words(v.pipe(text, v.maxLength(340), v.title('Introduction'))),
  hero: picture('Picture at the top'),
  subject: words(
    v.pipe(
      text,
      v.maxLength(70),
      v.title('What the guest asks for'),
      v.description('As the message names it, such as "a spa day"'),
    ),
  ),
  included: v.pipe(
    v.array(words(v.pipe(text, v.maxLength(100), v.title('Line')))),
    v.minLength(1),
    v.maxLength(6),
    v.title("What's included"),
    v.description('Short lines, shown as a list'),
    v.metadata({ item: 'line' }),
  ),
};

/** A question on a form with a label alone (a date, a time, a choice whose answers come from elsewhere). */
const question = (title: string) => v.pipe(v.object({ label: label('Label') }), v.title(title));

/** A request page whose questions are the ones every form shares (the day pass, a spa day). */
export const requestPageSchema = v.object(requestPageEntries);

export type RequestPageRecord = v.InferOutput<typeof requestPageSchema>;

export const accommodationsRequestSchema = v.object({
  ...requestPageEntries,
  fields: v.pipe(
    v.object({
      stay: question('Kind of stay (its answers are the kinds of stay)'),
      arrival: question('Arrival date'),
      departure: question('Departure date'),
      adults: countField('Adults'),
      children: countField('Children'),
    }),
    v.title('Questions on the form'),
  ),
});

export type AccommodationsRequestRecord = v.InferOutput<typeof accommodationsRequestSchema>;

export const packagesRequestSchema = v.object({
  ...requestPageEntries,
  fields: v.pipe(
    v.object({
      package: v.pipe(
        v.object({
          label: label('Label'),
          treatmentPackage: label('The first answer: a package planned with the therapists', 120),
        }),
        v.title('Package (the other answers are the signature experiences, with their prices)'),
      ),
    }),
    v.title('Questions on the form'),
  ),
});

export type PackagesRequestRecord = v.InferOutput<typeof packagesRequestSchema>;

export const racketClubRequestSchema = v.object({
  ...requestPageEntries,
  fields: v.pipe(
    v.object({
      court: v.pipe(
        v.object({
          label: label('Label'),
          tennis: label('Answer: tennis', 40),
          padel: label('Answer: padel', 40),
        }),
        v.title('Court'),
      ),
      time: question('Start time'),
      players: countField('Players'),
      coaching: v.pipe(
        v.object({
          label: label('Label'),
          yes: label('Answer: with a coach', 50),
          no: label('Answer: without a coach', 50),
        }),
        v.title('Coaching'),
      ),
    }),
    v.title('Questions on the form'),
  ),
});

export type RacketClubRequestRecord = v.InferOutput<typeof racketClubRequestSchema>;

export const spaRequestSchema = v.object({
  ...requestPageEntries,
  fields: v.pipe(
    v.object({
      journey: v.pipe(
        v.object({
          label: label('Label', 70),
          sequenceLabel: words(
            v.pipe(
              text,
              v.maxLength(90),
              withPlaceholders(['title']),
              v.title('Answer for a guided sequence'),
              v.description('{title} is the name of the sequence, such as "Guided: {title}"'),
            ),
          ),
          sequenceHint: words(
            v.pipe(
              text,
              v.maxLength(90),
              withPlaceholders(['duration']),
              v.title('Line under a guided sequence'),
              v.description(
                '{duration} is how long it lasts ("about 2 hours"); the line starts with a capital letter',
              ),
            ),
          ),
        }),
        v.title('Circuit or guided journey (the first answer is the self-guided circuit)'),
      ),
    }),
    v.title('Questions on the form'),
  ),
});

export type SpaRequestRecord = v.InferOutput<typeof spaRequestSchema>;
