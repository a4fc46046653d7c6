import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import type { UploadQuotaResponse } from '../../../../modules/documents/contract';
import { DocumentsPage } from './documents-page';
import { completed, completedDetail, failed, processing, scanLines, scanned, scannedDetail, searchAnswer } from './story-fixtures';
import { fileResponse, storyPdf, storyPicture } from './story-files';

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
      [`GET /api/documents/${completed.id}/file`]: () => fileResponse(storyPdf, 'application/pdf'),
    },
  },
} satisfies Meta<typeof DocumentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks an option of an antd Select by its label (the options live in a portal, the visible ones are not role="option"). */
async function pick(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [
      ...canvasElement.ownerDocument.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((el) => el.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await userEvent.click(item);
  await userEvent.keyboard('{Escape}');
}

/** The table's rows, top to bottom, by their file names. */
const rowNames = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('.cb-doc-table tbody tr.ant-table-row .cb-doc-name-link')].map((el) => el.textContent);

export const Documents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Document Intelligence' })).toBeVisible();
    await expect(canvas.getByText('Click to upload or drag and drop')).toBeVisible();
    await expect(await canvas.findByText('17 of 20 uploads left today (94 MB of 100 MB).')).toBeVisible();
    // A table: name, type, date, status, size; newest first.
    const table = await canvas.findByRole('table');
    for (const name of ['Name', 'Type', 'Uploaded', 'Status', 'Size'])
      await expect(within(table).getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
    await expect(rowNames(canvasElement)).toEqual([failed.fileName, processing.fileName, completed.fileName]);
    await expect(within(table).getByText('Processing')).toBeVisible();
    await expect(within(table).getByText('Completed')).toBeVisible();
    await expect(within(table).getByText('Failed')).toBeVisible();
    await expect(within(table).getByText('Services Agreement')).toBeVisible();
    await expect(within(table).getAllByText('18 kB')).toHaveLength(3);
    await expect(canvas.getByText('Analyzing document...')).toBeVisible();
    await expect(canvas.getByText('Analysis failed. Please try uploading again or contact support.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Download ${completed.fileName}` })).toHaveAttribute(
      'href',
      `/api/documents/${completed.id}/file?download=1`,
    );
    // Sorting: by name, then the other way.
    await userEvent.click(within(table).getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([failed.fileName, completed.fileName, processing.fileName]));
    await userEvent.click(within(table).getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([processing.fileName, completed.fileName, failed.fileName]));
    await userEvent.click(within(table).getByRole('columnheader', { name: /Size/ }));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: /Size/ })).toHaveAttribute('aria-sort', 'ascending'));
  },
};

export const Filters: Story = {
  parameters: { api: { 'GET /api/documents': { body: [processing, completed, failed, scanned] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.getByText('4 documents')).toBeVisible();
    // By type: the choices are the types present.
    await pick(canvasElement, 'Filter by type', 'Witness Statement');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([scanned.fileName]));
    await expect(canvas.getByText('Showing 1 of 4 documents')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rowNames(canvasElement)).toHaveLength(4));
    // By status.
    await pick(canvasElement, 'Filter by status', 'Failed');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([failed.fileName]));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    // By upload date: from the day the scan was uploaded to the day before the agreement.
    await userEvent.type(canvas.getByLabelText('Uploaded from'), '2026-11-18');
    await userEvent.type(canvas.getByLabelText('Uploaded until'), '2026-11-19{enter}');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([scanned.fileName]));
    await expect(canvas.getByText('Showing 1 of 4 documents')).toBeVisible();
  },
};

export const ViewerShowsEachItemsPlace: Story = {
  parameters: { api: { 'GET /api/documents': { body: [completed] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: completed.fileName }));
    const opened = await canvas.findByRole('region', { name: `${completed.fileName}, page 1` });
    // The PDF's first page, drawn by pdf.js, with its text layer.
    // pdf.js and its worker load with the first opened document: give them time on a loaded machine.
    await expect(await within(opened).findByRole('img', { name: `${completed.fileName}, page 1 of 2` }, { timeout: 20_000 })).toBeVisible();
    await expect(within(opened).getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(within(opened).getByRole('tab', { name: 'Key Info' }));
    await expect(within(opened).getByRole('region', { name: 'Parties' })).toBeVisible();
    await expect(within(opened).getByText('Quillfeather Mutual Insurance Company')).toBeVisible();
    await userEvent.click(within(opened).getByRole('button', { name: 'Show $4,500.00 on page 2' }));
    // Page 2, the amount highlighted in its text layer.
    await within(opened).findByRole('img', { name: `${completed.fileName}, page 2 of 2` }, { timeout: 10_000 });
    await waitFor(() => expect(opened.querySelector('.textLayer .cb-page-place')).toHaveTextContent('$4,500.00'), { timeout: 10_000 });
    await expect(within(opened).getByText('The item is highlighted on its page.')).toBeVisible();
    await userEvent.click(within(opened).getByRole('button', { name: 'Previous page' }));
    await within(opened).findByRole('img', { name: `${completed.fileName}, page 1 of 2` });
    // Zoomed in, the page is twice as wide and scrolls sideways in its box; out again, it fits.
    const fitted = within(opened)
      .getByRole('img', { name: `${completed.fileName}, page 1 of 2` })
      .getBoundingClientRect().width;
    await userEvent.click(within(opened).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(opened).getByRole('button', { name: 'Zoom in' }));
    await expect(within(opened).getByText('200%')).toBeVisible();
    const zoomed = await within(opened).findByRole('group', { name: `${completed.fileName}, page 1 of 2, zoomed` });
    await waitFor(() => expect(within(zoomed).getByRole('img').getBoundingClientRect().width).toBeGreaterThan(fitted * 1.9));
    await expect(zoomed.scrollWidth).toBeGreaterThan(zoomed.clientWidth);
    await userEvent.click(within(opened).getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(within(opened).getByRole('button', { name: 'Zoom out' }));
    await expect(within(opened).getByText('100%')).toBeVisible();
    await userEvent.click(within(opened).getByRole('button', { name: `Close ${completed.fileName}` }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: new RegExp(completed.fileName) })).toBeNull());
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search your documents' }), 'report');
    await userEvent.click(canvas.getByRole('button', { name: /search/i }));
    await expect(await canvas.findByText('1 document matches “report”')).toBeVisible();
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([completed.fileName]));
    const hit = canvasElement.querySelector('.cb-doc-snippet mark');
    await expect(hit).toHaveTextContent('report');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all documents' }));
    await waitFor(() => expect(rowNames(canvasElement)).toHaveLength(3));
  },
};

