import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('is read by assistive technology but takes no room', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden id="close-label">Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const box = document.getElementById('close-label')!.getBoundingClientRect();
    expect(box.width).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThanOrEqual(1);
  });
});
