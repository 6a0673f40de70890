import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableList } from './SortableList.tsx';
import type { SortableListMessages } from './SortableList.tsx';

const stations: Record<string, { name: string; minutes: number }> = {
  sauna: { name: 'Sauna', minutes: 12 },
  plunge: { name: 'Cold plunge', minutes: 2 },
  steam: { name: 'Steam bath', minutes: 10 },
  rest: { name: 'Rest room', minutes: 15 },
};

const messages: SortableListMessages = {
  handle: (name) => `Move ${name}`,
  moveUp: (name) => `Move ${name} up`,
  moveDown: (name) => `Move ${name} down`,
  moved: (name, position, total) => `${name} moved to position ${position} of ${total}.`,
  pickedUp: (name, position, total) =>
    `${name} picked up, position ${position} of ${total}. Use the arrow keys to move it.`,
  dropped: (name, position, total) => `${name} dropped at position ${position} of ${total}.`,
  cancelled: (name) => `Move cancelled. ${name} is back in its place.`,
};

function Station({ id, index }: { id: string; index: number }) {
  const station = stations[id];
  return (
    <span style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem' }}>
      <span>
        {index + 1}. {station?.name ?? id}
      </span>
      <span>{station?.minutes ?? 0} min</span>
    </span>
  );
}

const meta = {
  title: 'Forms/SortableList',
  component: SortableList,
  args: {
    label: 'Your circuit',
    defaultValue: ['sauna', 'plunge', 'steam', 'rest'],
    itemName: (key: string) => stations[key]?.name ?? key,
    renderItem: (key: string, index: number) => <Station id={key} index={index} />,
    messages,
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortableList>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+\.\s*/, '').replace(/\d+ min$/, ''));

const liveRegion = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-live="polite"]');

export const ByButtons: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move Sauna up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Steam bath up' }));
    await expect(names(canvasElement)).toEqual(['Sauna', 'Steam bath', 'Cold plunge', 'Rest room']);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      ['sauna', 'steam', 'plunge', 'rest'],
      { key: 'steam', from: 2, to: 1 },
    );
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      'Steam bath moved to position 2 of 4.',
    );
    await expect(canvas.getByRole('button', { name: 'Move Steam bath up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // At the top its Move up is disabled, so focus moves to its Move down.
    await expect(canvas.getByRole('button', { name: 'Move Steam bath down' })).toHaveFocus();
    await expect(names(canvasElement)).toEqual(['Steam bath', 'Sauna', 'Cold plunge', 'Rest room']);
  },
};

export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move Sauna' });
    handle.focus();
    await userEvent.keyboard(' ');
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      'Sauna picked up, position 1 of 4. Use the arrow keys to move it.',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(liveRegion(canvasElement)).toHaveTextContent('Sauna moved to position 3 of 4.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(names(canvasElement)).toEqual(['Cold plunge', 'Steam bath', 'Sauna', 'Rest room']);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(liveRegion(canvasElement)).toHaveTextContent('Sauna dropped at position 3 of 4.');
    await expect(canvas.getByRole('button', { name: 'Move Sauna' })).toHaveFocus();

    // Escape puts a carried item back where it was.
    await userEvent.keyboard('{Enter}{ArrowUp}{ArrowUp}');
    await expect(names(canvasElement)).toEqual(['Sauna', 'Cold plunge', 'Steam bath', 'Rest room']);
    await userEvent.keyboard('{Escape}');
    await expect(names(canvasElement)).toEqual(['Cold plunge', 'Steam bath', 'Sauna', 'Rest room']);
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      'Move cancelled. Sauna is back in its place.',
    );
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const Lifted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move Steam bath' });
    handle.focus();
    await userEvent.keyboard('{Enter}{ArrowUp}');
    const row = canvas.getByRole('button', { name: 'Move Steam bath' }).closest('li');
    await expect(row).toHaveAttribute('data-state', 'lifted');
    await expect(names(canvasElement)).toEqual(['Sauna', 'Steam bath', 'Cold plunge', 'Rest room']);
  },
};

export const ByPointer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    const pitch = rows[1]!.getBoundingClientRect().top - rows[0]!.getBoundingClientRect().top;
    const handle = canvas.getByRole('button', { name: 'Move Rest room' });
    const box = handle.getBoundingClientRect();
    const at = (dy: number) => ({
      pointerId: 1,
      pointerType: 'touch',
      isPrimary: true,
      button: 0,
      clientX: box.left + box.width / 2,
      clientY: box.top + box.height / 2 + dy,
    });
    await expect(getComputedStyle(handle).touchAction).toBe('none');
    await fireEvent.pointerDown(handle, at(0));
    await expect(rows[3]).toHaveAttribute('data-state', 'lifted');
    // The row follows the finger step by step; the rows it passes make room.
    for (const step of [0.5, 1, 1.5, 2.2]) await fireEvent.pointerMove(handle, at(-pitch * step));
    await waitFor(() =>
      expect(rows[1]!.getBoundingClientRect().top).toBeGreaterThan(
        rows[3]!.getBoundingClientRect().top,
      ),
    );
    await fireEvent.pointerUp(handle, at(-pitch * 2.2));
    await expect(names(canvasElement)).toEqual(['Sauna', 'Rest room', 'Cold plunge', 'Steam bath']);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      ['sauna', 'rest', 'plunge', 'steam'],
      { key: 'rest', from: 3, to: 1 },
    );
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      'Rest room moved to position 2 of 4.',
    );

    // Cancelled by the browser (a system gesture took over): the order stays.
    const sauna = canvas.getByRole('button', { name: 'Move Sauna' });
    const start = sauna.getBoundingClientRect();
    const x = start.left + start.width / 2;
    const y = start.top + start.height / 2;
    await fireEvent.pointerDown(sauna, {
      pointerId: 2,
      isPrimary: true,
      button: 0,
      clientX: x,
      clientY: y,
    });
    await fireEvent.pointerMove(sauna, { pointerId: 2, clientX: x, clientY: y + pitch * 2 });
    await fireEvent.pointerCancel(sauna, { pointerId: 2, clientX: x, clientY: y + pitch * 2 });
    await expect(names(canvasElement)).toEqual(['Sauna', 'Rest room', 'Cold plunge', 'Steam bath']);
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      'Move cancelled. Sauna is back in its place.',
    );
  },
};

export const Controlled: Story = {
  render: function Controlled(args) {
    const [order, setOrder] = useState<readonly string[]>(['rest', 'sauna', 'plunge']);
    return (
      <SortableList
        {...args}
        defaultValue={undefined}
        value={order}
        onValueChange={(next, change) => {
          setOrder(next);
          args.onValueChange?.(next, change);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Rest room down' }));
    await expect(names(canvasElement)).toEqual(['Sauna', 'Rest room', 'Cold plunge']);
    await expect(canvas.getByRole('button', { name: 'Move Rest room down' })).toHaveFocus();
  },
};

const longNames: Record<string, string> = {
  hammam: 'Hammam with eucalyptus steam and a warm marble bench',
  pool: 'Outdoor thermal pool',
};

export const LongNameAtNarrowWidth: Story = {
  args: {
    defaultValue: ['hammam', 'pool'],
    itemName: (key: string) => longNames[key] ?? key,
    renderItem: (key: string, index: number) => (
      <span>
        {index + 1}. {longNames[key]}
      </span>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '320px' }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('frame').getBoundingClientRect();
    for (const row of canvas.getAllByRole('listitem')) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    }
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(frame.right);
    }
  },
};
