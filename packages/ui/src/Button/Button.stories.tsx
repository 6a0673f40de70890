import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryPicture } from '../test/StoryPicture.tsx';
import { iconNames } from '../Icon/Icon.tsx';
import { Button, ButtonLink, buttonIconPositions, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Reserve a table', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: 'select', options: iconNames },
    iconPosition: { control: 'inline-radio', options: buttonIconPositions },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reserve a table' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {buttonVariants
          .filter((variant) => variant !== 'onImage')
          .map((variant) => (
            <Button key={variant} {...args} variant={variant}>
              {variant}
            </Button>
          ))}
      </div>
      <div style={{ position: 'relative', padding: 32, maxWidth: 480 }}>
        <div style={{ position: 'absolute', inset: 0, zIndex: -1 }}>
          <StoryPicture label="Hills behind the button" width={480} height={120} />
        </div>
        <Button {...args} variant="onImage">
          onImage
        </Button>
      </div>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const WithIcons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button {...args} icon="calendar">
        Choose a date
      </Button>
      <Button {...args} variant="secondary" icon="arrow-right" iconPosition="trailing">
        Continue
      </Button>
      <Button {...args} variant="ghost" icon="plus" size="small">
        Add a guest
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The glyph adds nothing to the name.
    const next = canvas.getByRole('button', { name: 'Continue' });
    await expect(next.lastElementChild?.tagName.toLowerCase()).toBe('svg');
    await expect(next.lastElementChild).toHaveAttribute('aria-hidden', 'true');
    await expect(
      canvas
        .getByRole('button', { name: 'Choose a date' })
        .firstElementChild?.tagName.toLowerCase(),
    ).toBe('svg');
  },
};

export const ComingSoon: Story = {
  args: { unavailable: 'Coming soon' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Reserve a table Coming soon',
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent('Coming soon');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still reachable by keyboard, so its reason can be read.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  render: () => <ButtonLink href="/rooms">See the rooms</ButtonLink>,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See the rooms' });
    await expect(link).toHaveAttribute('href', '/rooms');
  },
};

export const LinkInNewTab: Story = {
  render: () => (
    <ButtonLink href="https://chat.example/alento" newTab icon="chat" variant="secondary">
      Message us
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Message us (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const LinkComingSoon: Story = {
  render: () => (
    <ButtonLink href="/programs" unavailable="Coming soon" variant="secondary">
      Explore programs
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Explore programs Coming soon' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('type', 'button');
  },
};
