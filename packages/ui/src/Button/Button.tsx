import { forwardRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { isExternalHref, useLinkComponent, useUILabels } from '../UIProvider/UIProvider.tsx';
import { button, note } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'onImage'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;
export const buttonIconPositions = ['leading', 'trailing'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];
export type ButtonIconPosition = (typeof buttonIconPositions)[number];

interface SharedProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Decorative glyph beside the label; the label alone names the button. */
  icon?: IconName;
  /** `trailing` suits forward actions ("Continue →"); `leading` is the default. */
  iconPosition?: ButtonIconPosition;
  /**
   * Marks an action that is not available yet with the visible reason, e.g. "Coming soon".
   * The part renders a real button with `aria-disabled`: it stays focusable and readable, says
   * why, and does nothing, instead of a link to nowhere or a silent dead control.
   */
  unavailable?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
  id?: string;
}

export interface ButtonProps extends SharedProps {
  type?: 'button' | 'submit' | 'reset';
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'aria-pressed'?: boolean;
  /** Shown while a submission runs; repeat presses are ignored by the form, not the button. */
  'aria-busy'?: boolean;
  form?: string;
}

function Content({
  icon,
  iconPosition = 'leading',
  children,
  unavailable,
  newTab,
}: Pick<SharedProps, 'icon' | 'iconPosition' | 'children' | 'unavailable'> & {
  newTab?: boolean;
}) {
  const labels = useUILabels();
  const glyph = icon ? <Icon name={icon} size="inherit" /> : null;
  return (
    <>
      {iconPosition === 'leading' ? glyph : null}
      <span>{children}</span>
      {iconPosition === 'trailing' ? glyph : null}
      {unavailable ? (
        <span className={note}>
          <span aria-hidden="true">· </span>
          {unavailable}
        </span>
      ) : null}
      {newTab ? <VisuallyHidden>{labels.newTab}</VisuallyHidden> : null}
    </>
  );
}

/** A real <button>: `type="button"` unless told otherwise. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant,
    size,
    fullWidth,
    icon,
    iconPosition,
    unavailable,
    type = 'button',
    onClick,
    ...aria
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={button({ variant, size, fullWidth })}
      aria-disabled={unavailable ? true : undefined}
      onClick={(event) => {
        if (unavailable) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...aria}
    >
      <Content icon={icon} iconPosition={iconPosition} unavailable={unavailable}>
        {children}
      </Content>
    </button>
  );
});

export interface ButtonLinkProps extends SharedProps {
  href: string;
  /** Opens outside the site (a chat, a map); adds rel="noopener" and says so to screen readers. */
  newTab?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A link that looks like a button: it navigates, so it is an <a>. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  {
    children,
    variant,
    size,
    fullWidth,
    icon,
    iconPosition,
    unavailable,
    href,
    newTab,
    onClick,
    ...aria
  },
  ref,
) {
  const LinkComponent = useLinkComponent();
  const className = button({ variant, size, fullWidth });
  const content = (
    <Content
      icon={icon}
      iconPosition={iconPosition}
      unavailable={unavailable}
      newTab={newTab && !unavailable}
    >
      {children}
    </Content>
  );
  if (unavailable) {
    // A link that goes nowhere is not a link: render a disabled button with the same look.
    return (
      <button type="button" className={className} aria-disabled="true" {...aria}>
        {content}
      </button>
    );
  }
  if (isExternalHref(href) || newTab) {
    return (
      <a
        ref={ref}
        href={href}
        className={className}
        onClick={onClick}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...aria}
      >
        {content}
      </a>
    );
  }
  return (
    <LinkComponent ref={ref} href={href} className={className} onClick={onClick} {...aria}>
      {content}
    </LinkComponent>
  );
});
