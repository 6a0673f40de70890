import * as v from 'valibot';
import { sitePath, text } from './records.ts';

/** A link of the header's navigation: a label and the path it leads to. */
export interface NavItem {
  readonly name: string;
  readonly path: string;
}

export const navItemSchema = v.looseObject({ name: text, path: sitePath });

/** A call to action that is always a link: the words on the button and where it leads. */
export interface CallToAction {
  readonly label: string;
  readonly href: string;
}

export const callToActionSchema = v.looseObject({ label: text, href: sitePath });
