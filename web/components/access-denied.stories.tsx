import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessDenied } from './access-denied';

const meta = {
  title: 'Shared/Access denied',
  component: AccessDenied,
} satisfies Meta<typeof AccessDenied>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /investigator-dashboard for a client. */
export const InvestigatorDashboard: Story = {
  args: { description: 'This page is only available to investigators.', homeLink: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText('This page is only available to investigators.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

/** /investigator-network for a client. */
export const InvestigatorNetwork: Story = {
  args: { title: 'Access Denied: This page is only available to verified investigators.' },
};

/** /admin for anyone but an admin. */
export const Admin: Story = {
  args: { description: 'This page is only available to administrators.', homeLink: true },
};
