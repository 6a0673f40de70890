import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent as browserUser } from 'vitest/browser';
import { clampToStep, Slider } from './Slider.tsx';

const names = { decrementLabel: 'Lower energy', incrementLabel: 'Raise energy' };

function renderSlider(props: Partial<Parameters<typeof Slider>[0]> = {}) {
  const onValueChange = vi.fn();
  render(<Slider label="Energy" {...names} onValueChange={onValueChange} {...props} />);
  return { onValueChange, slider: screen.getByRole('slider', { name: 'Energy' }) };
}

describe('clampToStep', () => {
  it('keeps values inside the range and on a step', () => {
    expect(clampToStep(0, 1, 10, 1)).toBe(1);
    expect(clampToStep(11, 1, 10, 1)).toBe(10);
    expect(clampToStep(4.6, 1, 10, 1)).toBe(5);
    expect(clampToStep(0.1 + 0.2, 0, 1, 0.1)).toBe(0.3);
    expect(clampToStep(7, 0, 10, 5)).toBe(5);
  });
});

describe('Slider', () => {
  it('is a range from 1 to 10 named by its label, with its value shown', () => {
    const { slider } = renderSlider({ defaultValue: 6, hint: '1 is low, 10 is high' });
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '10');
    expect(slider).toHaveValue('6');
    expect(slider).toHaveAccessibleDescription('1 is low, 10 is high');
    expect(screen.getByText('6')).toBeVisible();
  });

  it('starts in the middle when given no value', () => {
    expect(renderSlider().slider).toHaveValue('5');
  });

  it('moves with the arrow keys, Home and End', async () => {
    const { slider, onValueChange } = renderSlider({ defaultValue: 5 });
    slider.focus();
    await browserUser.keyboard('{ArrowRight}');
    expect(slider).toHaveValue('6');
    expect(screen.getByText('6')).toBeVisible();
    await browserUser.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveValue('4');
    await browserUser.keyboard('{End}');
    expect(slider).toHaveValue('10');
    await browserUser.keyboard('{ArrowRight}');
    expect(slider).toHaveValue('10');
    await browserUser.keyboard('{Home}');
    expect(slider).toHaveValue('1');
    expect(onValueChange).toHaveBeenLastCalledWith(1);
  });

  it('steps with the buttons, a single press each, and stops at the bounds', async () => {
    const user = userEvent.setup();
    const { slider, onValueChange } = renderSlider({ defaultValue: 9 });
    const raise = screen.getByRole('button', { name: 'Raise energy' });
    const lower = screen.getByRole('button', { name: 'Lower energy' });
    await user.click(raise);
    expect(slider).toHaveValue('10');
    expect(raise).toHaveAttribute('aria-disabled', 'true');
    await user.click(raise);
    expect(slider).toHaveValue('10');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    await user.click(lower);
    expect(slider).toHaveValue('9');
    expect(raise).not.toHaveAttribute('aria-disabled');
  });

  it('stops at the lower bound', async () => {
    const user = userEvent.setup();
    const { slider, onValueChange } = renderSlider({ defaultValue: 1 });
    const lower = screen.getByRole('button', { name: 'Lower energy' });
    expect(lower).toHaveAttribute('aria-disabled', 'true');
    await user.click(lower);
    expect(slider).toHaveValue('1');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('sets the value where the track is pressed', async () => {
    const { slider } = renderSlider({ defaultValue: 5 });
    const { width, height } = slider.getBoundingClientRect();
    await browserUser.click(slider, { position: { x: width - 2, y: height / 2 } });
    expect(slider).toHaveValue('10');
  });

  it('has step buttons of at least 24 by 24 pixels, out of the tab order', () => {
    renderSlider();
    for (const button of screen.getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      expect(width).toBeGreaterThanOrEqual(24);
      expect(height).toBeGreaterThanOrEqual(24);
      expect(button).toHaveAttribute('tabindex', '-1');
    }
  });

  it('reads and shows the value in words when given a formatter', async () => {
    const user = userEvent.setup();
    const { slider } = renderSlider({
      defaultValue: 3,
      formatValue: (value) => `${value} of 10`,
    });
    expect(slider).toHaveAttribute('aria-valuetext', '3 of 10');
    await user.click(screen.getByRole('button', { name: 'Raise energy' }));
    expect(slider).toHaveAttribute('aria-valuetext', '4 of 10');
    expect(screen.getByText('4 of 10')).toBeVisible();
  });

  it('follows its owner when controlled', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [value, setValue] = useState(2);
      return (
        <>
          <Slider label="Sleep" {...names} value={value} onValueChange={setValue} />
          <p>Owner holds {value}</p>
        </>
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Raise energy' }));
    expect(screen.getByText('Owner holds 3')).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Sleep' })).toHaveValue('3');
  });

  it('honours its own bounds and step', async () => {
    const user = userEvent.setup();
    const { slider } = renderSlider({ min: 0, max: 100, step: 25, defaultValue: 50 });
    await user.click(screen.getByRole('button', { name: 'Raise energy' }));
    expect(slider).toHaveValue('75');
    expect(slider).toHaveAttribute('step', '25');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const { slider, onValueChange } = renderSlider({ defaultValue: 4, disabled: true });
    expect(slider).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Raise energy' }));
    expect(slider).toHaveValue('4');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('gives its ref the range input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Slider ref={ref} label="Energy" {...names} />);
    expect(ref.current).toBe(screen.getByRole('slider', { name: 'Energy' }));
  });
});
