/**
 * A call to action on a page: either a link to a path, or an action the resort does not offer yet.
 * An unavailable action is shown as a real, focusable button that says why it does nothing, never
 * as a link to nowhere (decisions.md "Honest buttons").
 */
export type PageAction =
  | {
      readonly label: string;
      readonly href: string;
      /**
       * For a generic label ("Learn More"): words read after it by screen readers and search
       * engines, naming where it leads ("about our approach"); not shown.
       */
      readonly about?: string;
    }
  | { readonly label: string; readonly unavailable: string };

export type { CallToAction } from './model/navigation.ts';

/**
 * What a screen reader calls an action: its label, then its `about` words. A test that looks a
 * link up by name asks for this, so a generic label never has to be found on its own.
 */
export function actionName(action: PageAction): string {
  return 'about' in action && action.about ? `${action.label} ${action.about}` : action.label;
}
