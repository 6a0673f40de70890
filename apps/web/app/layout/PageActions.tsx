import type { PageAction } from '@alento/content';
import { Button, ButtonLink, VisuallyHidden } from '@alento/ui';
import type { ButtonSize, ButtonVariant } from '@alento/ui';
import * as styles from './PageActions.css.ts';

/**
 * A content action as a control: a link where it leads somewhere, otherwise a real button that
 * says in words why it does nothing yet.
 */
export function PageActionButton({
  action,
  variant = 'primary',
  size,
}: {
  action: PageAction;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  if ('href' in action) {
    return (
      <ButtonLink href={action.href} variant={variant} size={size}>
        {action.label}
        {action.about ? <VisuallyHidden>{` ${action.about}`}</VisuallyHidden> : null}
      </ButtonLink>
    );
  }
  return (
    <Button variant={variant} size={size} unavailable={action.unavailable}>
      {action.label}
    </Button>
  );
}

/** A row of actions: the first is the main one, the rest are quieter. */
export function PageActions({
  actions,
  variants = ['primary', 'secondary'],
  align = 'start',
  size,
}: {
  actions: readonly PageAction[];
  size?: ButtonSize;
  /** Variant of each action by position; the last one repeats. */
  variants?: readonly ButtonVariant[];
  align?: 'start' | 'center';
}) {
  return (
    <div className={styles.row} data-align={align}>
      {actions.map((action, index) => (
        <PageActionButton
          key={action.label}
          action={action}
          variant={variants[Math.min(index, variants.length - 1)]}
          size={size}
        />
      ))}
      <span className={styles.end} hidden />
    </div>
  );
}
