import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tab, TabList, TabPanel, Tabs, useTabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'about', onValueChange: fn(), children: null },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function StartButton() {
  const { select } = useTabs();
  return <Button onClick={() => select('questions')}>Start the questions</Button>;
}

function Panels() {
  return (
    <>
      <TabPanel value="about">
        <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
          <p>A few questions about how you feel, then a plan made from your answers.</p>
          <StartButton />
        </div>
      </TabPanel>
      <TabPanel value="questions">
        <p>Questions about sleep, energy and what you would like from your stay.</p>
      </TabPanel>
      <TabPanel value="plan">
        <p>A plan drawn from your answers, with times and places.</p>
      </TabPanel>
    </>
  );
}

export const Uncontrolled: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Your plan">
        <Tab value="about">About</Tab>
        <Tab value="questions">Questions</Tab>
        <Tab value="plan">Your plan</Tab>
      </TabList>
      <Panels />
    </Tabs>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByRole('tab', { name: 'About' });
    await userEvent.click(about);
    await userEvent.keyboard('{ArrowRight}');
    const questions = canvas.getByRole('tab', { name: 'Questions' });
    await expect(questions).toHaveFocus();
    await expect(questions).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Questions' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Your plan' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(about).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('about');
  },
};

export const OpenedFromInsideAPanel: Story = {
  render: Uncontrolled.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start the questions' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Questions' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveFocus();
  },
};

function ControlledTabs() {
  const [value, setValue] = useState('plan');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p>Showing: {value}</p>
      <Tabs value={value} onValueChange={setValue}>
        <TabList aria-label="Your plan">
          <Tab value="about">About</Tab>
          <Tab value="questions">Questions</Tab>
          <Tab value="plan">Your plan</Tab>
        </TabList>
        <Panels />
      </Tabs>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel', { name: 'Your plan' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await expect(canvas.getByText('Showing: about')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('Showing: plan')).toBeVisible();
  },
};

export const WithADisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Your plan">
        <Tab value="about">About</Tab>
        <Tab value="questions" disabled>
          Questions
        </Tab>
        <Tab value="plan">Your plan</Tab>
      </TabList>
      <Panels />
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Your plan' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Questions' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: Uncontrolled.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Questions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: 'Your plan' })).toHaveFocus();
  },
};

export const CoastalTheme: Story = {
  ...Uncontrolled,
  globals: { theme: 'coastal' },
};
