import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answerGate, sentBodies } from '../../../../.storybook/mock-fetch';
import type { CommentResponse } from '../../../../modules/casework/contract';
import { CaseComments } from './case-comments';
import { storyComments } from './story-fixtures';
import './casework.css';

const URL = '/api/case-analyses/42/comments';

const meta = {
  title: 'Casework/Case comments',
  component: CaseComments,
  args: { caseId: 42 },
  render: (args) => (
    <main className="cb-page">
      <CaseComments {...args} />
    </main>
  ),
} satisfies Meta<typeof CaseComments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Investigator and Client badges, timestamps and content. */
export const WithComments: Story = {
  parameters: { api: { [`GET ${URL}`]: { body: storyComments } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByTestId('comment');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByText('Client')).toBeVisible();
    await expect(within(items[1]!).getByText('Investigator')).toBeVisible();
    await expect(within(items[1]!).getByText(/lighting records/)).toBeVisible();
    await expect(items[1]!.querySelector('time')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { [`GET ${URL}`]: { body: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No comments yet')).toBeVisible();
    await expect(canvas.getByText('Be the first to leave a comment')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { [`GET ${URL}`]: { status: 500, body: { message: 'down' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load comments')).toBeVisible();
  },
};

const posting = answerGate();

/** 'Comment cannot be empty'; then 'Sending...', 'Comment Added', the form resets and the list reloads. */
export const Post: Story = {
  parameters: (() => {
    let list: CommentResponse[] = [];
    return {
      api: {
        [`GET ${URL}`]: () => ({ body: list }),
        [`POST ${URL}`]: ({ body }: { body: unknown }) => {
          const posted: CommentResponse = { ...storyComments[0]!, id: 'new', content: (body as { content: string }).content };
          list = [posted];
          return { status: 201, body: posted, heldUntil: posting.held() };
        },
      },
    };
  })(),
  beforeEach: () => posting.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No comments yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await expect(await canvas.findByText('Comment cannot be empty')).toBeVisible();
    await expect(sentBodies('POST', URL)).toEqual([]);
    await userEvent.type(canvas.getByLabelText('Add a comment'), 'Please check the lighting records.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    posting.release();
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Comment Added')).toBeInTheDocument();
    await expect(page.getByText('Your comment has been added to the case')).toBeInTheDocument();
    await expect(sentBodies('POST', URL)).toEqual([{ content: 'Please check the lighting records.' }]);
    await waitFor(() => expect(canvas.getByLabelText('Add a comment')).toHaveValue(''));
    await expect(await canvas.findByText('Please check the lighting records.')).toBeVisible();
  },
};
