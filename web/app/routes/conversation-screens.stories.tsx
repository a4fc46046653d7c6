// Chat, History and the investigator dashboard in the real app (routes, guard, layout, lazy
// pages), with billing's plan badge and the escalations feature composed in by app/routes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../../.storybook/app-at';
import { adminUser, clientUser, investigatorUser, signedIn } from '../../../.storybook/fixtures';
import { activeSubscription, billing, noSubscription } from '../../features/billing/components/story-fixtures';
import {
  chatData,
  CONVERSATION_IDS,
  conversation,
  conversations,
  freezeStoryClock,
  gpsConversation,
  premiumUsage,
} from '../../features/conversation/components/story-fixtures';
import { clientEscalations, createdEscalation, staffEscalations } from '../../features/escalations/components/story-fixtures';

const meta = {
  title: 'Screens/Conversation',
  component: AppAt,
  parameters: { router: false, queryData: signedIn(clientUser) },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

export const ChatFreePlan: Story = {
  beforeEach: freezeStoryClock,
  args: { path: '/' },
  parameters: { queryData: [...signedIn(clientUser), ...billing(noSubscription), ...chatData([])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Chat')).toBeVisible();
    await expect(canvas.getByText('Free Trial')).toBeVisible();
    await expect(canvas.getByText('12 of 20 free messages left today')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Escalate to Investigator' })).toBeDisabled();
    await expect(canvas.getByTestId('welcome-card')).toBeVisible();
  },
};

export const ChatPremiumEscalates: Story = {
  beforeEach: freezeStoryClock,
  args: { path: '/' },
  parameters: {
    queryData: [...signedIn(clientUser), ...billing(activeSubscription), ...chatData(conversation, premiumUsage)],
    api: { 'POST /api/escalations': { status: 201, body: createdEscalation }, 'GET /api/escalations': { body: [] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await heading(canvasElement, 'Chat')).toBeVisible();
    await expect(canvas.getByText('Premium Active')).toBeVisible();
    await expect(canvas.queryByText(/free messages left/)).toBeNull();
    // Answers are Markdown, rendered by a lazily loaded chunk.
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Finding a missing adult' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Escalate to Investigator' }));
    const dialog = await page.findByRole('dialog', { name: 'Escalate to a Human Investigator' });
    await userEvent.type(within(dialog).getByLabelText('Case Summary'), 'My brother is missing and the police are not helping.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    const submitted = await page.findByRole('dialog', { name: 'Request Submitted' });
    await expect(within(submitted).getByTestId('case-id')).toHaveTextContent(createdEscalation.caseId);
  },
};

export const HistoryFilled: Story = {
  beforeEach: freezeStoryClock,
  args: { path: '/history' },
  parameters: {
    queryData: [...signedIn(clientUser), [['/api/conversations', ''], conversations], [['/api/escalations'], clientEscalations]],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'History')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /GPS tracker on my own car/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Escalation Requests' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'INV-2026-48213' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Download Report/ })).toHaveLength(3);
  },
};

export const HistoryEmpty: Story = {
  args: { path: '/history?tab=escalations' },
  parameters: { queryData: [...signedIn(clientUser), [['/api/conversations', ''], []], [['/api/escalations'], []]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'History')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Escalation Requests' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('No escalation requests')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Chat History' }));
    await expect(await canvas.findByText('No chat history yet')).toBeVisible();
  },
};

/** History's Chat History opens a conversation in the chat, at an address that names it. */
export const HistoryOpensConversation: Story = {
  beforeEach: freezeStoryClock,
  args: { path: '/history' },
  parameters: {
    queryData: [
      ...signedIn(clientUser),
      ...billing(noSubscription),
      ...chatData(conversation),
      [[`/api/conversations/${CONVERSATION_IDS.gps}/messages`], gpsConversation],
      [['/api/escalations'], []],
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'History')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /GPS tracker on my own car/ }));
    await expect(await heading(canvasElement, 'Chat')).toBeVisible();
    await expect(await canvas.findByText('Is it legal to put a GPS tracker on my own car?')).toBeVisible();
    // The panel marks it as the open one.
    const panel = canvas.getByRole('complementary', { name: 'Conversations' });
    await expect(within(panel).getByRole('link', { name: /GPS tracker on my own car/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** On a phone the conversations drawer opens inside the chat: the app's top bar stays uncovered. */
export const ChatPhoneDrawer: Story = {
  beforeEach: freezeStoryClock,
  args: { path: '/' },
  parameters: {
    queryData: [...signedIn(clientUser), ...billing(noSubscription), ...chatData(conversation)],
    viewport: { options: { phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Chat')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show conversations' }));
    const drawer = await canvas.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'New chat' })).toBeVisible());
    const topBar = canvasElement.querySelector<HTMLElement>('.cb-topbar')!.getBoundingClientRect();
    const panel = drawer.getBoundingClientRect();
    await expect(panel.top).toBeGreaterThanOrEqual(topBar.bottom);
    // The app's menu stays usable while the drawer is open.
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close conversations' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const DashboardForStaff: Story = {
  args: { path: '/investigator-dashboard' },
  parameters: {
    queryData: [...signedIn(adminUser), [['/api/case-analyses'], []]],
    api: { 'GET /api/escalations': { body: staffEscalations }, 'GET /api/case-analyses': { body: [] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Investigator Dashboard')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Take INV-2026-48213' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Resolve INV-2026-11904' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Case Analyses' }));
    await expect(await canvas.findByText('No Case Analyses')).toBeVisible();
    await expect(canvas.getByText('Paid case analyses appear here as clients submit them.')).toBeVisible();
  },
};

export const DashboardEmpty: Story = {
  args: { path: '/investigator' },
  parameters: { queryData: [...signedIn(investigatorUser), [['/api/escalations'], []]], api: { 'GET /api/escalations': { body: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Investigator Dashboard')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByText('No Escalations')).toBeVisible());
  },
};

export const DashboardAccessDenied: Story = {
  args: { path: '/investigator-dashboard' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Access Denied')).toBeVisible();
    await expect(within(canvasElement).getByText('This page is only available to investigators.')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Return to Home' })).toBeVisible();
  },
};
