import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { toneNames } from '../themes/tokens.ts';
import { Icon, iconNames, iconSizes } from './Icon.tsx';

const meta = {
  title: 'Media/Icon',
  component: Icon,
  args: { name: 'leaf' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'select', options: toneNames },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="leaf"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Labelled: Story = {
  args: { name: 'info', label: 'Information', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Information' })).toBeVisible();
  },
};

export const Set: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 6 }}>
          <Icon name={name} size="large" />
          <code style={{ fontSize: 13 }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      iconNames.length,
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 16, margin: 0 }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map(
      (svg) => svg.getBoundingClientRect().width,
    );
    await expect(widths[0]).toBeLessThan(widths[1]!);
    await expect(widths[1]).toBeLessThan(widths[2]!);
    await expect(widths[2]).toBeLessThan(widths[3]!);
  },
};

export const Tones: Story = {
  render: (args) => (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: 0 }}>
      {toneNames.map((tone) => (
        <Icon key={tone} {...args} tone={tone} size="large" label={tone} />
      ))}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const sage = within(canvasElement).getByRole('img', { name: 'sage' });
    const plum = within(canvasElement).getByRole('img', { name: 'plum' });
    await expect(getComputedStyle(sage).color).not.toBe(getComputedStyle(plum).color);
  },
};
