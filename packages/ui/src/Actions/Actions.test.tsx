import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { parsedInPart, upTo } from '../test/parsedInPart.ts';
import { Actions } from './Actions.tsx';

const actions = (align?: 'start' | 'center') => (
  <Actions align={align}>
    <ButtonLink href="/booking/spa">Book a Spa Day</ButtonLink>
    <ButtonLink href="/concierge" variant="secondary">
      Design Your Circuit with Our Concierge
    </ButtonLink>
    <Button unavailable="Coming soon">Gift a day</Button>
  </Actions>
);

describe('Actions', () => {
  it('renders its actions in order, the main one first', () => {
    render(actions());
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Book a Spa Day',
      'Design Your Circuit with Our Concierge',
    ]);
    expect(screen.getByRole('button', { name: /Gift a day/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('wraps onto more lines on a narrow screen and centres them when asked', async () => {
    await page.viewport(320, 800);
    const { container } = render(actions('center'));
    const row = container.firstElementChild as HTMLElement;
    const [book, plan] = screen.getAllByRole('link').map((link) => link.getBoundingClientRect());
    expect(plan!.top).toBeGreaterThan(book!.top);
    expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    expect(getComputedStyle(row).justifyContent).toBe('center');
  });

  it('shows its actions once they have all arrived, so none drops a line as the next comes', () => {
    const html = renderToStaticMarkup(actions());
    const visibility = (markup: string) =>
      parsedInPart(
        markup,
        (container) => getComputedStyle(container.firstElementChild!).visibility,
      );
    expect(visibility(upTo(html, '</a>'))).toBe('hidden');
    expect(visibility(upTo(html, '</button>'))).toBe('hidden');
    expect(visibility(html)).toBe('visible');
  });
});
