import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popover } from './Popover.tsx';
import type { PopoverProps } from './Popover.tsx';

const base: PopoverProps = {
  trigger: <button type="button">Sauna</button>,
  title: 'Barrel sauna',
  description: 'A cedar barrel by the pond.',
  children: (
    <ul aria-label="Features">
      <li>Up to 8 guests</li>
      <li>85 °C</li>
    </ul>
  ),
  closeLabel: 'Close',
};

function Page(props: Partial<PopoverProps>) {
  return (
    <>
      <p>Outside text</p>
      <Popover {...base} {...props} />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('Popover', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('opens a dialog named by its title, with the description and what the caller adds', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Sauna' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Barrel sauna' });
    expect(dialog).toHaveAccessibleDescription('A cedar barrel by the pond.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    const list = screen.getByRole('list', { name: 'Features' });
    expect(list).toHaveTextContent('Up to 8 guests');
    expect(list).toHaveTextContent('85 °C');
    // Non-modal: the rest of the page stays reachable.
    expect(dialog).not.toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('closes on Escape and hands focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Sauna' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Sauna' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByText('Outside text'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button and with the trigger again', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Sauna' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an optional image', async () => {
    render(
      <Page
        defaultOpen
        image={
          <img
            src="data:image/gif;base64,R0lGODlhAQABAAAAACw="
            alt="The barrel sauna at dusk"
            width={16}
            height={9}
          />
        }
      />,
    );
    const image = await screen.findByRole('img', { name: 'The barrel sauna at dusk' });
    await waitFor(() => expect(image).toBeVisible());
  });

  it('reports changes in controlled use and follows the open prop', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(<Page open={false} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Sauna' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Page open onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('accepts a render function as trigger, keeping the caller’s own handlers', async () => {
    const user = userEvent.setup();
    function Marker() {
      const [clicks, setClicks] = useState(0);
      return (
        <Popover
          {...base}
          trigger={(props) => (
            <button
              type="button"
              {...props}
              ref={props.ref as React.Ref<HTMLButtonElement>}
              aria-label={`Marker ${clicks}`}
              onClick={(event) => {
                setClicks((count) => count + 1);
                props.onClick(event);
              }}
            />
          )}
        />
      );
    }
    render(<Marker />);
    await user.click(screen.getByRole('button', { name: 'Marker 0' }));
    expect(await screen.findByRole('dialog', { name: 'Barrel sauna' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Marker 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('stays on a 390 px screen when its trigger sits at the edge', async () => {
    await page.viewport(390, 844);
    render(
      <div style={{ display: 'flex', justifyContent: 'flex-end', paddingTop: 700 }}>
        <Popover {...base} defaultOpen />
      </div>,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveAttribute('data-positioned', 'true'));
    const box = dialog.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(8);
    expect(box.right).toBeLessThanOrEqual(390 - 8 + 0.5);
    // No room below the trigger: it flips above it.
    const trigger = screen.getByRole('button', { name: 'Sauna' }).getBoundingClientRect();
    expect(box.bottom).toBeLessThanOrEqual(trigger.top);
  });
});
