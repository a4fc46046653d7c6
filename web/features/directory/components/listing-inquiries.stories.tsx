import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import ListingInquiries from './listing-inquiries';
import { answeredInquiry, pendingInquiry } from './story-fixtures';

const meta = {
  title: 'Directory/Listing inquiries (dashboard)',
  component: ListingInquiries,
  parameters: {
    api: {
      'GET /api/pi-inquiries': { body: [pendingInquiry, answeredInquiry] },
      [`PATCH /api/pi-inquiries/${pendingInquiry.id}`]: { body: { id: pendingInquiry.id, status: 'answered' } },
    },
  },
} satisfies Meta<typeof ListingInquiries>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Answer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Answer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Response' }));
    await expect(await canvas.findByText('Write a response to the client')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Your Response'), 'Two days, two investigators.');
    await userEvent.type(canvas.getByLabelText('Estimated Cost (USD)'), '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Response' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Response sent')).toBeVisible();
    await expect(sentBodies('PATCH', `/api/pi-inquiries/${pendingInquiry.id}`)[0]).toEqual({
      response: 'Two days, two investigators.',
      estimatedCost: 1500,
      channel: 'app',
    });
  },
};
