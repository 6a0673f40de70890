import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryPicture } from '../test/StoryPicture.tsx';
import { vars } from '../themes/contract.css.ts';
import { Testimonial } from './Testimonial.tsx';

const meta = {
  title: 'Content/Testimonial',
  component: Testimonial,
  args: {
    quote:
      'Three days of warm water and long walks, and I slept as I have not slept in years. The quiet is the luxury.',
    author: 'Marta S.',
    source: 'Guest, autumn retreat',
  },
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    const quote = figure.querySelector('blockquote');
    await expect(quote).toHaveTextContent(/The quiet is the luxury\./);
    await expect(figure.querySelector('figcaption')).toHaveTextContent(
      'Marta S.Guest, autumn retreat',
    );
    // Typographic quotation marks come from CSS, not from the words.
    const mark = getComputedStyle(quote!.querySelector('p')!, '::before').content;
    await expect(mark).not.toBe('none');
  },
};

export const CenteredWithPortrait: Story = {
  args: {
    align: 'center',
    avatar: <StoryPicture label="" hue={30} width={48} height={48} />,
  },
};

export const OnInverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.inverse, color: vars.color.onInverse, padding: 32 }}>
        <Story />
      </div>
    ),
  ],
};
