import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepList } from './StepList.tsx';

describe('StepList', () => {
  it('is an ordered list whose drawn numbers are hidden from assistive technology', () => {
    render(
      <StepList
        aria-label="Steps"
        level={4}
        steps={[{ title: 'First', text: 'Do this.' }, { title: 'Second' }]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('OL');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 4 })).toHaveTextContent('First');
    expect(first).toHaveTextContent('Do this.');
    expect(within(second!).getByText('2')).toHaveAttribute('aria-hidden', 'true');
  });
});
