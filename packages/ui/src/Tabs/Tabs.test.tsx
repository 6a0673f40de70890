import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs, useTabs } from './Tabs.tsx';

function NextButton() {
  const { select } = useTabs();
  return (
    <button type="button" onClick={() => select('assessment')}>
      Begin
    </button>
  );
}

function Example(props: { onValueChange?: (value: string) => void; disabledLast?: boolean }) {
  return (
    <Tabs defaultValue="about" onValueChange={props.onValueChange}>
      <TabList aria-label="Concierge">
        <Tab value="about">About</Tab>
        <Tab value="assessment">Assessment</Tab>
        <Tab value="results" disabled={props.disabledLast}>
          Results
        </Tab>
      </TabList>
      <TabPanel value="about">
        <p>About text</p>
        <NextButton />
      </TabPanel>
      <TabPanel value="assessment">Assessment form</TabPanel>
      <TabPanel value="results">Results list</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('wires tabs to panels and shows only the active panel', () => {
    render(<Example />);
    const list = screen.getByRole('tablist', { name: 'Concierge' });
    expect(list).toBeVisible();
    const about = screen.getByRole('tab', { name: 'About' });
    const assessment = screen.getByRole('tab', { name: 'Assessment' });
    expect(about).toHaveAttribute('aria-selected', 'true');
    expect(about).toHaveAttribute('data-state', 'active');
    expect(assessment).toHaveAttribute('aria-selected', 'false');
    expect(assessment).toHaveAttribute('data-state', 'inactive');
    const panel = screen.getByRole('tabpanel', { name: 'About' });
    expect(about).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('About text');
    expect(screen.queryByRole('tabpanel', { name: 'Assessment' })).toBeNull();
    // Hidden panels stay in the page's markup.
    expect(screen.getByText('Assessment form', { ignore: false })).not.toBeVisible();
  });

  it('makes only the active tab a tab stop, then the panel', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveFocus();
  });

  it('moves and activates with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'About' }));
    await user.keyboard('{ArrowRight}');
    const assessment = screen.getByRole('tab', { name: 'Assessment' });
    expect(assessment).toHaveFocus();
    expect(assessment).toHaveAttribute('aria-selected', 'true');
    expect(assessment).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Assessment' })).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('results');
  });

  it('jumps to the ends with Home and End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Results' })).toBeVisible();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
  });

  it('passes over a disabled tab and ignores clicks on it', async () => {
    const user = userEvent.setup();
    render(<Example disabledLast />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Assessment' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'false');
  });

  it('shows the panel its owner chooses when controlled', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [value, setValue] = useState('one');
      return (
        <>
          <Tabs value={value} onValueChange={setValue}>
            <TabList aria-label="Steps">
              <Tab value="one">One</Tab>
              <Tab value="two">Two</Tab>
            </TabList>
            <TabPanel value="one">First</TabPanel>
            <TabPanel value="two">Second</TabPanel>
          </Tabs>
          <button type="button" onClick={() => setValue('two')}>
            Go to two
          </button>
        </>
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Go to two' }));
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second');
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First');
  });

  it('stays on its value when a controlled owner refuses the change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Tabs value="one" onValueChange={onValueChange}>
        <TabList aria-label="Steps">
          <Tab value="one">One</Tab>
          <Tab value="two">Two</Tab>
        </TabList>
        <TabPanel value="one">First</TabPanel>
        <TabPanel value="two">Second</TabPanel>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(onValueChange).toHaveBeenCalledWith('two');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens another tab from a button inside a panel and moves focus to the panel shown', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    const panel = screen.getByRole('tabpanel', { name: 'Assessment' });
    expect(panel).toBeVisible();
    expect(panel).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Assessment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('leaves focus alone when the change comes from outside the panels', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [value, setValue] = useState('one');
      return (
        <>
          <Tabs value={value} onValueChange={setValue}>
            <TabList aria-label="Steps">
              <Tab value="one">One</Tab>
              <Tab value="two">Two</Tab>
            </TabList>
            <TabPanel value="one">First</TabPanel>
            <TabPanel value="two">Second</TabPanel>
          </Tabs>
          <button type="button" onClick={() => setValue('two')}>
            Go to two
          </button>
        </>
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Go to two' }));
    expect(screen.getByRole('button', { name: 'Go to two' })).toHaveFocus();
  });

  it('says where a part is missing its tabs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Tab value="x">X</Tab>)).toThrow('<Tab> must be placed inside <Tabs>.');
    vi.restoreAllMocks();
  });
});
