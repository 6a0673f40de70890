import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FloorPlan, FloorPlanPlaces } from './FloorPlan.tsx';
import { gardenMarkers, gardenProps, gardenWithNotesProps } from './FloorPlan.example.tsx';
import { floorPlanViews } from './floorPlanModel.ts';
import { vars } from '../themes/contract.css.ts';

const meta = {
  title: 'Content/FloorPlan',
  component: FloorPlan,
  args: { ...gardenProps, onValueChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: floorPlanViews },
    defaultValue: { control: 'inline-radio', options: floorPlanViews },
  },
} satisfies Meta<typeof FloorPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllPlaces: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show all places' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByRole('list', { name: 'Colour key' })).toBeNull();
    const markers = within(canvas.getByRole('list', { name: 'Places in the garden' }));
    await expect(markers.getAllByRole('button')).toHaveLength(4);
  },
};

export const GroupedByCategory: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Group by kind' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('categories');
    const legend = canvas.getByRole('list', { name: 'Colour key' });
    await expect(within(legend).getByText('Heat')).toBeVisible();
    const oven = canvas.getByRole('button', { name: 'Bread Oven' });
    await expect(oven.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'flame');
  },
};

export const StartsGrouped: Story = {
  args: { defaultValue: 'categories' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Colour key' })).toBeVisible();
    await expect(canvas.getByText('0 places')).toBeVisible();
  },
};

export const KeyboardSwitchesView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show all places' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Group by kind' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('list', { name: 'Colour key' })).toBeVisible();
  },
};

export const ListWithoutTheMap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shed = canvas.getByText('Potting Shed', { selector: 'summary' });
    await userEvent.click(shed);
    await expect(
      canvas.getByText('Where the gardeners keep their seeds, and their secrets.'),
    ).toBeVisible();
  },
};

export const MarkerOpensDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const oven = canvas.getByRole('button', { name: 'Bread Oven' });
    await userEvent.click(oven);
    // The panel's code loads with the first opening.
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Bread Oven' },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveTextContent('Baking at seven');
    // It shows once positioned beside its marker.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByRole('img', { name: 'A domed clay oven' }),
    ).toBeInTheDocument();
    await expect(oven).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(oven).toHaveFocus();
  },
};

export const KeyboardOpensDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pond = canvas.getByRole('button', { name: 'Lily Pond' });
    pond.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await expect(
      await body.findByRole('dialog', { name: 'Lily Pond' }, { timeout: 5000 }),
    ).toBeVisible();
    // Opening another place closes the first: one set of details at a time.
    await userEvent.click(canvas.getByRole('button', { name: 'Stone Fountain' }));
    await expect(await body.findByRole('dialog', { name: 'Stone Fountain' })).toBeVisible();
    await expect(body.queryByRole('dialog', { name: 'Lily Pond' })).toBeNull();
    await userEvent.click(canvas.getByRole('heading', { name: 'Places by kind' }));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const PlaceNotes: Story = {
  args: gardenWithNotesProps,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // In the list without the map, the notes sit in the place's details.
    const entry = canvas.getByText('Bread Oven', { selector: 'summary' });
    await userEvent.click(entry);
    const listed = within(entry.parentElement!).getByRole('group', { name: 'Before you bake' });
    await expect(within(listed).getByText('220-250°C at the mouth')).toBeVisible();
    // And in the popover, below the features.
    await userEvent.click(canvas.getByRole('button', { name: 'Bread Oven' }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Bread Oven' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(dialog).toBeVisible());
    const notes = within(dialog).getByRole('group', { name: 'Before you bake' });
    await expect(
      within(notes)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Heat', 'Best time', 'Afterwards']);
  },
};

/** The plan without its list, and the list as a part of its own right after it. */
export const PlacesApart: Story = {
  args: { placeList: false },
  // Spaced as the plan spaces its own parts, which is for the page to do once they are apart.
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <FloorPlan {...args} />
      <FloorPlanPlaces markers={args.markers} categories={args.categories} labels={args.labels} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { name: 'Every place, by kind' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Potting Shed' })).toHaveLength(1);
    const shed = canvas.getByText('Potting Shed', { selector: 'summary' });
    await userEvent.click(shed);
    await expect(
      canvas.getByText('Where the gardeners keep their seeds, and their secrets.'),
    ).toBeVisible();
    // The plan's view buttons still switch the plan alone.
    await userEvent.click(canvas.getByRole('button', { name: 'Group by kind' }));
    await expect(canvas.getByRole('list', { name: 'Colour key' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
};

/** A route over the plan: each stop numbered, and the guest's place ringed and announced. */
export const RouteWithCurrentPlace: Story = {
  args: {
    markers: gardenMarkers.map((marker, index) => ({
      ...marker,
      badge: String(index + 1),
      current: marker.id === 'oven',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const oven = canvas.getByRole('button', { name: 'Bread Oven' });
    await expect(oven).toHaveAttribute('aria-current', 'location');
    await expect(canvas.getByRole('button', { name: 'Lily Pond' })).not.toHaveAttribute(
      'aria-current',
    );
    // The number is drawn, not read: the marker's name stays the place's name.
    await expect(within(oven).getByText('3')).toBeVisible();
  },
};
