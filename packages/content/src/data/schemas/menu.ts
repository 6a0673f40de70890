import * as v from 'valibot';
import { dietaryMarks } from '../../menus.ts';
import { euros, link, recordId, text, words } from './common.ts';

/** A menu: the dishes of one venue, in sections, with its own calls to action. */
export const menuSchema = v.object({
  intro: words(v.pipe(text, v.maxLength(300), v.title('Introduction'))),
  seasonalNote: words(
    v.pipe(
      text,
      v.maxLength(300),
      v.title('Note on the season'),
      v.description('Shown under "In Season": what changes with the garden'),
    ),
  ),
  sections: v.pipe(
    v.array(
      v.object({
        id: recordId('to-begin'),
        heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
        note: v.optional(
          words(v.pipe(text, v.maxLength(200), v.title('Note'), v.description('Optional'))),
        ),
        dishes: v.pipe(
          v.array(
            v.object({
              id: recordId('black-pork'),
              name: words(v.pipe(text, v.maxLength(80), v.title('Dish'))),
              description: words(v.pipe(text, v.maxLength(240), v.title('Description'))),
              marks: v.pipe(
                v.array(v.picklist(dietaryMarks)),
                v.title('Dietary marks'),
                v.description('V vegetarian, VG vegan, GF gluten-free'),
              ),
              price: v.optional(
                v.pipe(
                  euros,
                  v.description('Optional: leave empty, as the site states no dish prices'),
                ),
              ),
            }),
          ),
          v.minLength(1, 'A section has at least one dish'),
          v.title('Dishes'),
          v.metadata({ item: 'dish' }),
        ),
      }),
    ),
    v.minLength(1),
    v.title('Sections'),
    v.description('In the order the menu shows them; drag to reorder'),
    v.metadata({ item: 'section' }),
  ),
  actions: v.pipe(
    v.array(link('Button')),
    v.maxLength(1, 'One button of its own at most: "Back to dining" follows it'),
    v.title('Buttons'),
    v.description('Besides "Back to dining", which every menu has'),
    v.metadata({ item: 'button' }),
  ),
});
