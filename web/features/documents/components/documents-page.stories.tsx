import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import type { UploadQuotaResponse } from '../../../../modules/documents/contract';
import { DocumentsPage } from './documents-page';
import { completed, completedDetail, failed, processing, searchAnswer } from './story-fixtures';

const MB = 1024 * 1024;
function quota(files: number, bytes: number): UploadQuotaResponse {
  return {
    plan: 'free',
    files: { used: files, limit: 20, left: 20 - files },
    bytes: { used: bytes, limit: 100 * MB, left: 100 * MB - bytes },
    resetsAt: '2026-01-02T00:00:00.000Z',
  };
}

const meta = {
  title: 'Documents/Page',
  component: DocumentsPage,
  parameters: {
    api: {
      'GET /api/documents': { body: [processing, completed, failed] },
      [`GET /api/documents/${completed.id}`]: { body: completedDetail },
      'GET /api/documents/search': { body: searchAnswer },
      [`DELETE /api/documents/${completed.id}`]: { status: 204 },
      'GET /api/documents/quota': { body: quota(3, 6 * MB) },
    },
  },
} satisfies Meta<typeof DocumentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Documents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Document Intelligence' })).toBeVisible();
    await expect(canvas.getByText('Click to upload or drag and drop')).toBeVisible();
    await expect(await canvas.findByText('17 of 20 uploads left today (94 MB of 100 MB).')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: completed.fileName })).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByText('Analyzing document...')).toBeVisible();
    await expect(canvas.getByText('Analysis failed. Please try uploading again or contact support.')).toBeVisible();
    // Summary: type, confidence, tags.
    await expect(await canvas.findByText('Services Agreement')).toBeVisible();
    await expect(canvas.getByText('insurance')).toBeVisible();
    const view = canvas.getByRole('link', { name: `View ${completed.fileName}` });
    await expect(view).toHaveAttribute('href', `/api/documents/${completed.id}/file`);
    await expect(canvas.getByRole('link', { name: `Download ${completed.fileName}` })).toHaveAttribute(
      'href',
      `/api/documents/${completed.id}/file?download=1`,
    );
  },
};

export const KeyInfoLinksToText: Story = {
  parameters: { api: { 'GET /api/documents': { body: [completed] }, [`GET /api/documents/${completed.id}`]: { body: completedDetail } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Key Info' }));
    await expect(canvas.getByRole('region', { name: 'Parties' })).toBeVisible();
    await expect(canvas.getByText('Quillfeather Mutual Insurance Company')).toBeVisible();
    await expect(canvas.getByText('$4,500.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show in text: $4,500.00 (page 2)' }));
    const mark = await canvas.findByTestId('text-place');
    await expect(mark).toHaveTextContent('$4,500.00');
    // On page 2 of the text.
    await expect(within(canvas.getByRole('region', { name: 'Page 2' })).getByTestId('text-place')).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: completed.fileName });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search your documents' }), 'report');
    await userEvent.click(canvas.getByRole('button', { name: /search/i }));
    await expect(await canvas.findByText('1 document matches “report”')).toBeVisible();
    const hit = canvasElement.querySelector('.cb-doc-snippet mark');
    await expect(hit).toHaveTextContent('report');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all documents' }));
    await expect(await canvas.findByText('Analyzing document...')).toBeVisible();
  },
};

export const DeleteAsks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${completed.fileName}` }));
    const body = within(canvasElement.ownerDocument.body);
    const question = await body.findByText('Delete this document?');
    // The popover zooms in: visible once its motion ends (slower on a loaded machine).
    await waitFor(() => expect(question).toBeVisible(), { timeout: 10_000 });
    await userEvent.click(within(question.closest<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentBodies('DELETE', `/api/documents/${completed.id}`)).toHaveLength(1));
    // The button is dimmed while the delete and the list's refetch run: checked once it is back.
    await waitFor(() => expect(canvas.getByRole('button', { name: `Delete ${completed.fileName}` })).not.toHaveClass('ant-btn-loading'), {
      timeout: 10_000,
    });
  },
};

export const Empty: Story = {
  parameters: { api: { 'GET /api/documents': { body: [] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No documents uploaded yet. Upload your first document to get started.'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'GET /api/documents': { status: 500, body: { message: 'The server is unavailable', code: 'INTERNAL' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load documents')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: completed.fileName })).toBeVisible();
    // Nothing wider than the phone's screen.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth + 1,
    );
  },
};

const quote = 'Client shall pay Investigator $4,500.00 upon delivery of the final report.';
const quoteStart = completedDetail.extractedText.indexOf(quote);

/** Where an assistant's citation leads: the document opened at page 2 with the quoted passage highlighted. */
export const OpenedFromACitation: Story = {
  args: { opened: { open: completed.id, page: 2, start: quoteStart, end: quoteStart + quote.length } },
  parameters: { api: { 'GET /api/documents': { body: [completed] }, [`GET /api/documents/${completed.id}`]: { body: completedDetail } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opened = await canvas.findByRole('region', { name: `${completed.fileName}, page 2` });
    await expect(within(opened).getByText('Page 2', { selector: '.cb-doc-page-marker' })).toBeVisible();
    const mark = within(opened).getByTestId('text-place');
    await expect(mark.tagName).toBe('MARK');
    await expect(mark).toHaveTextContent(quote);
    await waitFor(() => expect(mark).toBeVisible());
  },
};

export const UploadsSpentToday: Story = {
  parameters: { api: { 'GET /api/documents': { body: [completed] }, 'GET /api/documents/quota': { body: quota(20, 40 * MB) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('0 of 20 uploads left today (60 MB of 100 MB). Uploads start again at midnight UTC.'),
    ).toBeVisible();
  },
};
