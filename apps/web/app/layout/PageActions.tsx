import type { PageAction } from '@alento/content';
import { Actions, Button, ButtonLink, VisuallyHidden } from '@alento/ui';
import type { ActionsAlign, ButtonSize, ButtonVariant } from '@alento/ui';

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
  align?: ActionsAlign;
}) {
  return (
    <Actions align={align}>
      {actions.map((action, index) => (
        <PageActionButton
          key={action.label}
          action={action}
          variant={variants[Math.min(index, variants.length - 1)]}
          size={size}
        />
      ))}
    </Actions>
  );
}
