import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery.tsx';
import type { GalleryProps } from './Gallery.tsx';
import { entries } from './Gallery.stories.tsx';
import { defaultPositionLabel, stepForKey, stepIndex } from './galleryState.ts';

const labels = {
  label: 'Pictures',
  openLabel: 'View larger',
  dialogLabel: 'Viewer',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  closeLabel: 'Close',
};

function renderGallery(props: Partial<GalleryProps> = {}) {
  return render(<Gallery items={entries} {...labels} {...props} />);
}

const thumbnail = (title: string) =>
  screen.getByRole('button', { name: `View larger: ${title}: drawing` });

describe('gallery arithmetic', () => {
  it('loops both ways and words the position', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(defaultPositionLabel(3, 15)).toBe('3 of 15');
    expect(stepForKey('ArrowRight')).toBe(1);
    expect(stepForKey('ArrowLeft')).toBe(-1);
    expect(stepForKey('Enter')).toBeNull();
  });
});

describe('Gallery', () => {
  it('prerenders every thumbnail and caption, with the viewer closed', () => {
    const html = renderToString(<Gallery items={entries} {...labels} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('li button')).toHaveLength(5);
    expect(doc.querySelectorAll('figcaption')).toHaveLength(5);
    expect(doc.body.textContent).toContain('Cork oaks along the skyline.');
    expect(doc.querySelector('dialog')?.hasAttribute('open')).toBe(false);
  });

  it('opens the chosen picture in a modal dialog and moves focus into it', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(thumbnail('Ridge'));
    const dialog = screen.getByRole('dialog', { name: 'Viewer' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog.matches(':modal')).toBe(true);
    expect(within(dialog).getByText('4 of 5')).toBeVisible();
    expect(within(dialog).getByText('Cork oaks along the skyline.')).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('steps with the buttons and the arrow keys, looping at the ends', async () => {
    const user = userEvent.setup();
    renderGallery({ defaultValue: 4 });
    const dialog = await screen.findByRole('dialog', { name: 'Viewer' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('1 of 5')).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('5 of 5')).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('2 of 5')).toBeVisible();
  });

  it('closes on Escape and gives focus back to the thumbnail last shown', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(thumbnail('Olive grove'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The browser fires the dialog's close event a task after it closes: on a busy machine the
    // dialog is already gone while focus is still on its way.
    await waitFor(() => expect(thumbnail('Pool at dusk')).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(thumbnail('Courtyard'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnail('Courtyard')).toHaveFocus();
  });

  it('follows a controlling parent', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <>
          <button type="button" onClick={() => setValue(1)}>
            Show the path
          </button>
          <Gallery items={entries} {...labels} value={value} onValueChange={setValue} />
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Show the path' }));
    const dialog = await screen.findByRole('dialog', { name: 'Viewer' });
    expect(within(dialog).getByText('2 of 5')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
