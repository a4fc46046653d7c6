import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminUser, investigatorUser, signedIn } from '../../../../.storybook/fixtures';
import { sentBodies, sentQueries } from '../../../../.storybook/mock-fetch';
import type { AdminListing, AdminListingsResponse } from '../../../../modules/directory/contract';
import { DirectoryImportCard } from './directory-import-card';
import { DirectoryListingsCard } from './directory-listings-card';

const unlinked: AdminListing = {
  id: '00000000-0000-4000-8000-0000000000a1',
  fullName: 'Sample Avery Quinn',
  agencyName: 'Sample Agency (fictional)',
  licenseNumber: 'A-12345',
  licenseState: 'TX',
  licenseExpiration: '2026-12-10',
  licenseStatus: 'expiring',
  city: 'Austin',
  state: 'TX',
  isActive: true,
  linkedUserId: null,
  linkedUsername: null,
};
const linked: AdminListing = {
  ...unlinked,
  id: '00000000-0000-4000-8000-0000000000a2',
  fullName: 'Sample Blake Ortiz',
  agencyName: '',
  licenseNumber: 'B-777',
  licenseExpiration: '2031-06-30',
  licenseStatus: 'valid',
  linkedUserId: investigatorUser.id,
  linkedUsername: investigatorUser.username,
};
const expired: AdminListing = {
  ...unlinked,
  id: '00000000-0000-4000-8000-0000000000a3',
  fullName: 'Sample Kim Alvarez',
  licenseExpiration: '2025-03-31',
  licenseStatus: 'expired',
};

const answer = (listings: AdminListing[]): AdminListingsResponse => ({
  counts: { active: 3, unlinked: 2, expiring: 1, expired: 1 },
  listings,
  matching: listings.length,
});

/** The server's state for LinkAndUnlink: which listing is linked. */
const server = { linked: false };

const meta = {
  title: 'Admin/Directory listings',
  component: DirectoryListingsCard,
  decorators: [(Story) => <main>{Story()}</main>],
  parameters: {
    queryData: [...signedIn(adminUser), [['/api/admin/users'], [adminUser, investigatorUser]]],
    api: {
      'GET /api/admin/users': { body: [adminUser, investigatorUser] },
      'GET /api/admin/investigators': { body: answer([expired, unlinked, linked]) },
    },
  },
} satisfies Meta<typeof DirectoryListingsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountsAndLicences: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counts = await canvas.findByLabelText('Directory counts');
    await expect(counts).toHaveTextContent('Active listings3');
    await expect(counts).toHaveTextContent('Without an account2');
    await expect(counts).toHaveTextContent('Licence expiring within 30 days1');
    const row = within(canvas.getByRole('listitem', { name: unlinked.fullName }));
    await expect(row.getByText('Expires 2026-12-10')).toBeVisible();
    await expect(row.getByText('Account: none')).toBeVisible();
    await expect(within(canvas.getByRole('listitem', { name: expired.fullName })).getByText('Expired 2025-03-31')).toBeVisible();
    await expect(
      within(canvas.getByRole('listitem', { name: linked.fullName })).getByText(`Account: ${investigatorUser.username}`),
    ).toBeVisible();
    // The filters ask the server.
    await userEvent.selectOptions(canvas.getByLabelText('Show'), 'No account');
    await waitFor(() => expect(sentQueries('GET', '/api/admin/investigators').some((q) => q.get('show') === 'unlinked')).toBe(true));
  },
};

export const LinkAndUnlink: Story = {
  parameters: {
    api: {
      'GET /api/admin/users': { body: [adminUser, investigatorUser] },
      'GET /api/admin/investigators': () => ({
        body: answer([
          server.linked ? { ...unlinked, linkedUserId: investigatorUser.id, linkedUsername: investigatorUser.username } : unlinked,
        ]),
      }),
      'PUT /api/admin/investigators/00000000-0000-4000-8000-0000000000a1/account': () => {
        server.linked = !server.linked;
        return { body: { id: unlinked.id, userId: server.linked ? investigatorUser.id : null } };
      },
    },
  },
  play: async ({ canvasElement }) => {
    server.linked = false;
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const row = within(await canvas.findByRole('listitem', { name: unlinked.fullName }));
    await expect(row.getByRole('button', { name: 'Link' })).toBeDisabled();
    await userEvent.selectOptions(row.getByLabelText(`Investigator account for ${unlinked.fullName}`), investigatorUser.username);
    await userEvent.click(row.getByRole('button', { name: 'Link' }));
    await expect(await body.findByText('Account linked')).toBeInTheDocument();
    await expect(await row.findByText(`Account: ${investigatorUser.username}`)).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Unlink' }));
    await expect(await row.findByText('Account: none')).toBeVisible();
    await expect(sentBodies('PUT', `/api/admin/investigators/${unlinked.id}/account`)).toEqual([
      { userId: investigatorUser.id },
      { userId: null },
    ]);
  },
};

export const EmptyDirectory: Story = {
  parameters: {
    api: {
      'GET /api/admin/users': { body: [adminUser] },
      'GET /api/admin/investigators': { body: { counts: { active: 0, unlinked: 0, expiring: 0, expired: 0 }, listings: [], matching: 0 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No investigators are listed yet')).toBeVisible();
    await expect(canvas.getByText('npm run seed')).toBeVisible();
    await expect(canvas.getByText('npm run directory:import -- file.csv')).toBeVisible();
  },
};

/** The server's state for ImportRefreshesTheListings: whether the CSV went in. */
const importServer = { imported: false };

export const ImportRefreshesTheListings: Story = {
  render: () => (
    <>
      <DirectoryImportCard />
      <DirectoryListingsCard />
    </>
  ),
  parameters: {
    api: {
      'GET /api/admin/users': { body: [adminUser, investigatorUser] },
      'GET /api/admin/investigators': () => ({
        body: importServer.imported
          ? answer([expired, unlinked, linked])
          : { counts: { active: 0, unlinked: 0, expiring: 0, expired: 0 }, listings: [], matching: 0 },
      }),
      'POST /api/admin/directory/import': () => {
        importServer.imported = true;
        return { body: { total: 3, imported: 3, updated: 0, unchanged: 0, rejected: [] } };
      },
    },
  },
  play: async ({ canvasElement }) => {
    importServer.imported = false;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No investigators are listed yet')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('CSV file'), new File(['fullName\nSample\n'], 'listings.csv', { type: 'text/csv' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and Import' }));
    await expect(await canvas.findByText('listings.csv: 3 rows imported')).toBeVisible();
    // The listings card asks again once the import is in.
    await expect(await canvas.findByLabelText('Directory counts')).toHaveTextContent('Active listings3');
    await expect(canvas.getByRole('listitem', { name: unlinked.fullName })).toBeVisible();
  },
};
