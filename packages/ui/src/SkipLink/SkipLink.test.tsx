import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and shows itself on focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink targetId="main">Skip to content</SkipLink>
        <a href="/x">Header</a>
        <main id="main">Content</main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to content' });
    await user.tab();
    expect(link).toHaveFocus();
    const box = link.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeGreaterThan(24);
    expect(link).toHaveAttribute('href', '#main');
  });
});
