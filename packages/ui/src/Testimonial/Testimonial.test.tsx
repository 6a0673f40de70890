import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Testimonial } from './Testimonial.tsx';

describe('Testimonial', () => {
  it('is a figure: the quotation in a blockquote, the attribution in its caption', () => {
    render(<Testimonial quote="Slow and kind." author="Ana" source="Guest" />);
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('blockquote')).toHaveTextContent('Slow and kind.');
    expect(figure.querySelector('figcaption')).toHaveTextContent('AnaGuest');
    expect(figure.querySelector('cite')).toHaveTextContent('Guest');
  });

  it('hides a portrait from assistive technology, since the name is beside it', () => {
    render(<Testimonial quote="Q" author="Ana" avatar={<img src="data:," alt="Ana" />} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
