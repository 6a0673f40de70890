import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState.ts';

interface DrinkProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/** A smallest stateful part: the chosen drink, and buttons that choose one. */
function Drink({ value, defaultValue = 'tea', onValueChange }: DrinkProps) {
  const [drink, setDrink] = useControllableState(value, defaultValue, onValueChange);
  return (
    <>
      <p>Chosen: {drink}</p>
      <button type="button" onClick={() => setDrink('tea')}>
        Tea
      </button>
      <button type="button" onClick={() => setDrink('coffee')}>
        Coffee
      </button>
      <button
        type="button"
        onClick={() => {
          setDrink('water');
          setDrink('water');
        }}
      >
        Water
      </button>
    </>
  );
}

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled, starting at the default, and reports changes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Drink defaultValue="coffee" onValueChange={onValueChange} />);
    expect(screen.getByText('Chosen: coffee')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tea' }));
    expect(screen.getByText('Chosen: tea')).toBeInTheDocument();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('tea');
  });

  it('shows the value it is given when controlled, and asks for a change instead of making it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<Drink value="tea" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Coffee' }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('coffee');
    expect(screen.getByText('Chosen: tea')).toBeInTheDocument();
    // The owner did not take the change: the same choice asks again.
    await user.click(screen.getByRole('button', { name: 'Coffee' }));
    expect(onValueChange).toHaveBeenCalledTimes(2);
    rerender(<Drink value="coffee" onValueChange={onValueChange} />);
    expect(screen.getByText('Chosen: coffee')).toBeInTheDocument();
  });

  it('reports nothing when the value set is the value held', async () => {
    const user = userEvent.setup();
    const uncontrolled = vi.fn();
    render(<Drink onValueChange={uncontrolled} />);
    await user.click(screen.getByRole('button', { name: 'Tea' }));
    expect(uncontrolled).not.toHaveBeenCalled();
    // Set twice in one event: the second call already finds the new value.
    await user.click(screen.getByRole('button', { name: 'Water' }));
    expect(uncontrolled).toHaveBeenCalledExactlyOnceWith('water');
  });

  it('reports nothing when a controlled part is set to the value it shows', async () => {
    const user = userEvent.setup();
    const controlled = vi.fn();
    render(<Drink value="coffee" onValueChange={controlled} />);
    await user.click(screen.getByRole('button', { name: 'Coffee' }));
    expect(controlled).not.toHaveBeenCalled();
  });
});
