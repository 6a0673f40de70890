import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button/Button.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { StoryPicture } from '../test/StoryPicture.tsx';
import { toneNames } from '../themes/tokens.ts';
import { Card, cardMediaAspects } from './Card.tsx';

const meta = {
  title: 'Content/Card',
  component: Card,
  args: {
    media: <StoryPicture label="Terraced olive grove under a pale morning sky" />,
    eyebrow: 'Ritual',
    title: 'Earth and clay',
    subtitle: 'A slow, warm treatment',
    children: 'Warm clay from the valley, a long rest on heated stone, and herbal tea after.',
    meta: ['90 min', '€140'],
    highlights: ['Heated stone bed', 'Local clay', 'Tea ceremony'],
    tone: 'terracotta',
    action: <ButtonLink href="/book/earth">Book earth and clay</ButtonLink>,
  },
  argTypes: {
    tone: { control: 'select', options: toneNames },
    mediaAspect: { control: 'inline-radio', options: cardMediaAspects },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single card at the width it has in a three-column grid. */
const narrow: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 380 }}>
      <Story />
    </div>
  ),
];

export const Complete: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Earth and clay' });
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Earth and clay',
    );
    // Only the action is a link: the card is not one big link.
    const links = within(card).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Book earth and clay');
    await expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['90 min', '€140', 'Heated stone bed', 'Local clay', 'Tea ceremony']);
    await expect(within(card).getByRole('img')).toHaveAccessibleName(/olive grove/);
  },
};

export const TextOnly: Story = {
  decorators: narrow,
  args: {
    media: undefined,
    highlights: undefined,
    meta: undefined,
    subtitle: undefined,
    tone: undefined,
    eyebrow: undefined,
  },
};

export const Unavailable: Story = {
  decorators: narrow,
  args: {
    tone: 'sky',
    action: (
      <ButtonLink href="/book/pods" unavailable="Coming soon" variant="secondary">
        Book a pod
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Book a pod/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent('Coming soon');
  },
};

export const InAGrid: Story = {
  render: (args) => (
    <Grid as="list" aria-label="Rituals">
      <Card {...args} />
      <Card
        {...args}
        title="Water and salt"
        tone="teal"
        media={<StoryPicture label="A still pool under pines" hue={180} />}
        highlights={undefined}
        action={<ButtonLink href="/book/water">Book water and salt</ButtonLink>}
      />
      <Card
        {...args}
        title="Night sky"
        tone="indigo"
        media={<StoryPicture label="Hills at dusk" hue={230} />}
        children="A short card: rows still line up because every card fills its cell."
        action={<ButtonLink href="/book/night">Book night sky</ButtonLink>}
      />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const articles = within(canvasElement).getAllByRole('article');
    await expect(articles).toHaveLength(3);
  },
};
