import * as v from 'valibot';
import { link, text, words } from './common.ts';

/** The section that leads from the spa and booking pages to what guests read before coming. */
export const guestGuideSchema = v.object({
  eyebrow: words(v.pipe(text, v.maxLength(40), v.title('Line above the heading'))),
  heading: words(v.pipe(text, v.maxLength(40), v.title('Heading'))),
  intro: words(v.pipe(text, v.maxLength(400), v.title('Introduction'))),
  actions: v.pipe(
    v.array(link('Button')),
    v.length(3, 'The section shows three buttons'),
    v.title('Buttons'),
    v.metadata({ item: 'button' }),
  ),
});

export type GuestGuide = v.InferOutput<typeof guestGuideSchema>;
