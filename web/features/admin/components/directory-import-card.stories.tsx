import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminUser, signedIn } from '../../../../.storybook/fixtures';
import { DirectoryImportCard } from './directory-import-card';

const meta = {
  title: 'Admin/Directory import',
  component: DirectoryImportCard,
  decorators: [(Story) => <main>{Story()}</main>],
  parameters: { queryData: signedIn(adminUser) },
} satisfies Meta<typeof DirectoryImportCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const csv = () => new File(['fullName,licenseNumber\nSample,A-1\n'], 'investigators.csv', { type: 'text/csv' });

export const RejectedRows: Story = {
  parameters: {
    api: {
      'POST /api/admin/directory/import': {
        status: 422,
        body: {
          message: '1 of 3 rows were rejected; nothing was imported',
          total: 3,
          imported: 0,
          updated: 0,
          unchanged: 0,
          rejected: [{ line: 3, reasons: ['zipCode: unknown ZIP code 00000', 'email: Email must be valid'] }],
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upload = canvas.getByRole('button', { name: 'Upload and Import' });
    await expect(upload).toBeDisabled();
    await userEvent.upload(canvas.getByLabelText('CSV file'), csv());
    await userEvent.click(upload);
    await expect(await canvas.findByText('1 of 3 rows were rejected; nothing was imported')).toBeVisible();
    const rows = canvas.getByRole('list', { name: 'Rejected rows' });
    await expect(within(rows).getByText('Line 3:')).toBeVisible();
    await expect(rows).toHaveTextContent('zipCode: unknown ZIP code 00000; email: Email must be valid');
  },
};

export const Imported: Story = {
  parameters: {
    api: { 'POST /api/admin/directory/import': { body: { total: 5, imported: 3, updated: 1, unchanged: 1, rejected: [] } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('CSV file'), csv());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and Import' }));
    await expect(await canvas.findByText('investigators.csv: 5 rows imported')).toBeVisible();
    const counts = canvas.getByLabelText('Import counts');
    await expect(counts).toHaveTextContent('New listings3Updated1Unchanged1');
  },
};

export const ServerRefused: Story = {
  parameters: {
    api: {
      'POST /api/admin/directory/import': {
        status: 400,
        body: { message: 'The file is not UTF-8 text. Save it as CSV (UTF-8) and upload it again.' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('CSV file'), csv());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and Import' }));
    await expect(await canvas.findByText('Import failed')).toBeVisible();
    await expect(canvas.getByText('The file is not UTF-8 text. Save it as CSV (UTF-8) and upload it again.')).toBeVisible();
  },
};
