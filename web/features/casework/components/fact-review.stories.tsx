import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import type { ConfirmFacts } from '../../../../modules/casework/contract';
import { FactReview } from './fact-review';
import { storyCriminalFactsView, storyFamilyFactsView } from './story-fixtures';
import './casework.css';

const FACTS = '/api/case-analyses/43/facts';

const meta = {
  title: 'Casework/Review your case facts',
  component: FactReview,
  args: { caseRef: { id: 43, caseTitle: 'State v. Reyes', caseNumber: 'CR-2026-0142' }, onContinue: fn(), onCancel: fn() },
  parameters: {
    api: {
      [`GET ${FACTS}`]: { body: storyCriminalFactsView },
      [`PUT ${FACTS}`]: { body: { ...storyCriminalFactsView, status: 'confirmed', confirmedAt: '2026-05-14T10:00:00.000Z' } },
    },
  },
  render: (args) => (
    <main className="cb-page">
      <FactReview {...args} />
    </main>
  ),
} satisfies Meta<typeof FactReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A criminal case whose evidence was rated weak though the description names a video: the flag first; a witness's side changed and confirmed. */
export const CriminalWithContradiction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('flag-rating-contradiction')).toHaveTextContent(/rated the evidence against you as weak/);
    await expect(canvas.getByText('You are the defendant.')).toBeVisible();
    await expect(canvas.getAllByTestId('fact-person')).toHaveLength(3);
    await expect(canvas.getByText(/Made by Kevin Bell/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Charge 1' })).toHaveValue('Burglary in the third degree (R.C. 2911.12)');
    const side = within(canvas.getByRole('radiogroup', { name: 'Side of Bo Chen' }));
    await userEvent.click(side.getByText('For you'));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm facts and continue to payment' }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledWith('confirmed'));
    const [body] = sentBodies('PUT', FACTS) as ConfirmFacts[];
    await expect(body!.people.find((p) => p.name === 'Bo Chen')?.side).toBe('for');
  },
};

/** A custody matter: who started it (petitioner or respondent) and which parent the client is. */
/** Self-defence read from the description (decision 0095): who the evidence shows started it, and the home entered, for the client to confirm. */
export const SelfDefenceRaised: Story = {
  parameters: {
    api: {
      [`GET ${FACTS}`]: {
        body: {
          ...storyCriminalFactsView,
          facts: {
            ...storyCriminalFactsView.facts,
            selfDefence: { aggressor: 'other', homeEntry: true, quote: 'He kicked in my back door at 2 a.m. and came at me with a bat.' },
          },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = within(await canvas.findByTestId('facts-self-defence'));
    await expect(block.getByRole('checkbox', { name: /I acted in self-defence/ })).toBeChecked();
    await expect(block.getByRole('radio', { name: 'The other person' })).toBeChecked();
    await expect(block.getByRole('checkbox', { name: 'The other person broke into or unlawfully entered my home' })).toBeChecked();
    await expect(block.getByText(/kicked in my back door/)).toBeVisible();
  },
};

export const FamilyRoleSelector: Story = {
  args: { caseRef: { id: 43, caseTitle: 'Custody of Mia Lopez', caseNumber: 'FAM-2026-0007' } },
  parameters: { api: { [`GET ${FACTS}`]: { body: storyFamilyFactsView } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('flag-role-unknown')).toBeVisible();
    const role = within(canvas.getByRole('radiogroup', { name: 'Your role in the case' }));
    await expect(role.getByRole('radio', { name: 'Not sure' })).toBeChecked();
    await userEvent.click(role.getByText('I asked the court (petitioner)'));
    await expect(role.getByRole('radio', { name: 'I asked the court (petitioner)' })).toBeChecked();
    await expect(
      within(canvas.getByRole('radiogroup', { name: 'Which parent are you' })).getByRole('radio', { name: 'The mother' }),
    ).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'What the court weighs' })).toBeVisible();
    await expect(canvas.getAllByTestId('fact-factor')).toHaveLength(3);
    await expect(canvas.queryByRole('heading', { name: 'Charges and record' })).toBeNull();
    const other = within(canvas.getByRole('radiogroup', { name: 'Is the other party a parent of the child' }));
    await expect(other.getByRole('radio', { name: 'Not sure' })).toBeChecked();
  },
};

/** The family review on a phone: every choice fits the screen's width (the longest labels wrap, nothing scrolls sideways). */
export const FamilyPhone: Story = {
  args: { caseRef: { id: 43, caseTitle: 'Custody of Mia Lopez', caseNumber: 'FAM-2026-0007' } },
  parameters: { api: { [`GET ${FACTS}`]: { body: storyFamilyFactsView } } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const other = within(await canvas.findByRole('radiogroup', { name: 'Is the other party a parent of the child' }));
    await userEvent.click(other.getByText('No, not a parent'));
    await expect(other.getByRole('radio', { name: 'No, not a parent' })).toBeChecked();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
};

/** 'Skip review and pay' goes on to the payment without sending anything. */
export const Skip: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Skip review and pay' }));
    await expect(args.onContinue).toHaveBeenCalledWith('skipped');
    await expect(sentBodies('PUT', FACTS)).toEqual([]);
  },
};

export const Loading: Story = {
  parameters: { api: { [`GET ${FACTS}`]: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Reading your case facts')).toBeInTheDocument();
  },
};

/** The case was paid meanwhile: the server's 409 words, no confirm. */
export const AlreadyPaid: Story = {
  parameters: {
    api: {
      [`GET ${FACTS}`]: { body: storyCriminalFactsView },
      [`PUT ${FACTS}`]: { status: 409, body: { message: 'This case has already been paid.' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm facts and continue to payment' }));
    await expect(await canvas.findByText('This case has already been paid.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm facts and continue to payment' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { [`GET ${FACTS}`]: { status: 404, body: { message: 'The requested case analysis could not be found.' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your case facts could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skip review and pay' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('flag-rating-contradiction');
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
};
