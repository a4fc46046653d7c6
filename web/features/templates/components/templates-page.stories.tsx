import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TemplatesPage } from './templates-page';
import { civilDemandLetter, demandLetter, library } from './story-fixtures';

const meta = {
  title: 'Templates/Page',
  component: TemplatesPage,
  args: { onChoose: fn(), user: { username: 'casey.client', email: 'casey@example.com' } },
  parameters: {
    queryData: [
      [['/api/templates'], library],
      [['/api/templates/small-claims-demand-letter'], demandLetter],
      [['/api/templates/civil-demand-letter'], civilDemandLetter],
    ],
  },
} satisfies Meta<typeof TemplatesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Library: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Letter Templates' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Investigative letters' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Legal letters' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use template: Demand Letter for Small Claims' }));
    await expect(args.onChoose).toHaveBeenCalledWith('small-claims-demand-letter');
  },
};

export const Chosen: Story = {
  args: { templateId: 'small-claims-demand-letter', caseRef: { number: 'SC-2026-114' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The form's code loads when a template is chosen (docs/decisions/0028): wait for it.
    await expect(await canvas.findByRole('heading', { name: 'Demand Letter for Small Claims' })).toBeVisible();
    await expect(canvas.getByLabelText('Case number')).toHaveValue('SC-2026-114');
    await userEvent.click(canvas.getByRole('button', { name: 'All templates' }));
    await expect(args.onChoose).toHaveBeenCalledWith(undefined);
  },
};

/** Case Detail's Letters button on a civil plaintiff's case: the demand letter, filled from the case. */
export const FromACivilCase: Story = {
  args: {
    templateId: 'civil-demand-letter',
    caseRef: {
      title: 'Whitfield v. Lee Roofing',
      number: 'CV-2026-0042',
      opposingParty: 'Lee Roofing LLC',
      amountInDispute: '$2,400.00',
      state: 'Illinois',
      claims: 'Paid $2,400 in advance for a roof repair that was never done.',
      evidence: 'Signed estimate\nBank statement',
      smallClaimsLimit: '$10,000.00',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Demand Letter Before Filing a Civil Claim' })).toBeVisible();
    await expect(canvas.getByLabelText('Recipient name')).toHaveValue('Lee Roofing LLC');
    await expect(canvas.getByLabelText('Amount demanded')).toHaveValue('$2,400.00');
    await expect(canvas.getByLabelText('What happened')).toHaveValue('Paid $2,400 in advance for a roof repair that was never done.');
    await expect(canvas.getByLabelText('Records you have kept')).toHaveValue('Signed estimate\nBank statement');
    await expect(canvas.getByLabelText('Your name')).toHaveValue('casey.client');
    await expect(canvas.getByLabelText('Days to respond')).toHaveValue('');
  },
};

/** The case named by the link is still loading: no form yet (it takes its first values once). */
export const WaitingForTheCase: Story = {
  args: { templateId: 'civil-demand-letter', caseLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'All templates' })).toBeVisible();
    await expect(canvas.getByText('Loading the template')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Recipient name')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    queryData: [],
    api: { 'GET /api/templates': { status: 500, body: { message: 'The server is unavailable', code: 'INTERNAL' } } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load templates')).toBeVisible();
  },
};
