import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { FeatureList } from '../FeatureList/FeatureList.tsx';
import { vars } from '../themes/contract.css.ts';
import { Popover, popoverPlacements } from './Popover.tsx';

function Artwork() {
  return (
    <svg viewBox="0 0 320 180" role="img" aria-label="A wooden barrel sauna beside a still pond">
      <rect width="320" height="180" fill={vars.color.surfaceMuted} />
      <circle cx="250" cy="50" r="22" fill={vars.color.accent} opacity="0.7" />
      <rect y="130" width="320" height="50" fill={vars.color.brand} opacity="0.35" />
      <ellipse cx="130" cy="112" rx="70" ry="38" fill={vars.color.accent} />
      <rect x="60" y="108" width="140" height="30" fill={vars.color.text} opacity="0.25" />
    </svg>
  );
}

const body = () => within(document.body);

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="secondary">Barrel sauna</Button>,
    title: 'Barrel sauna',
    description: 'A cedar barrel beside the pond, warmed by a wood stove.',
    children: (
      <FeatureList
        variant="bullets"
        aria-label="Features"
        items={[
          { description: 'Up to 8 guests' },
          { description: 'Around 85 °C' },
          { description: 'Cold plunge next door' },
        ]}
      />
    ),
    closeLabel: 'Close',
    onOpenChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    image: { control: false },
    children: { control: false },
    placement: { control: 'inline-radio', options: popoverPlacements },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Barrel sauna' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const OpensOnClick: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Barrel sauna' }));
    const dialog = await body().findByRole('dialog', { name: 'Barrel sauna' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(dialog).getByRole('list', { name: 'Features' })).toHaveTextContent(
      'Up to 8 guests',
    );
  },
};

export const WithImage: Story = {
  args: { image: <Artwork />, defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Barrel sauna' });
    await expect(
      within(dialog).getByRole('img', { name: 'A wooden barrel sauna beside a still pond' }),
    ).toBeInTheDocument();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, children: undefined, defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Barrel sauna' });
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Barrel sauna' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(body().queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesOnOutsideClick: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await body().findByRole('dialog');
    await userEvent.click(canvasElement);
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const AtTheScreenEdge: Story = {
  args: { defaultOpen: true, image: <Artwork /> },
  globals: { viewport: { value: 'mobile2' } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
      <Popover {...args} />
    </div>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveAttribute('data-positioned', 'true'));
    const box = dialog.getBoundingClientRect();
    // shift() keeps 8 px from both edges, however narrow the screen.
    await expect(box.left).toBeGreaterThanOrEqual(7.5);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 7.5);
  },
};

export const CoastalTheme: Story = {
  ...WithImage,
  globals: { theme: 'coastal' },
};
