import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FloorPlan, FloorPlanPlaces } from './FloorPlan.tsx';
import { gardenMarkers, gardenProps, gardenWithNotesProps } from './FloorPlan.example.tsx';

describe('FloorPlan', () => {
  it('starts with every place shown and no legend', () => {
    render(<FloorPlan {...gardenProps} />);
    expect(screen.getByRole('button', { name: 'Show all places' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Group by kind' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('list', { name: 'Colour key' })).not.toBeInTheDocument();
  });

  it('groups by category: shows the legend and the category glyph on each marker', async () => {
    const user = userEvent.setup();
    render(<FloorPlan {...gardenProps} />);
    const pond = screen.getByRole('button', { name: 'Lily Pond' });
    expect(pond.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'wave');
    await user.click(screen.getByRole('button', { name: 'Group by kind' }));
    const legend = screen.getByRole('list', { name: 'Colour key' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Water', 'Heat', 'Rest']);
    expect(pond.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'water');
    await user.click(screen.getByRole('button', { name: 'Show all places' }));
    expect(screen.queryByRole('list', { name: 'Colour key' })).not.toBeInTheDocument();
  });

  it('is controlled by value and reports changes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FloorPlan {...gardenProps} value="all" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Group by kind' }));
    expect(onValueChange).toHaveBeenCalledWith('categories');
    expect(screen.getByRole('button', { name: 'Group by kind' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Show all places' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('makes every marker a named button with a target of at least 24 px', () => {
    render(<FloorPlan {...gardenProps} />);
    const plan = screen.getByRole('list', { name: 'Places in the garden' });
    const buttons = within(plan).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(
      gardenMarkers.map((marker) => marker.label),
    );
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });

  it("opens a place's details from its marker; Escape closes them and focus returns", async () => {
    const user = userEvent.setup();
    render(<FloorPlan {...gardenProps} />);
    const pond = screen.getByRole('button', { name: 'Lily Pond' });
    await user.click(pond);
    // The panel's code loads with the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Lily Pond' }, { timeout: 5000 });
    expect(dialog).toHaveAccessibleDescription(
      'A still pond of water lilies with a wooden bench on its shore.',
    );
    expect(
      within(within(dialog).getByRole('list', { name: 'Features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Water lilies', 'Wooden bench']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pond).toHaveFocus();
  });

  it('closes the details on a click outside', async () => {
    const user = userEvent.setup();
    render(<FloorPlan {...gardenProps} />);
    await user.click(screen.getByRole('button', { name: 'Bread Oven' }));
    expect(
      await screen.findByRole('dialog', { name: 'Bread Oven' }, { timeout: 5000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('heading', { name: 'Places by kind' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('places markers by percent of the plan', () => {
    render(<FloorPlan {...gardenProps} />);
    const plan = screen.getByRole('list', { name: 'Places in the garden' });
    const area = plan.parentElement!.getBoundingClientRect();
    const pond = screen.getByRole('button', { name: 'Lily Pond' }).getBoundingClientRect();
    expect(pond.left + pond.width / 2 - area.left).toBeCloseTo(area.width * 0.25, 0);
    expect(pond.top + pond.height / 2 - area.top).toBeCloseTo(area.height * 0.3, 0);
  });

  it('shows a tile per category with the count of its markers, zero included', () => {
    const tileTexts = () =>
      within(screen.getByRole('region', { name: 'Places by kind' }))
        .getAllByRole('listitem')
        .map((tile) => tile.textContent);
    const { rerender } = render(<FloorPlan {...gardenProps} />);
    expect(tileTexts()).toEqual(['Water2 places', 'Heat1 place', 'Rest0 places']);
    // The tiles count what the plan shows: a place taken off the plan leaves its tile at once.
    rerender(
      <FloorPlan
        {...gardenProps}
        markers={gardenMarkers.filter((marker) => marker.id !== 'fountain')}
      />,
    );
    expect(tileTexts()).toEqual(['Water1 place', 'Heat1 place', 'Rest0 places']);
  });

  it('lists every place by category, unknown categories included, each with its details', async () => {
    const user = userEvent.setup();
    render(<FloorPlan {...gardenProps} />);
    const names = (list: string) =>
      [...screen.getByRole('list', { name: list }).querySelectorAll('summary')].map(
        (summary) => summary.textContent,
      );
    expect(names('Water')).toEqual(['Lily Pond', 'Stone Fountain']);
    expect(names('tools')).toEqual(['Potting Shed']);
    const oven = within(screen.getByRole('list', { name: 'Heat' })).getByText('Bread Oven');
    const description = 'A wood-fired oven where bread is baked every morning at seven.';
    expect(within(oven.parentElement!).getByText(description)).not.toBeVisible();
    await user.click(oven);
    expect(within(oven.parentElement!).getByText(description)).toBeVisible();
    expect(
      within(oven.parentElement!).getByRole('img', { name: 'A domed clay oven' }),
    ).toBeVisible();
  });

  it("shows a place's notes in its popover and in the list, and nothing for places without", async () => {
    const user = userEvent.setup();
    render(<FloorPlan {...gardenWithNotesProps} />);
    const oven = within(screen.getByRole('list', { name: 'Heat' })).getByText('Bread Oven');
    await user.click(oven);
    const listed = within(oven.parentElement!).getByRole('group', { name: 'Before you bake' });
    expect(listed).toBeVisible();
    expect(
      within(listed)
        .getAllByRole('definition')
        .map((detail) => detail.textContent),
    ).toEqual([
      '220-250°C at the mouth',
      'Seven in the morning, when the first loaves come out',
      'Let the bread cool on the rack for an hour before cutting.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Bread Oven' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bread Oven' }, { timeout: 5000 });
    expect(within(dialog).getByRole('group', { name: 'Before you bake' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Lily Pond' }));
    const pond = await screen.findByRole('dialog', { name: 'Lily Pond' });
    expect(within(pond).queryByRole('group', { name: 'Before you bake' })).toBeNull();
    // Only the oven has notes: one group in its list entry, one in its popover.
    expect(screen.getAllByRole('group', { name: 'Before you bake' })).toHaveLength(1);
  });

  it('leaves its list to FloorPlanPlaces with placeList={false}, which lists the same places', () => {
    const { container } = render(<FloorPlan {...gardenProps} placeList={false} />);
    expect(screen.queryByRole('heading', { name: 'Every place, by kind' })).toBeNull();
    expect(container.querySelectorAll('summary')).toHaveLength(0);
    // The tiles stay with the plan.
    expect(screen.getByRole('heading', { name: 'Places by kind' })).toBeInTheDocument();

    render(<FloorPlanPlaces {...gardenProps} headingLevel={2} />);
    const heading = screen.getByRole('heading', { name: 'Every place, by kind', level: 2 });
    expect(screen.getByRole('region', { name: 'Every place, by kind' })).toContainElement(heading);
    expect(screen.getByRole('heading', { name: 'Water', level: 3 })).toBeInTheDocument();
    const names = [...document.querySelectorAll('summary')].map((summary) => summary.textContent);
    expect(names.toSorted()).toEqual(gardenMarkers.map((marker) => marker.label).toSorted());
  });
});
