import * as v from 'valibot';
import { text, withPlaceholders, words } from './common.ts';

const short = (title: string, hint?: string) =>
  words(
    hint
      ? v.pipe(text, v.maxLength(60), v.title(title), v.description(hint))
      : v.pipe(text, v.maxLength(60), v.title(title)),
  );

/**
 * The words of the controls around every page, most of them read out by screen readers rather
 * than seen: the skip link, the menu button, the language switcher, the notifications.
 */
export const pageControlsSchema = v.object({
  skipLink: short('Skip link', 'The first link on every page, for keyboards and screen readers'),
  homeLink: words(
    v.pipe(
      text,
      v.maxLength(60),
      withPlaceholders(['name']),
      v.title('Name of the link to the home page'),
      v.description('Read out for the logo in the header; {name} becomes the name of the resort'),
    ),
  ),
  navigation: short('Name of the main menu', 'Read out by screen readers'),
  menu: short('Menu button', 'Opens the menu on small screens'),
  languages: short('Name of the language switcher', 'Read out by screen readers'),
  notifications: short('Name of the notifications', 'Read out by screen readers'),
  dismissNotification: short('Button that closes a notification'),
  onNetwork: words(
    v.pipe(
      text,
      v.maxLength(60),
      withPlaceholders(['name', 'network']),
      v.title('Name of a link to a social profile'),
      v.description(
        'Read out by screen readers: {name} becomes the name of the resort, {network} the network, such as Instagram',
      ),
    ),
  ),
  position: words(
    v.pipe(
      text,
      v.maxLength(30),
      withPlaceholders(['position', 'total']),
      v.title('Place in a series of pictures'),
      v.description(
        'Such as "3 of 16": {position} is the picture shown, {total} how many there are',
      ),
    ),
  ),
  newTab: words(
    v.pipe(
      v.string(),
      v.minLength(2, 'Write something here'),
      v.maxLength(60),
      v.startsWith(' ', 'Keep the space at the start'),
      v.title('Said after a link that opens a new tab'),
      v.description('Starts with a space, as it follows the link text'),
    ),
  ),
  partUnavailable: v.pipe(
    v.object({
      title: short('Title'),
      description: words(v.pipe(text, v.maxLength(300), v.title('Text'))),
    }),
    v.title('When part of a page did not load'),
    v.description('Shown when the connection fails and some buttons cannot work'),
  ),
  comingSoon: short('Beside something not open yet', 'Such as "Coming soon"'),
});

export type PageControls = v.InferOutput<typeof pageControlsSchema>;
