import * as v from 'valibot';
import { text, withPlaceholders, words } from './common.ts';

const short = (title: string) => words(v.pipe(text, v.maxLength(60), v.title(title)));
const nameHint = '{name} becomes the name of the resort';

/** The guest footer, the partnership pages' footer, and the row of links in both. */
export const footerSchema = v.object({
  footer: v.pipe(
    v.object({
      heading: words(
        v.pipe(
          text,
          v.maxLength(80),
          withPlaceholders(['name']),
          v.title('Heading'),
          v.description(nameHint),
        ),
      ),
      tagline: words(v.pipe(text, v.maxLength(240), v.title('Tagline'))),
      contactHeading: short('Heading of the contacts'),
      quickLinksHeading: short('Heading of the list of places'),
      quickLinks: v.pipe(
        v.array(words(v.pipe(text, v.maxLength(60), v.title('Place')))),
        v.minLength(1),
        v.title('Places'),
        v.description('Names only: the footer shows them as plain text, not links'),
        v.metadata({ item: 'place' }),
      ),
      programsHeading: short('Heading of the programmes'),
      programs: v.pipe(
        v.array(words(v.pipe(text, v.maxLength(60), v.title('Programme')))),
        v.minLength(1),
        v.title('Programmes'),
        v.description('Names only, shown as plain text'),
        v.metadata({ item: 'programme' }),
      ),
      newsletter: v.pipe(
        v.object({
          heading: short('Heading'),
          intro: words(v.pipe(text, v.maxLength(240), v.title('Introduction'))),
          label: short('Label of the e-mail field'),
          button: short('Button'),
          confirmation: words(
            v.pipe(
              text,
              v.maxLength(400),
              withPlaceholders(['email', 'resortEmail']),
              v.title('Answer when this version of the site sends nothing'),
              v.description(
                "A copy of the site with no server to receive sign-ups (a preview) says so: {email} becomes the address the guest typed, {resortEmail} the resort's address",
              ),
            ),
          ),
          sending: short('Button while sending'),
          sent: words(
            v.pipe(
              text,
              v.maxLength(300),
              withPlaceholders(['email']),
              v.title('Answer once the link is sent'),
              v.description(
                'Say a link went to {email} (the address typed), that it must be opened to confirm, and that nothing joins the list until then',
              ),
            ),
          ),
          tooManyAttempts: words(
            v.pipe(
              text,
              v.maxLength(240),
              withPlaceholders(['minutes']),
              v.title('Answer after too many attempts'),
              v.description(
                'How long to wait, in minutes: {minutes, plural, one {# minute} other {# minutes}}',
              ),
            ),
          ),
          failed: words(
            v.pipe(
              text,
              v.maxLength(240),
              v.title('Answer when the server cannot be reached'),
              v.description('Nothing was sent; the address stays in the field to try again'),
            ),
          ),
        }),
        v.title('Newsletter'),
      ),
    }),
    v.title('Guest footer'),
    v.description('At the foot of the guest pages'),
  ),
  partnershipFooter: v.pipe(
    v.object({
      heading: words(
        v.pipe(
          text,
          v.maxLength(60),
          withPlaceholders(['name']),
          v.title('Heading'),
          v.description(nameHint),
        ),
      ),
      blurb: words(v.pipe(text, v.maxLength(200), v.title('Line under the heading'))),
      followHeading: short('Heading of the social profiles'),
      talkHeading: short('Heading of the contacts'),
      chatLabel: words(
        v.pipe(
          text,
          v.maxLength(80),
          withPlaceholders(['messagingApp']),
          v.title('Chat button'),
          v.description('{messagingApp} becomes the messaging app, such as WhatsApp'),
        ),
      ),
      chatMessage: words(
        v.pipe(
          text,
          v.maxLength(240),
          withPlaceholders(['name']),
          v.title('Message the chat starts with'),
          v.description(`Written for the partner, who can change it before sending; ${nameHint}`),
        ),
      ),
    }),
    v.title('Partnership footer'),
    v.description('At the foot of the partnership pages'),
  ),
  footerLinks: v.pipe(
    v.object({
      label: words(
        v.pipe(
          text,
          v.maxLength(60),
          v.title('Name of the row'),
          v.description('Read out by screen readers'),
        ),
      ),
      items: v.pipe(
        v.array(
          v.object({
            label: words(v.pipe(text, v.maxLength(100), v.title('Link text'))),
            href: v.pipe(
              v.string(),
              v.regex(
                /^(\/[\w\-./?=&#%]*|https:\/\/[^\s]+)$/,
                'Use a path inside the site, starting with /, or an address starting with https://',
              ),
              v.title('Page'),
              v.description('A path of the site, such as /faq, or a whole https address'),
            ),
          }),
        ),
        v.minLength(1),
        v.title('Links'),
        v.metadata({ item: 'link' }),
      ),
    }),
    v.title('Row of links in every footer'),
    v.description(
      "The pages guests read before booking, and Portugal's official complaints book, which the law asks every business with a website to link",
    ),
  ),
});

export type Footer = v.InferOutput<typeof footerSchema>;
