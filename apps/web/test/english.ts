/**
 * Finds English left on a Portuguese or Spanish page. English is told by words neither language
 * shares: one unmistakable one ("the", "your", "with", or the site's common "book", "guests",
 * "page"), or two weaker ones ("in", "on", "to"), make a piece of text English. Brand names hold
 * none of them.
 */

/** Words no Portuguese or Spanish page contains: small words, and the site's common English. */
const unmistakable = new Set(
  [
    'the and with your you our we this that these those from are is was were of for will what',
    'how when where which who their they there here about would should could have been not on',
    'skip page content home guests found book learn read view close send request find see',
    'discover stay stays day days night nights room rooms price prices per person people',
    'hours minutes notification notifications dismiss language main follow talk coming soon',
    'return back next previous photo photos open submit please thank thanks',
  ]
    .join(' ')
    .split(' '),
);

/** English words a Portuguese or Spanish sentence might hold once, as a loan or a name. */
const weak = new Set(
  'in on at it its be an or to can all more up out just only than then each every over after before into'.split(
    ' ',
  ),
);

/** The English words in a piece of text, or none when it reads as another language. */
export function englishWordsIn(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const strong = words.filter((word) => unmistakable.has(word));
  const soft = words.filter((word) => weak.has(word));
  return strong.length >= 1 || soft.length >= 2 ? [...strong, ...soft] : [];
}

/** The pieces of text that read as English. */
export function englishPieces(pieces: readonly string[]): string[] {
  return pieces.filter((piece) => englishWordsIn(piece).length > 0);
}