/** A misspelt word: the documents holding the word spelt like it, and what was searched for instead. */
export const SearchWithATypo: Story = {
  parameters: {
    api: {
      'GET /api/documents/search': {
        body: { ...searchAnswer, query: 'reprot', didYouMean: 'report', results: searchAnswer.results.map((r) => ({ ...r, fuzzy: true })) },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search your documents' }), 'reprot{enter}');
    await expect(await canvas.findByText('1 document matches “reprot” (showing results for “report”)')).toBeVisible();
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([completed.fileName]));
    await userEvent.click(canvas.getByRole('button', { name: 'Show all documents' }));
    await waitFor(() => expect(rowNames(canvasElement)).toHaveLength(3));
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

/** A phone: rows with the same facts, not a table; a sort menu for the columns' sorting. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findByRole('list', { name: 'Your documents' });
    await expect(canvas.queryByRole('table')).toBeNull();
    const items = within(rows).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const row = items.find((li) => li.textContent?.includes(completed.fileName))!;
    await expect(within(row).getByText('Completed')).toBeVisible();
    await expect(within(row).getByText(/Services Agreement · .* · 18 kB/)).toBeVisible();
    await expect(within(row).getByRole('button', { name: `View ${completed.fileName}` })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    // Two one-month date pickers (a range picker's two months do not fit a phone).
    await expect(canvas.getByLabelText('Uploaded from')).toBeVisible();
    await expect(canvas.getByLabelText('Uploaded until')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Uploaded from'));
    const month = await waitFor(() => {
      const popup = canvasElement.ownerDocument.querySelector<HTMLElement>('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      if (!popup) throw new Error('no date picker open');
      return popup;
    });
    await waitFor(() => expect(month.getBoundingClientRect().left).toBeGreaterThanOrEqual(0));
    await expect(month.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    // Nothing wider than the phone's screen.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth + 1,
    );
  },
};

const quote = 'Client shall pay Investigator $4,500.00 upon delivery of the final report.';
const quoteStart = completedDetail.extractedText.indexOf(quote);

/** Where an assistant's citation leads: the document opened at page 2 with the quoted passage highlighted on the page and in the text. */
export const OpenedFromACitation: Story = {
  args: { opened: { open: completed.id, page: 2, start: quoteStart, end: quoteStart + quote.length } },
  parameters: { api: { 'GET /api/documents': { body: [completed] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opened = await canvas.findByRole('region', { name: `${completed.fileName}, page 2` });
    await expect(within(opened).getByText('Page 2', { selector: '.cb-doc-page-marker' })).toBeVisible();
    const mark = within(opened).getByTestId('text-place');
    await expect(mark.tagName).toBe('MARK');
    await expect(mark).toHaveTextContent(quote);
    await waitFor(() => expect(mark).toBeVisible());
    // On the drawn page too: the passage's words in the text layer, across its lines.
    await waitFor(
      () => expect([...opened.querySelectorAll('.textLayer .cb-page-place')].map((el) => el.textContent).join(' ')).toBe(quote),
      { timeout: 20_000 },
    );
  },
};

/** A photo read by OCR has no text layer: the passage is marked in the text beside the picture. */
export const OpenedPictureAtACitation: Story = {
  args: { opened: { open: scanned.id, page: 1, ...(({ start, end }) => ({ start, end }))(scannedDetail.keyInfo!.dates[0]!.source) } },
  parameters: {
    api: {
      'GET /api/documents': { body: [scanned] },
      [`GET /api/documents/${scanned.id}`]: { body: scannedDetail },
      [`GET /api/documents/${scanned.id}/file`]: () => fileResponse(() => storyPicture(scanLines), 'image/png'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opened = await canvas.findByRole('region', { name: `${scanned.fileName}, page 1` });
    const picture = await within(opened).findByRole('img', { name: `${scanned.fileName}, as uploaded` }, { timeout: 20_000 });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(await within(opened).findByText('The passage is highlighted in the text beside the page.')).toBeVisible();
    await expect(within(opened).getByRole('tab', { name: 'Full Text', selected: true })).toBeVisible();
    await expect(within(opened).getByTestId('text-place')).toHaveTextContent('June 2, 2025');
  },
};

/** The file no longer matches its recorded fingerprint: the viewer says so in the server's words. */
export const FileRefused: Story = {
  args: { opened: { open: completed.id } },
  parameters: {
    api: {
      'GET /api/documents': { body: [completed] },
      [`GET /api/documents/${completed.id}/file`]: {
        status: 500,
        body: {
          message: 'This file no longer matches the SHA-256 fingerprint recorded when it was uploaded, so it will not be served.',
          code: 'FILE_INTEGRITY',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The file could not be shown', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(/no longer matches the SHA-256 fingerprint/)).toBeVisible();
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
