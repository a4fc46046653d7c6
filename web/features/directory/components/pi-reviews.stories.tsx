import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clientUser, signedIn } from '../../../../.storybook/fixtures';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import PiReviews, { REVIEW_TEXTS } from './pi-reviews';
import { myInquiry, reviews, surveillancePi } from './story-fixtures';

const meta = {
  title: 'Directory/PI reviews',
  component: PiReviews,
  args: { pi: surveillancePi },
  decorators: [(Story) => <main style={{ maxWidth: 360 }}>{Story()}</main>],
  parameters: {
    queryData: signedIn(clientUser),
    api: {
      'GET /api/pi-reviews': { body: reviews },
      'GET /api/pi-inquiries': { body: [myInquiry] },
      'POST /api/pi-reviews': { status: 201, body: { id: 'r-new', piId: surveillancePi.id, rating: 4, review: 'Found him in a week.' } },
    },
  },
} satisfies Meta<typeof PiReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PostReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Average rating 4.50 of 5 from 2 reviews')).toBeVisible();
    await expect(canvas.getByText('Clear reports, on time.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post Review' }));
    await expect(await canvas.findByText('Rating must be a whole number from 1 to 5')).toBeVisible();
    const stars = within(canvas.getByLabelText('Your Rating')).getAllByRole('radio');
    await userEvent.click(stars[3]!);
    await userEvent.type(canvas.getByLabelText('Your Review'), 'Found him in a week.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Review' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(REVIEW_TEXTS.posted)).toBeVisible();
    await expect(sentBodies('POST', '/api/pi-reviews')[0]).toEqual({ piId: surveillancePi.id, rating: 4, review: 'Found him in a week.' });
  },
};

export const RefusedByServer: Story = {
  parameters: {
    api: {
      'GET /api/pi-reviews': { body: reviews },
      'GET /api/pi-inquiries': { body: [myInquiry] },
      'POST /api/pi-reviews': { status: 409, body: { message: 'You have already reviewed this investigator' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stars = within(await canvas.findByLabelText('Your Rating')).getAllByRole('radio');
    await userEvent.click(stars[4]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Post Review' }));
    await expect(await canvas.findByText('You have already reviewed this investigator')).toBeVisible();
    await expect(canvas.getByText(REVIEW_TEXTS.failed)).toBeVisible();
  },
};

export const NoInquiryNoForm: Story = {
  parameters: {
    api: { 'GET /api/pi-reviews': { body: [] }, 'GET /api/pi-inquiries': { body: [] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(REVIEW_TEXTS.onlyInquirers)).toBeVisible();
    await expect(canvas.getByText(REVIEW_TEXTS.none)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Post Review' })).toBeNull();
  },
};
