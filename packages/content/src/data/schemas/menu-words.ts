import * as v from 'valibot';
import { text, words } from './common.ts';

const mark = (title: string) =>
  words(
    v.pipe(
      text,
      v.maxLength(40),
      v.title(title),
      v.description('In the legend and read out beside each dish'),
    ),
  );

/** The words around both menus: the dietary marks spelled out, and the notes every menu shows. */
export const menuWordsSchema = v.object({
  dietaryLegend: v.pipe(
    v.object({ V: mark('V means'), VG: mark('VG means'), GF: mark('GF means') }),
    v.title('Dietary marks'),
    v.description('What each mark beside a dish means'),
  ),
  menuPage: v.pipe(
    v.object({
      legendHeading: words(v.pipe(text, v.maxLength(60), v.title('Heading of the legend'))),
      legendIntro: words(v.pipe(text, v.maxLength(100), v.title('Line under it'))),
      allergyHeading: words(v.pipe(text, v.maxLength(60), v.title('Heading on allergies'))),
      allergyNote: words(v.pipe(text, v.maxLength(600), v.title('Note on allergies'))),
      seasonalHeading: words(
        v.pipe(
          text,
          v.maxLength(40),
          v.title('Heading of the note on the season'),
          v.description("Above each menu's own note on the season"),
        ),
      ),
    }),
    v.title('On both menu pages'),
  ),
});

export type MenuWords = v.InferOutput<typeof menuWordsSchema>;
