import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../themes/contract.css.ts';
import { Reveal } from './Reveal.tsx';

function Block({ title }: { title: string }) {
  return (
    <div
      style={{
        padding: vars.space.large,
        borderRadius: vars.radius.medium,
        background: vars.color.surface,
        boxShadow: vars.shadow.medium,
      }}
    >
      <h2>{title}</h2>
      <p>Quiet rooms, warm stone and a long view over the hills.</p>
    </div>
  );
}

const meta = {
  title: 'Motion/Reveal',
  component: Reveal,
  args: { children: <Block title="In view from the start" /> },
} satisfies Meta<typeof Reveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InView: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'In view from the start' });
    // A block the visitor can already see is never hidden to be faded in.
    await expect(heading.closest('[data-state]')).toHaveAttribute('data-state', 'visible');
    await expect(heading).toBeVisible();
  },
};

export const BelowTheFold: Story = {
  args: { children: <Block title="Further down the page" />, rootMargin: '0px 0px 50px 0px' },
  render: (args) => (
    <>
      <p>Scroll down: the block below fades in once a tenth of it is in view.</p>
      <div style={{ height: '180vh' }} />
      <Reveal {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Further down the page' });
    const wrapper = heading.closest('[data-state]') as HTMLElement;
    await expect(wrapper).toHaveAttribute('data-state', 'pending');
    wrapper.scrollIntoView({ block: 'center' });
    // The observer reports at the next frames, which a busy machine can hold back past a second.
    await waitFor(() => expect(wrapper).toHaveAttribute('data-state', 'visible'), {
      timeout: 5000,
    });
  },
};

export const CoastalTheme: Story = {
  ...BelowTheFold,
  globals: { theme: 'coastal' },
};
