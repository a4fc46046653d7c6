import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TemplateForm } from './template-form';
import { demandLetter } from './story-fixtures';

const meta = {
  title: 'Templates/Form',
  component: TemplateForm,
  args: {
    template: demandLetter,
    prefill: { user: { username: 'casey.client', email: 'casey@example.com' }, case: { number: 'SC-2026-114' } },
    onDownload: fn(),
    today: new Date('2026-05-01T12:00:00.000Z'),
  },
  render: (args) => (
    <main style={{ padding: 24, maxWidth: 720 }}>
      <h1 className="cb-visually-hidden">Letter Templates</h1>
      <TemplateForm {...args} />
    </main>
  ),
} satisfies Meta<typeof TemplateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Demand Letter for Small Claims' })).toBeVisible();
    await expect(canvas.getByLabelText('Your name')).toHaveValue('casey.client');
    await expect(canvas.getByLabelText('Your email')).toHaveValue('casey@example.com');
    await expect(canvas.getByLabelText('Date of the letter')).toHaveValue('May 1, 2026');
    await expect(canvas.getByLabelText('Case number')).toHaveValue('SC-2026-114');
    await expect(canvas.getByLabelText('Recipient name')).toHaveValue('');
    await expect(canvas.getByText('Not legal advice')).toBeVisible();
  },
};

/** Preview: the letter filled from the form, as the download will read; Download from there. */
export const PreviewThenDownload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The form's rules first: nothing to preview while a required field is empty.
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(await canvas.findByText('Recipient name is required')).toBeVisible();
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Recipient name'), 'Morgan Lee');
    await userEvent.type(canvas.getByLabelText('Amount owed'), '$1,850.00');
    await userEvent.type(canvas.getByLabelText('Why it is owed'), 'the unreturned security deposit');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    const dialog = await body.findByRole('dialog', { name: 'Preview: Demand Letter for Small Claims' });
    await expect(within(dialog).getByLabelText('Letter preview')).toHaveTextContent(
      'You owe me $1,850.00 for the unreturned security deposit.',
    );
    await expect(args.onDownload).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledWith('pdf', expect.objectContaining({ recipientName: 'Morgan Lee' })));
  },
};

export const MissingRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Download PDF/ }));
    await expect(await canvas.findByText('Recipient name is required')).toBeVisible();
    await expect(canvas.getByText('Amount owed is required')).toBeVisible();
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const FillAndDownloadDocx: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Recipient name'), 'Morgan Lee');
    await userEvent.type(canvas.getByLabelText('Amount owed'), '$1,850.00');
    await userEvent.type(canvas.getByLabelText('Why it is owed'), 'the unreturned security deposit');
    await userEvent.click(canvas.getByText('Word (DOCX)'));
    await userEvent.click(canvas.getByRole('button', { name: /Download DOCX/ }));
    await waitFor(() =>
      expect(args.onDownload).toHaveBeenCalledWith('docx', {
        senderName: 'casey.client',
        senderEmail: 'casey@example.com',
        date: 'May 1, 2026',
        recipientName: 'Morgan Lee',
        amountOwed: '$1,850.00',
        reasonOwed: 'the unreturned security deposit',
        caseNumber: 'SC-2026-114',
      }),
    );
  },
};

export const OneLineOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Recipient name');
    await userEvent.type(field, 'Morgan');
    await userEvent.click(canvas.getByLabelText('Amount owed'));
    // A control character pasted in is refused with the server's words.
    await userEvent.click(field);
    await userEvent.paste('\u0007');
    await userEvent.click(canvas.getByLabelText('Amount owed'));
    await expect(await canvas.findByText('Text must not contain control characters')).toBeVisible();
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Preparing\.\.\./ })).toBeDisabled();
  },
};
