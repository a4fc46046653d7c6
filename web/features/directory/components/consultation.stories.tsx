import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clientUser, investigatorUser, signedIn } from '../../../../.storybook/fixtures';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import { ConsultationPanel } from './consultation';
import { bookedInquiry, cancelledInquiry, myInquiry } from './story-fixtures';

const meta = {
  title: 'Directory/Consultation',
  component: ConsultationPanel,
  decorators: [(Story) => <main style={{ maxWidth: 520 }}>{Story()}</main>],
  parameters: {
    queryData: signedIn(clientUser),
    api: {
      [`PUT /api/pi-inquiries/${myInquiry.id}/consultation`]: {
        body: { inquiryId: myInquiry.id, status: 'scheduled', scheduledAt: '2030-12-20T15:30:00.000Z' },
      },
      [`PUT /api/pi-inquiries/${bookedInquiry.id}/consultation`]: {
        status: 400,
        body: { message: 'A consultation must be booked in the future' },
      },
      [`POST /api/pi-inquiries/${bookedInquiry.id}/consultation/cancel`]: { body: { inquiryId: bookedInquiry.id, status: 'cancelled' } },
      'GET /api/pi-inquiries': { body: [] },
    },
  },
} satisfies Meta<typeof ConsultationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClientBooks: Story = {
  args: { inquiry: myInquiry, party: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('None booked yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Book a Consultation' }));
    const date = await canvas.findByLabelText('Date');
    await userEvent.click(canvas.getByRole('button', { name: 'Book Consultation' }));
    await expect(await canvas.findByText('Choose a date and time for the consultation')).toBeVisible();
    // Tomorrow, picked on the calendar (its cells are titled YYYY-MM-DD), then 09:30 from the list.
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const title = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(date);
    await userEvent.click(await body.findByTitle(title));
    await userEvent.click(canvas.getByLabelText('Start time'));
    await userEvent.click(await body.findByTitle('09:30'));
    await userEvent.click(canvas.getByRole('button', { name: 'Book Consultation' }));
    await waitFor(() => expect(sentBodies('PUT', `/api/pi-inquiries/${myInquiry.id}/consultation`)).toHaveLength(1));
    const startsAt = new Date(tomorrow.getFullYear(), tomorrow.getMonth(), tomorrow.getDate(), 9, 30).toISOString();
    await expect(sentBodies('PUT', `/api/pi-inquiries/${myInquiry.id}/consultation`)[0]).toEqual({
      startsAt,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  },
};

export const ClientReschedulesRefused: Story = {
  args: { inquiry: bookedInquiry, party: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Scheduled')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel Consultation' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark as Held' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save New Time' }));
    await expect(await canvas.findByText('A consultation must be booked in the future')).toBeVisible();
  },
};

export const InvestigatorCancels: Story = {
  args: { inquiry: bookedInquiry, party: 'investigator' },
  parameters: { queryData: signedIn(investigatorUser) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Mark as Held' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Consultation' }));
    await userEvent.type(await canvas.findByLabelText('Reason (optional, shared with the other party)'), 'Called away to court');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Cancellation' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Consultation cancelled')).toBeVisible();
    await expect(sentBodies('POST', `/api/pi-inquiries/${bookedInquiry.id}/consultation/cancel`)).toEqual([
      { reason: 'Called away to court' },
    ]);
  },
};

/** A cancelled consultation shows the reason the other party gave (it is not copied into the notification). */
export const CancelledWithReason: Story = {
  args: { inquiry: cancelledInquiry, party: 'investigator' },
  parameters: { queryData: signedIn(investigatorUser) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByText('Reason given: “My hearing was moved to that morning.”')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel Consultation' })).toBeNull();
  },
};
