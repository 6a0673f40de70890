import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popover } from './Popover.tsx';

// The panel's positioning code never arrives: the connection dropped, or the site was updated
// since the page loaded. Mocked for this whole file, which is why it is a file of its own.
vi.mock('./PopoverPanel.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function Page() {
  return (
    <>
      <p>Outside text</p>
      <Popover
        trigger={<button type="button">Sauna</button>}
        title="Barrel sauna"
        description="A cedar barrel by the pond."
        closeLabel="Close"
      >
        <p>Up to 8 guests</p>
      </Popover>
    </>
  );
}

describe('Popover without its positioning code', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('opens the same dialog, centred on the screen, and takes focus', async () => {
    await page.viewport(390, 844);
    // The failed load reaches the popover's own boundary; React reports it, and nothing else.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Sauna' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Barrel sauna' });
    expect(dialog).toHaveAccessibleDescription('A cedar barrel by the pond.');
    expect(dialog).toHaveTextContent('Up to 8 guests');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(dialog).toHaveFocus());
    const box = dialog.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(8);
    expect(box.right).toBeLessThanOrEqual(390 - 8 + 0.5);
    expect(Math.abs(box.top + box.height / 2 - 844 / 2)).toBeLessThan(1);
    // The page around it is still there.
    expect(screen.getByText('Outside text')).toBeVisible();
    reported.mockRestore();
  });

  it('closes on Escape, on its close button and on a press outside, handing focus back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Sauna' });

    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.click(screen.getByText('Outside text'));
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.restoreAllMocks();
  });
});
