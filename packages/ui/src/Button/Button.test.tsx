import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.tsx';
import type { LinkComponentProps } from '../UIProvider/UIProvider.tsx';
import { Button, ButtonLink } from './Button.tsx';

describe('Button', () => {
  it('is a plain button unless told to submit, so it never submits a form by accident', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('when unavailable, says why, stays focusable, and does nothing', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" unavailable="Coming soon" onClick={onClick}>
          Book
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Book Coming soon' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('draws its icon on the chosen side without changing its name', () => {
    render(
      <Button icon="arrow-right" iconPosition="trailing">
        Next
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button.lastElementChild).toHaveAttribute('data-icon', 'arrow-right');
  });
});

describe('ButtonLink', () => {
  it('navigates with the app link component for internal paths', () => {
    const AppLink = ({ children, ...props }: LinkComponentProps) => (
      <a data-router="yes" {...props}>
        {children}
      </a>
    );
    render(
      <UIProvider linkComponent={AppLink}>
        <ButtonLink href="/stays">Stays</ButtonLink>
        <ButtonLink href="mailto:hello@example.com">Write</ButtonLink>
      </UIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Stays' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Write' })).not.toHaveAttribute('data-router');
  });

  it('tells screen readers when it opens a new tab', () => {
    render(
      <ButtonLink href="https://example.com" newTab>
        Chat
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Chat (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so in the words the provider gives', () => {
    render(
      <UIProvider labels={{ newTab: ' (se abre en una pestaña nueva)' }}>
        <ButtonLink href="https://example.com" newTab>
          Chat
        </ButtonLink>
      </UIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Chat (se abre en una pestaña nueva)' })).toBeVisible();
  });

  it('becomes an honest unavailable button instead of a link to nowhere', () => {
    render(
      <ButtonLink href="/later" unavailable="Coming soon">
        Programs
      </ButtonLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Programs Coming soon' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
