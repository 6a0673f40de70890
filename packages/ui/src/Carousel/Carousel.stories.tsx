import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../themes/contract.css.ts';
import { Carousel } from './Carousel.tsx';
import type { CarouselSlide } from './Carousel.tsx';

const scenes = [
  {
    name: 'Morning mist over the olive grove',
    sky: vars.color.surfaceMuted,
    land: vars.color.brand,
  },
  { name: 'A stone path to the bathhouse', sky: vars.color.canvas, land: vars.color.accent },
  { name: 'The pool at dusk', sky: vars.color.inverse, land: vars.color.focus },
  { name: 'Cork oaks on the ridge', sky: vars.color.positiveSurface, land: vars.color.positive },
  { name: 'Lanterns in the courtyard', sky: vars.color.inverse, land: vars.color.accent },
  { name: 'Linen drying in the sun', sky: vars.color.canvas, land: vars.color.neutral },
];

/** Original artwork stands in for photographs: a sky, a sun and a line of hills. */
function Scene({ name, sky, land, index }: (typeof scenes)[number] & { index: number }) {
  return (
    <svg viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice" role="img" aria-label={name}>
      <rect width="300" height="200" fill={sky} />
      <circle cx={60 + index * 36} cy="60" r="22" fill={vars.color.accent} opacity="0.8" />
      <path
        d={`M0 150 Q ${70 + index * 10} ${100 - index * 4} 150 140 T 300 130 V200 H0Z`}
        fill={land}
      />
    </svg>
  );
}

const slides: CarouselSlide[] = scenes.map((scene, index) => ({
  id: scene.name,
  media: <Scene {...scene} index={index} />,
  caption: scene.name,
}));

const meta = {
  title: 'Media/Carousel',
  component: Carousel,
  args: {
    slides,
    label: 'Photographs of the grounds',
    previousLabel: 'Previous photograph',
    nextLabel: 'Next photograph',
    pauseLabel: 'Pause automatic rotation',
    playLabel: 'Start automatic rotation',
    onValueChange: fn(),
  },
  argTypes: { slides: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleSlides = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[aria-roledescription="slide"]')).filter(
    (slide) => slide.getAttribute('aria-hidden') !== 'true',
  );

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Photographs of the grounds' })).toBeVisible();
    await expect(canvas.getByText('1 of 6')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Next photograph' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByText('2 of 6')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '2 of 6' })).toBeVisible();
  },
};

export const LoopsBothWays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photograph' }));
    await expect(canvas.getByText('6 of 6')).toBeVisible();
    // The arrow keys work from any control inside the carousel.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('1 of 6')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByText('5 of 6')).toBeVisible();
  },
};

export const AutoRotating: Story = {
  args: { interval: 1500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('button', { name: 'Pause automatic rotation' });
    // While it rotates on its own, position changes are not read out.
    await expect(canvas.getByText('1 of 6')).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(canvas.getByText('2 of 6')).toBeVisible(), { timeout: 4000 });
    await expect(control).toBeVisible();
  },
};

export const Paused: Story = {
  args: { interval: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Pause automatic rotation' }).focus();
    await userEvent.keyboard('{Enter}');
    const play = canvas.getByRole('button', { name: 'Start automatic rotation' });
    await expect(play).toHaveFocus();
    const status = canvas.getByText(/ of 6$/);
    const before = status.textContent;
    await new Promise((resolve) => setTimeout(resolve, 2200));
    await expect(status).toHaveTextContent(before ?? '');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const Gallery: Story = {
  args: {
    slides: slides.slice(0, 4),
    slidesPerView: { base: 1, medium: 2, large: 3 },
    hideStepControlsOnSmallScreens: true,
    aspectRatio: '4 / 3',
  },
  play: async ({ canvasElement }) => {
    const width = window.innerWidth;
    const expected = width >= 1024 ? 3 : width >= 768 ? 2 : 1;
    await waitFor(() => expect(visibleSlides(canvasElement)).toHaveLength(expected));
    const hidden = canvasElement.querySelector(
      '[aria-roledescription="slide"][aria-hidden="true"]',
    );
    // Slides out of view leave the tab order too.
    await expect(hidden).toHaveAttribute('inert');
  },
};

export const FewerSlidesThanFit: Story = {
  args: { slides: slides.slice(0, 2), slidesPerView: 3, interval: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing to move: no controls, no rotation, every slide in view.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(visibleSlides(canvasElement)).toHaveLength(2);
  },
};

export const CoastalTheme: Story = {
  ...Default,
  globals: { theme: 'coastal' },
};
