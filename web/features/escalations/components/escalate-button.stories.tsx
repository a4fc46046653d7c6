import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import { escalationLimitMessage, MESSAGES } from '../../../../modules/conversation/contract';
import { EscalateButton } from './escalate-button';
import { createdEscalation } from './story-fixtures';

const meta = {
  title: 'Escalations/Escalate button',
  component: EscalateButton,
  args: { isSubscribed: true },
  render: (args) => (
    <main style={{ padding: 24 }}>
      <EscalateButton {...args} />
    </main>
  ),
} satisfies Meta<typeof EscalateButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Escalate to Investigator' }));
  return body(canvasElement).findByRole('dialog', { name: 'Escalate to a Human Investigator' });
}

export const DisabledOnFreePlan: Story = {
  args: { isSubscribed: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Escalate to Investigator' });
    await expect(button).toBeDisabled();
    await userEvent.hover(button.parentElement!);
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Escalation to a human investigator comes with Premium.',
    );
  },
};

export const EnabledOnPremium: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Escalate to Investigator' })).toBeEnabled();
  },
};

export const Dialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByLabelText('Case Summary')).toHaveValue('');
    const urgency = within(dialog).getByRole('radiogroup', { name: 'Urgency Level' });
    await expect(
      within(urgency)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Standard (24-48 hours)', 'Priority (8-24 hours)', 'Urgent (ASAP)']);
    await expect(within(urgency).getByRole('radio', { name: 'Standard (24-48 hours)' })).toBeChecked();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(within(dialog).getByLabelText('Case Summary'), '   too short  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await expect(await within(dialog).findByText('Case summary must be at least 10 characters')).toBeVisible();
    await expect(sentBodies('POST', '/api/escalations')).toEqual([]);
  },
};

export const RequestSubmitted: Story = {
  parameters: { api: { 'POST /api/escalations': { status: 201, body: createdEscalation } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(
      within(dialog).getByLabelText('Case Summary'),
      '  Someone is using my identity to open credit cards in my name.  ',
    );
    await userEvent.click(within(dialog).getByText('Priority (8-24 hours)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    const submitted = await body(canvasElement).findByRole('dialog', { name: 'Request Submitted' });
    // The confirmation opens as the request dialog closes: wait for it to settle.
    await waitFor(() => expect(within(submitted).getByTestId('case-id')).toBeVisible());
    await expect(within(submitted).getByTestId('case-id')).toHaveTextContent('INV-2026-12345');
    await expect(within(submitted).getByText('8-24 hours')).toBeVisible();
    await expect(sentBodies('POST', '/api/escalations')).toEqual([
      { caseSummary: 'Someone is using my identity to open credit cards in my name.', urgency: 'priority' },
    ]);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Escalate to a Human Investigator' })).toBeNull());
    await userEvent.click(within(submitted).getByRole('button', { name: 'Return to Chat' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Request Submitted' })).toBeNull());
  },
};

export const PremiumRequired: Story = {
  parameters: {
    api: { 'POST /api/escalations': { status: 403, body: { message: MESSAGES.premiumRequired, code: 'PREMIUM_REQUIRED' } } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(within(dialog).getByLabelText('Case Summary'), 'A summary that is long enough.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await expect(await body(canvasElement).findByText('Escalation failed')).toBeInTheDocument();
    await expect(body(canvasElement).getByText(MESSAGES.premiumRequired)).toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Case Summary')).toHaveValue('A summary that is long enough.');
  },
};

/** Past ESCALATION_DAILY_LIMIT (issue 29 M6): the server's words — the limit and when it resets — in the toast; the summary stays. */
export const DailyLimitReached: Story = {
  parameters: {
    api: {
      'POST /api/escalations': { status: 429, body: { message: escalationLimitMessage(5, 3 * 3600), code: 'TOO_MANY_REQUESTS' } },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(within(dialog).getByLabelText('Case Summary'), 'A summary that is long enough.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await expect(await body(canvasElement).findByText('Escalation failed')).toBeInTheDocument();
    await expect(
      body(canvasElement).getByText(
        "You have sent today's 5 escalations to investigators, the most a day. You can escalate again after midnight UTC (in about 3 hours).",
      ),
    ).toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Case Summary')).toHaveValue('A summary that is long enough.');
  },
};
