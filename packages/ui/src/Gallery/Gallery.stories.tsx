import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryPicture } from '../test/StoryPicture.tsx';
import { Gallery } from './Gallery.tsx';
import type { GalleryEntry } from './Gallery.tsx';

const scenes = [
  { title: 'Olive grove', caption: 'Morning mist between the old trees.', hue: 95 },
  { title: 'Stone path', caption: 'The way down to the bathhouse.', hue: 40 },
  { title: 'Pool at dusk', caption: 'The water holds the last light.', hue: 200 },
  { title: 'Ridge', caption: 'Cork oaks along the skyline.', hue: 120 },
  { title: 'Courtyard', caption: 'Lanterns lit for the evening.', hue: 20 },
];

export const entries: GalleryEntry[] = scenes.map((scene) => ({
  id: scene.title,
  thumbnail: <StoryPicture label={`${scene.title}: drawing`} hue={scene.hue} />,
  title: scene.title,
  caption: scene.caption,
}));

const meta = {
  title: 'Media/Gallery',
  component: Gallery,
  // The entries are shared with the unit tests; they are data, not a story.
  excludeStories: ['entries'],
  args: {
    items: entries,
    label: 'Pictures of the grounds',
    openLabel: 'View larger',
    dialogLabel: 'Picture viewer',
    previousLabel: 'Previous picture',
    nextLabel: 'Next picture',
    closeLabel: 'Close the viewer',
    onValueChange: fn(),
  },
  argTypes: { items: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog lives in the top layer, outside the canvas. */
const viewer = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Pictures of the grounds' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('The way down to the bathhouse.')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const OpenWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbnail = canvas.getByRole('button', { name: 'View larger: Pool at dusk: drawing' });
    thumbnail.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await viewer().findByRole('dialog', { name: 'Picture viewer' });
    await expect(args.onValueChange).toHaveBeenCalledWith(2);
    await expect(within(dialog).getByText('3 of 5')).toHaveAttribute('aria-live', 'polite');
    await expect(within(dialog).getByRole('button', { name: 'Close the viewer' })).toHaveFocus();
    await expect(within(dialog).getByText('The water holds the last light.')).toBeVisible();
  },
};

export const NextAndPrevious: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvasElement: _canvas }) => {
    const dialog = await viewer().findByRole('dialog', { name: 'Picture viewer' });
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('button', { name: 'Next picture' }));
    await expect(inside.getByText('2 of 5')).toBeVisible();
    await expect(inside.getByText('Stone path', { selector: 'span' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(inside.getByText('3 of 5')).toBeVisible();
    // Previous from the first picture loops to the last.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(inside.getByText('5 of 5')).toBeVisible();
    await userEvent.click(inside.getByRole('button', { name: 'Previous picture' }));
    await expect(inside.getByText('4 of 5')).toBeVisible();
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'View larger: Olive grove: drawing' }),
    );
    await viewer().findByRole('dialog', { name: 'Picture viewer' });
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    // The viewer is a modal outside the story's canvas: wait for it there, not in the canvas.
    await waitFor(() => expect(viewer().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    // Focus comes back to the picture last shown, not the one first opened.
    await expect(
      canvas.getByRole('button', { name: 'View larger: Stone path: drawing' }),
    ).toHaveFocus();
  },
};
