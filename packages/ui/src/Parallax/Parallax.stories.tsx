import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Hero } from '../Hero/Hero.tsx';
import { vars } from '../themes/contract.css.ts';
import { Parallax } from './Parallax.tsx';

function Landscape() {
  return (
    <svg
      viewBox="0 0 1200 800"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label="Rolling hills under a low sun"
    >
      <rect width="1200" height="800" fill={vars.color.inverse} />
      <circle cx="860" cy="260" r="90" fill={vars.color.accent} />
      <path d="M0 560 Q 300 420 600 540 T 1200 500 V800 H0Z" fill={vars.color.brand} />
      <path d="M0 650 Q 400 560 800 650 T 1200 640 V800 H0Z" fill={vars.color.brandHover} />
    </svg>
  );
}

const meta = {
  title: 'Motion/Parallax',
  component: Parallax,
  parameters: { layout: 'fullscreen' },
  args: { factor: 0.5, children: <Landscape /> },
  argTypes: { children: { control: false } },
  render: (args) => (
    <div style={{ minHeight: '250vh' }}>
      <Hero heading="Sleep among the trees" backdrop={<Parallax {...args} />} />
    </div>
  ),
} satisfies Meta<typeof Parallax>;

export default meta;
type Story = StoryObj<typeof meta>;

const layerOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('svg[role="img"]')!.parentElement as HTMLElement;

export const DriftsDown: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 160);
    await waitFor(() =>
      expect(layerOf(canvasElement).style.transform).toBe('translate3d(0px, 80px, 0px)'),
    );
    window.scrollTo(0, 0);
    await waitFor(() =>
      expect(layerOf(canvasElement).style.transform).toBe('translate3d(0px, 0px, 0px)'),
    );
  },
};

export const MovesUp: Story = {
  args: { factor: -0.5 },
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 160);
    await waitFor(() =>
      expect(layerOf(canvasElement).style.transform).toBe('translate3d(0px, -80px, 0px)'),
    );
    window.scrollTo(0, 0);
  },
};

export const CoastalTheme: Story = {
  ...MovesUp,
  globals: { theme: 'coastal' },
};
