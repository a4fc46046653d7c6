// The real app (routes, guard, layout, lazy pages) at each path, on seeded data.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../../.storybook/app-at';
import {
  adminUser,
  clientUser,
  defaultNotificationPreferences,
  defaultPrivacySettings,
  investigatorUser,
  productionRuntime,
  signedIn,
} from '../../../.storybook/fixtures';
import { activeSubscription, billing, noSubscription } from '../../features/billing/components/story-fixtures';

const meta = {
  title: 'Screens',
  component: AppAt,
  parameters: { router: false, queryData: signedIn(clientUser) },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

// Chat, History and the investigator dashboard with their data: conversation-screens.stories.tsx.
export const FindMyPi: Story = {
  args: { path: '/find-my-pi' },
  parameters: { queryData: [...signedIn(clientUser), [['/api/pi-inquiries'], []]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Find My PI')).toBeVisible();
    await expect(canvas.getByText(/licensed, background-checked and verified/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find Investigators' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'My Inquiries' })).toBeVisible();
  },
};
export const CaseAnalysis: Story = {
  args: { path: '/case-analysis' },
  parameters: {
    queryData: [...signedIn(clientUser), ...billing(noSubscription), [['/api/case-analyses'], []]],
    // My Cases asks the server for its page (search, filters, paging) as a returning user's list does.
    api: { 'GET /api/case-analyses': { body: [] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Case Analysis')).toBeVisible();
    await expect(canvas.getByText(/\$199\.99 per case/)).toBeVisible();
    const bar = canvas.getByRole('navigation', { name: 'Case Analysis' });
    await expect(bar).toBeVisible();
    // The bar's links are the app's own (no browser underline), Home / Chat / Settings.
    const links = within(bar).getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual(['Home', 'Chat', 'Settings']);
    for (const a of links) await expect(getComputedStyle(a).textDecorationLine).toBe('none');
    await expect(canvas.getByRole('button', { name: 'Submit Case for Analysis' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /My Cases/ }));
    await expect(await canvas.findByText('No cases submitted yet')).toBeVisible();
  },
};
export const DocumentIntelligence: Story = {
  args: { path: '/document-intelligence' },
  parameters: { api: { 'GET /api/documents': { body: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Document Intelligence')).toBeVisible();
    await expect(
      await within(canvasElement).findByText('No documents uploaded yet. Upload your first document to get started.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('Click to upload or drag and drop')).toBeVisible();
  },
};
export const OutcomePrediction: Story = {
  args: { path: '/outcome-prediction' },
  parameters: { api: { 'GET /api/predictions': { body: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Outcome Prediction')).toBeVisible();
    await expect(within(canvasElement).getByText('No Case Selected')).toBeVisible();
    await expect(await within(canvasElement).findByText(/No analysed cases yet/)).toBeVisible();
  },
};
export const CaseDetail: Story = {
  args: { path: '/case-detail/42' },
  parameters: {
    api: { 'GET /api/case-analyses/42': { status: 404, body: { message: 'The requested case analysis could not be found.' } } },
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Case Not Found')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Back to My Cases' })).toBeVisible();
  },
};

export const Subscription: Story = {
  args: { path: '/subscription' },
  parameters: { queryData: [...signedIn(clientUser), ...billing(noSubscription)] },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Subscription')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  },
};

/** The provider's return: confirmed with the server, then the query string is gone. */
export const SubscriptionReturn: Story = {
  args: { path: '/subscription?payment_intent=pi_test123&redirect_status=succeeded' },
  parameters: {
    queryData: [...signedIn(clientUser), ...billing(noSubscription)],
    api: {
      'POST /api/subscription/confirm-return': { body: { outcome: 'succeeded', message: null, subscription: activeSubscription } },
      'GET /api/subscription': { body: activeSubscription },
      'GET /api/session': { body: { user: clientUser } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Subscription activated!', { selector: '.ant-alert *' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('$29.00/month')).toBeVisible();
  },
};

export const PaymentMethods: Story = {
  args: { path: '/subscription/payment-methods' },
  parameters: { queryData: [...signedIn(clientUser), ...billing(activeSubscription)] },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Payment Methods')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Return to Subscription' })).toBeVisible();
  },
};

export const ChatPremiumBadge: Story = {
  args: { path: '/' },
  parameters: { queryData: [...signedIn(clientUser), ...billing(activeSubscription)] },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Chat')).toBeVisible();
    await expect(within(canvasElement).getByText('Premium Active')).toBeVisible();
  },
};

export const ChatFreeTrialBadge: Story = {
  args: { path: '/' },
  parameters: { queryData: [...signedIn(clientUser), ...billing(noSubscription)] },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Chat')).toBeVisible();
    await expect(within(canvasElement).getByText('Free Trial')).toBeVisible();
  },
};

/** A client's way back is named after where it goes: History. */
export const InvalidCaseId: Story = {
  args: { path: '/case-detail/abc' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Invalid Case ID')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Return to My Cases' })).toHaveAttribute(
      'href',
      '/case-analysis?tab=cases',
    );
  },
};

export const InvalidCaseIdAsStaff: Story = {
  args: { path: '/case-detail/abc' },
  parameters: { queryData: signedIn(investigatorUser) },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Invalid Case ID')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/investigator-dashboard',
    );
  },
};

