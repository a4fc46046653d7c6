import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NetworkPage } from './network-page';
import { networkMember } from './story-fixtures';

const meta = {
  title: 'Directory/Investigator Network',
  component: NetworkPage,
  parameters: { api: { 'GET /api/investigator-network': { body: [networkMember] } } },
} satisfies Meta<typeof NetworkPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: networkMember.legalName })).toBeVisible();
    await expect(canvas.getByText(/confidential and for professional use/)).toBeVisible();
    await expect(canvas.getByText('TX, OK')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: { 'GET /api/investigator-network': { body: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Network Members')).toBeVisible();
    await expect(within(canvasElement).getByText('The investigator network directory is currently empty.')).toBeVisible();
  },
};

/** While the list loads: skeleton cards in a labelled status region (axe runs on this state too). */
export const Loading: Story = {
  parameters: { api: { 'GET /api/investigator-network': 'pending' } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('status', { name: 'Loading the network' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};
