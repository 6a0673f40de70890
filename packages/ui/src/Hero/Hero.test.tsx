import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parsedInPart, upTo } from '../test/parsedInPart.ts';
import { contrastRatio } from '../themes/contrast.ts';
import { Hero } from './Hero.tsx';

function toHex(rgb: string) {
  const [r = 0, g = 0, b = 0] = rgb.match(/\d+/g)!.map(Number);
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

describe('Hero', () => {
  it('puts the heading, lede and actions in the server HTML, with no script needed', () => {
    const html = renderToStaticMarkup(
      <Hero heading="Welcome" lede="Stay a while." actions={<a href="/book">Book</a>} />,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('Welcome');
    expect(html).toContain('Stay a while.');
    expect(html).toContain('href="/book"');
  });

  it('keeps light text legible over a white picture', () => {
    render(<Hero heading="On white" media={<div style={{ background: '#fff' }} />} />);
    const heading = screen.getByRole('heading', { level: 1 });
    const text = toHex(getComputedStyle(heading).color);
    // The scrim is laid twice under the text: composite it over pure white.
    const scrimLayer = heading.closest('[data-layout]')!.querySelector('[aria-hidden="true"]')!;
    const colours = getComputedStyle(scrimLayer).backgroundImage.match(/rgba\([^)]+\)/g)!;
    const [r = 0, g = 0, b = 0, a = 0] = colours[0]!.match(/[\d.]+/g)!.map(Number);
    const once = [r, g, b].map((c) => c * a + 255 * (1 - a));
    const twice = once.map((value, index) => [r, g, b][index]! * a + value * (1 - a));
    const backdrop = toHex(`rgb(${twice.map(Math.round).join(',')})`);
    expect(contrastRatio(text, backdrop)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows the picture beside the text in the split layout', () => {
    render(<Hero heading="Split" layout="split" media={<img alt="Pool" width={4} height={3} />} />);
    expect(screen.getByRole('img', { name: 'Pool' }).closest('[data-layout]')).toHaveAttribute(
      'data-layout',
      'split',
    );
  });

  /** The heading's visibility once a browser has parsed `html` (cut short or whole). */
  const headingVisibility = (html: string) =>
    parsedInPart(html, (container) => getComputedStyle(container.querySelector('h1')!).visibility);
  /** The HTML as far as the heading's end: the open elements close themselves when parsed. */
  const upToHeading = (html: string) => upTo(html, '</h1>');

  it('holds its text back while its HTML has arrived only in part, then shows it whole', () => {
    const picture = <img alt="Pool" width={4} height={3} />;
    for (const layout of ['overlay', 'split'] as const) {
      const html = renderToStaticMarkup(
        <Hero heading="Arriving" lede="The rest comes later." media={picture} layout={layout} />,
      );
      expect(headingVisibility(upToHeading(html)), layout).toBe('hidden');
      expect(headingVisibility(html), layout).toBe('visible');
    }
  });

  it('shows a plain band’s text as it arrives: nothing in it moves', () => {
    const html = renderToStaticMarkup(<Hero heading="Plain" lede="More below." />);
    expect(headingVisibility(upToHeading(html))).toBe('visible');
  });

  it('is a plain band without a picture', () => {
    render(<Hero heading="Plain" />);
    expect(screen.getByRole('heading', { level: 1 }).closest('[data-layout]')).toHaveAttribute(
      'data-layout',
      'plain',
    );
  });
});
