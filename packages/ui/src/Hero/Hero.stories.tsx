import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button/Button.tsx';
import { StoryPicture } from '../test/StoryPicture.tsx';
import { Hero, heroLayouts } from './Hero.tsx';

const meta = {
  title: 'Layout/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Spring retreat',
    heading: 'Rest where the hills breathe',
    lede: 'Thermal water, cork-oak shade and long, quiet evenings, two hours from the coast.',
    media: <StoryPicture label="Rolling green hills under a pale sky" />,
    actions: (
      <>
        <ButtonLink href="/book" variant="onImage" size="large">
          Book your stay
        </ButtonLink>
        <ButtonLink
          href="/spa"
          variant="onImage"
          size="large"
          icon="arrow-right"
          iconPosition="trailing"
        >
          Explore the spa
        </ButtonLink>
      </>
    ),
  },
  argTypes: { layout: { control: 'inline-radio', options: heroLayouts } },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overlay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Rest where the hills breathe',
    );
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/Rolling green hills/);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    // The scrim sits between the picture and the text.
    const scrim = canvasElement.querySelector('[aria-hidden="true"]:not(svg)') as HTMLElement;
    await expect(getComputedStyle(scrim).backgroundImage).toContain('gradient');
  },
};

export const Centered: Story = { args: { align: 'center' } };

export const Split: Story = {
  args: {
    layout: 'split',
    actions: (
      <>
        <ButtonLink href="/book" size="large">
          Book your stay
        </ButtonLink>
        <ButtonLink href="/spa" variant="secondary" size="large">
          Explore the spa
        </ButtonLink>
      </>
    ),
  },
};

export const Plain: Story = {
  args: {
    media: undefined,
    actions: (
      <ButtonLink href="/book" size="large">
        Book your stay
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
