import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ovenNotes } from './NoteList.example.ts';
import { NoteList } from './NoteList.tsx';

describe('NoteList', () => {
  it('pairs each term with its detail in a group named by its label', () => {
    render(<NoteList label="About the oven" notes={ovenNotes} />);
    const group = screen.getByRole('group', { name: 'About the oven' });
    const terms = within(group).getAllByRole('term');
    const details = within(group).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Heat', 'Best time', 'Afterwards']);
    expect(details[0]).toHaveTextContent('220-250°C at the mouth');
    expect(details).toHaveLength(terms.length);
  });

  it('folds behind its label when collapsible, and opens with a click', async () => {
    const user = userEvent.setup();
    render(<NoteList label="About the oven" notes={ovenNotes} collapsible />);
    expect(screen.queryByRole('group', { name: 'About the oven' })).toBeNull();
    const detail = screen.getByText('Seven in the morning, when the first loaves come out');
    expect(detail).not.toBeVisible();
    const summary = screen.getByText('About the oven').closest('summary')!;
    await user.click(summary);
    expect(detail).toBeVisible();
    // A target of at least 24 px.
    expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  });

  it('is a plain list without a label', () => {
    render(<NoteList notes={ovenNotes} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('term')).toHaveLength(3);
  });

  it('renders nothing without notes', () => {
    const { container } = render(<NoteList label="About the oven" notes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
