import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Picture, pictureFits } from './Picture.tsx';

// Self-contained pictures: the workshop, like the site, loads nothing from another host.
const hills = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#f4d7a3"/><circle cx="860" cy="250" r="70" fill="#fff1cf"/><path d="M0 520Q300 440 600 500T1200 470V800H0Z" fill="#a69452"/><path d="M0 640Q400 560 800 630T1200 600V800H0Z" fill="#6d6f34"/><circle cx="300" cy="560" r="60" fill="#3a4722"/></svg>',
)}`;

const meta = {
  title: 'Media/Picture',
  component: Picture,
  args: {
    src: hills,
    width: 1200,
    height: 800,
    alt: 'Rolling hills at golden hour with a cork oak.',
  },
  argTypes: { fit: { control: 'inline-radio', options: pictureFits } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /Rolling hills/ });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '800');
    await expect(img).not.toHaveAttribute('fetchpriority');
  },
};

export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /Rolling hills/ });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

export const CoverWithFocalPoint: Story = {
  args: { fit: 'cover', focalPoint: { x: 25, y: 70 } },
  decorators: [(Story) => <div style={{ width: 320, height: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /Rolling hills/ });
    await expect(getComputedStyle(img).objectFit).toBe('cover');
    await expect(getComputedStyle(img).objectPosition).toBe('25% 70%');
    await expect(img.getBoundingClientRect().height).toBeCloseTo(320, 0);
  },
};

export const ModernFormats: Story = {
  args: {
    sources: [
      { type: 'image/avif', srcSet: `${hills} 1200w` },
      { type: 'image/webp', srcSet: `${hills} 1200w` },
    ],
    srcSet: `${hills} 1200w`,
    sizes: '(min-width: 60rem) 50vw, 100vw',
  },
  play: async ({ canvasElement }) => {
    const sources = canvasElement.querySelectorAll('picture > source');
    await expect([...sources].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    await expect(sources[0]).toHaveAttribute('sizes', '(min-width: 60rem) 50vw, 100vw');
  },
};
