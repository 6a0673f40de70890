import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dropIndex, moveKey, SortableList } from './SortableList.tsx';
import type { SortableListMessages, SortableListProps } from './SortableList.tsx';

const names: Record<string, string> = { a: 'Alpha', b: 'Beta', c: 'Gamma' };

const messages: SortableListMessages = {
  handle: (name) => `Move ${name}`,
  moveUp: (name) => `Move ${name} up`,
  moveDown: (name) => `Move ${name} down`,
  moved: (name, position, total) => `${name} moved to ${position} of ${total}`,
  pickedUp: (name, position, total) => `${name} picked up at ${position} of ${total}`,
  dropped: (name, position, total) => `${name} dropped at ${position} of ${total}`,
  cancelled: (name) => `${name} put back`,
};

function List(props: Partial<SortableListProps>) {
  return (
    <SortableList
      defaultValue={['a', 'b', 'c']}
      label="Circuit"
      itemName={(key) => names[key] ?? key}
      renderItem={(key, index) => (
        <span data-testid="item">
          {index + 1}. {names[key]}
        </span>
      )}
      messages={messages}
      {...props}
    />
  );
}

const shownOrder = () => screen.getAllByTestId('item').map((item) => item.textContent);
const status = () => document.querySelector('[aria-live="polite"]');