export const InvestigatorDashboardDenied: Story = {
  args: { path: '/investigator-dashboard' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Access Denied')).toBeVisible();
    await expect(within(canvasElement).getByText('This page is only available to investigators.')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Return to Home' })).toBeVisible();
  },
};

export const InvestigatorDashboard: Story = {
  args: { path: '/investigator' },
  parameters: { queryData: signedIn(investigatorUser) },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Investigator Dashboard')).toBeVisible();
  },
};

export const InvestigatorNetworkDenied: Story = {
  args: { path: '/investigator-network' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Access Denied: This page is only available to verified investigators.')).toBeVisible();
  },
};

export const InvestigatorNetwork: Story = {
  args: { path: '/investigator-network' },
  parameters: { queryData: [...signedIn(investigatorUser), [['/api/investigator-network'], []]] },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Investigator Network')).toBeVisible();
    await expect(within(canvasElement).getByText('No Network Members')).toBeVisible();
    await expect(within(canvasElement).getByText(/confidential and for professional use/)).toBeVisible();
  },
};

export const AdminDenied: Story = {
  args: { path: '/admin' },
  parameters: { queryData: signedIn(investigatorUser) },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Access Denied')).toBeVisible();
    await expect(within(canvasElement).getByText('This page is only available to administrators.')).toBeVisible();
  },
};

export const Admin: Story = {
  args: { path: '/admin' },
  parameters: { queryData: [...signedIn(adminUser), [['/api/admin/users'], [adminUser, investigatorUser]]] },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Administration')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Settings: Story = {
  args: { path: '/settings?tab=privacy' },
  parameters: {
    queryData: [
      ...signedIn(clientUser),
      [['/api/user/notifications'], defaultNotificationPreferences],
      [['/api/user/privacy'], defaultPrivacySettings],
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Settings')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Account' }));
    await expect(await canvas.findByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const NoRuntimeNoticeOnRealEngines: Story = {
  args: { path: '/' },
  parameters: { queryData: signedIn(clientUser, productionRuntime) },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Chat')).toBeVisible();
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};

export const MobileLayout: Story = {
  args: { path: '/' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Chat')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};

export const SignedOutGoesToAuth: Story = {
  args: { path: '/history' },
  parameters: { queryData: [[['/api/session'], null]] },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Casebook')).toBeVisible();
    await expect(within(canvasElement).getByRole('tab', { name: 'Login' })).toBeVisible();
  },
};

export const SessionLoading: Story = {
  args: { path: '/' },
  parameters: { queryData: [], api: { 'GET /api/session': 'pending' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toBeInTheDocument(), { timeout: 3000 });
  },
};

export const NotFound: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, '404 Page Not Found')).toBeVisible();
  },
};

export const SignOut: Story = {
  args: { path: '/' },
  parameters: { api: { 'POST /api/logout': { status: 204 } } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Chat');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out' }));
    await expect(await heading(canvasElement, 'Casebook')).toBeVisible();
  },
};
