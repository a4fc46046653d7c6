import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

const secondMember = {
  ...networkMember,
  id: '20000000-0000-4000-8000-000000000002',
  legalName: 'Sample Prairie Process Service',
  dbaName: null,
  operationalStates: ['KS', 'NE'],
  contactEmail: 'very.long.department.address@prairie-process-service.example.test',
  specializations: ['Process Serving', 'Skip Tracing'],
  notes: '',
};

/** The search filters by every word (name, state, specialty, email, notes) and says how many match. */
export const Search: Story = {
  parameters: { api: { 'GET /api/investigator-network': { body: [networkMember, secondMember] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 members')).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search the network' });
    await userEvent.type(search, 'skip ks');
    await expect(await canvas.findByText('1 of 2 members match')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: secondMember.legalName })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: networkMember.legalName })).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'nevada');
    await expect(await canvas.findByText('No member matches “nevada”.')).toBeVisible();
    // An address may wrap only after its "@" and before its dots.
    await userEvent.clear(search);
    const link = await canvas.findByRole('link', { name: secondMember.contactEmail });
    await expect(link.querySelectorAll('wbr')).toHaveLength(6);
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