describe('moveKey and dropIndex', () => {
  it('moves a key from one place to another', () => {
    expect(moveKey(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveKey(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveKey(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });

  it('lands a dragged row past the neighbours whose middle it crossed', () => {
    const rows = [0, 60, 120, 180].map((top) => ({ top, height: 50 }));
    expect(dropIndex(rows, 0, 10)).toBe(0);
    expect(dropIndex(rows, 0, 70)).toBe(1);
    expect(dropIndex(rows, 0, 130)).toBe(2);
    expect(dropIndex(rows, 0, 999)).toBe(3);
    expect(dropIndex(rows, 3, -70)).toBe(2);
    expect(dropIndex(rows, 3, -999)).toBe(0);
  });
});

describe('SortableList', () => {
  it('is a named ordered list of rows with a handle and two move buttons each', () => {
    render(<List />);
    const list = screen.getByRole('list', { name: 'Circuit' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Move Beta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Gamma down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Beta up' })).toBeEnabled();
  });

  it('moves an item with its buttons, keeping focus on the moved item', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<List onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Move Beta up' }));
    expect(shownOrder()).toEqual(['1. Beta', '2. Alpha', '3. Gamma']);
    expect(onValueChange).toHaveBeenLastCalledWith(['b', 'a', 'c'], { key: 'b', from: 1, to: 0 });
    expect(status()).toHaveTextContent('Beta moved to 1 of 3');
    // At the top its Move up is disabled, so focus goes to its Move down.
    expect(screen.getByRole('button', { name: 'Move Beta down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shownOrder()).toEqual(['1. Alpha', '2. Beta', '3. Gamma']);
    expect(screen.getByRole('button', { name: 'Move Beta down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shownOrder()).toEqual(['1. Alpha', '2. Gamma', '3. Beta']);
    expect(screen.getByRole('button', { name: 'Move Beta up' })).toHaveFocus();
    expect(status()).toHaveTextContent('Beta moved to 3 of 3');
  });

  it('carries an item from the keyboard and reports the move once, on the drop', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<List onValueChange={onValueChange} />);
    const handle = screen.getByRole('button', { name: 'Move Alpha' });
    handle.focus();
    await user.keyboard(' ');
    expect(handle.closest('li')).toHaveAttribute('data-state', 'lifted');
    expect(status()).toHaveTextContent('Alpha picked up at 1 of 3');
    await user.keyboard('{ArrowDown}');
    expect(status()).toHaveTextContent('Alpha moved to 2 of 3');
    await user.keyboard('{ArrowDown}');
    expect(shownOrder()).toEqual(['1. Beta', '2. Gamma', '3. Alpha']);
    expect(screen.getByRole('button', { name: 'Move Alpha' })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith(['b', 'c', 'a'], { key: 'a', from: 0, to: 2 });
    expect(status()).toHaveTextContent('Alpha dropped at 3 of 3');
    expect(screen.getByRole('button', { name: 'Move Alpha' }).closest('li')).toHaveAttribute(
      'data-state',
      'idle',
    );
  });

  it('puts a carried item back on Escape', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<List onValueChange={onValueChange} />);
    screen.getByRole('button', { name: 'Move Gamma' }).focus();
    await user.keyboard('{Enter}{ArrowUp}{ArrowUp}');
    expect(shownOrder()).toEqual(['1. Gamma', '2. Alpha', '3. Beta']);
    await user.keyboard('{Escape}');
    expect(shownOrder()).toEqual(['1. Alpha', '2. Beta', '3. Gamma']);
    expect(status()).toHaveTextContent('Gamma put back');
    expect(screen.getByRole('button', { name: 'Move Gamma' })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('in controlled use shows only the order it is given', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<List value={['c', 'b', 'a']} onValueChange={onValueChange} />);
    expect(shownOrder()).toEqual(['1. Gamma', '2. Beta', '3. Alpha']);
    await user.click(screen.getByRole('button', { name: 'Move Alpha up' }));
    expect(onValueChange).toHaveBeenCalledWith(['c', 'a', 'b'], { key: 'a', from: 2, to: 1 });
    expect(shownOrder()).toEqual(['1. Gamma', '2. Beta', '3. Alpha']);
    rerender(<List value={['c', 'a', 'b']} onValueChange={onValueChange} />);
    expect(shownOrder()).toEqual(['1. Gamma', '2. Alpha', '3. Beta']);
  });

  it('follows its owner through a keyboard drag', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [order, setOrder] = useState<readonly string[]>(['a', 'b', 'c']);
      return <List value={order} onValueChange={(next) => setOrder(next)} />;
    }
    render(<Owner />);
    screen.getByRole('button', { name: 'Move Beta' }).focus();
    await user.keyboard(' {ArrowDown} ');
    expect(shownOrder()).toEqual(['1. Alpha', '2. Gamma', '3. Beta']);
    expect(screen.getByRole('button', { name: 'Move Beta' })).toHaveFocus();
  });

  it('moves an item dragged by its handle with a pointer, and puts it back on cancel', () => {
    const onValueChange = vi.fn();
    render(<List onValueChange={onValueChange} />);
    const rows = screen.getAllByRole('listitem');
    const pitch = rows[1]!.getBoundingClientRect().top - rows[0]!.getBoundingClientRect().top;
    const handle = screen.getByRole('button', { name: 'Move Alpha' });
    const box = handle.getBoundingClientRect();
    const at = (dy: number) => ({
      pointerId: 1,
      isPrimary: true,
      button: 0,
      clientX: box.left + box.width / 2,
      clientY: box.top + box.height / 2 + dy,
    });
    fireEvent.pointerDown(handle, at(0));
    expect(rows[0]).toHaveAttribute('data-state', 'lifted');
    fireEvent.pointerMove(handle, at(pitch * 2.2));
    // The neighbour it passed has stepped up into its place.
    expect(rows[1]!.getBoundingClientRect().top).toBeLessThan(rows[0]!.getBoundingClientRect().top);
    fireEvent.pointerUp(handle, at(pitch * 2.2));
    expect(shownOrder()).toEqual(['1. Beta', '2. Gamma', '3. Alpha']);
    expect(onValueChange).toHaveBeenCalledWith(['b', 'c', 'a'], { key: 'a', from: 0, to: 2 });
    expect(status()).toHaveTextContent('Alpha moved to 3 of 3');

    const gamma = screen.getByRole('button', { name: 'Move Gamma' });
    const gammaBox = gamma.getBoundingClientRect();
    const y = gammaBox.top + gammaBox.height / 2;
    const x = gammaBox.left + gammaBox.width / 2;
    fireEvent.pointerDown(gamma, {
      pointerId: 1,
      isPrimary: true,
      button: 0,
      clientX: x,
      clientY: y,
    });
    fireEvent.pointerMove(gamma, { pointerId: 1, clientX: x, clientY: y - pitch });
    fireEvent.pointerCancel(gamma, { pointerId: 1, clientX: x, clientY: y - pitch });
    expect(shownOrder()).toEqual(['1. Beta', '2. Gamma', '3. Alpha']);
    expect(status()).toHaveTextContent('Gamma put back');
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when a dragged row is let go outside the list', () => {
    const onValueChange = vi.fn();
    render(<List onValueChange={onValueChange} />);
    const handle = screen.getByRole('button', { name: 'Move Alpha' });
    const box = handle.getBoundingClientRect();
    const list = screen.getByRole('list').getBoundingClientRect();
    const x = box.left + box.width / 2;
    fireEvent.pointerDown(handle, {
      pointerId: 1,
      isPrimary: true,
      button: 0,
      clientX: x,
      clientY: box.top + 5,
    });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: x, clientY: list.bottom + 40 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: x, clientY: list.bottom + 40 });
    expect(shownOrder()).toEqual(['1. Alpha', '2. Beta', '3. Gamma']);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Alpha put back');
  });

  it('gives every control a target of at least 44 by 44 pixels', () => {
    render(<List />);
    for (const button of screen.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });
});
