import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsletterForm } from '../NewsletterForm/NewsletterForm.tsx';
import { FooterColumn, FooterList, SiteFooter } from './SiteFooter.tsx';

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    hero: { heading: 'Come and stay a while', tagline: 'Hills, water and quiet, all year.' },
    legal: <p>© 2026 The House. All rights reserved.</p>,
    children: (
      <>
        <FooterColumn heading="Contact">
          <FooterList
            items={[
              { label: 'hello@house.example', href: 'mailto:hello@house.example' },
              { label: '+351 000 000 000', href: 'tel:+351000000000' },
              { label: 'A hill road, Portugal' },
            ]}
          />
        </FooterColumn>
        <FooterColumn heading="Explore">
          <FooterList
            items={[
              { label: 'Spa', href: '/spa' },
              { label: 'Stays', href: '/stays' },
              { label: 'Dining', href: '/dining' },
            ]}
          />
        </FooterColumn>
        <FooterColumn heading="Newsletter">
          <NewsletterForm
            label="E-mail address"
            buttonLabel="Sign up"
            sendingLabel="Sending…"
            messages={{
              sent: (email) => `We sent a link to ${email}: open it to confirm.`,
              simulated: (email) => `Nothing was sent: write to us instead. (${email})`,
              tooManyAttempts: (minutes) => `Too many attempts: wait ${String(minutes)} minutes.`,
              failed: 'We could not reach our server. Please try again.',
            }}
            onSubscribe={() => Promise.resolve({ kind: 'sent' })}
          />
        </FooterColumn>
      </>
    ),
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPitch: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Come and stay a while',
    );
    // Column headings sit one level below the pitch.
    await expect(within(footer).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(within(footer).getByRole('link', { name: 'Spa' })).toHaveAttribute('href', '/spa');
    await expect(within(footer).getByText('A hill road, Portugal').closest('a')).toBeNull();
  },
};

export const ColumnsOnly: Story = {
  args: { hero: undefined },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const WithLinkRow: Story = {
  args: {
    links: {
      label: 'Good to know',
      items: [
        { label: 'House rules', href: '/house-rules' },
        { label: 'FAQ', href: '/faq' },
        { label: 'Privacy', href: '/privacy' },
        { label: 'Complaints', href: 'https://complaints.example/' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const row = within(footer).getByRole('navigation', { name: 'Good to know' });
    await expect(within(row).getAllByRole('link')).toHaveLength(4);
    await expect(within(row).getByRole('link', { name: 'Complaints' })).toHaveAttribute(
      'href',
      'https://complaints.example/',
    );
    // Every link is a target of at least 24 by 24 px, the shortest name too (WCAG 2.5.8).
    for (const link of within(row).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  },
};
