import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerGate, sentBodies, sentQueries } from '../../../../.storybook/mock-fetch';
import { clientUser, signedIn } from '../../../../.storybook/fixtures';
import { initialCaseFormValues } from '../lib/case-form';
import { CASE_FORM_DRAFT } from '../lib/case-draft';
import { CaseForm } from './case-form';
import { ATTACHMENT_TEXTS } from './case-form-end';
import { caseDetail } from './story-fixtures';
import { QUOTA_MESSAGES, type UploadQuotaResponse } from '../../../../modules/documents/contract';
import { MESSAGES } from '../../../../modules/casework/contract';
import './casework.css';

const MB = 1024 * 1024;
/** Today's upload quota with `left` of 20 uploads left (attachments count toward it: decision 0061). */
function quota(left: number): UploadQuotaResponse {
  return {
    plan: 'free',
    files: { used: 20 - left, limit: 20, left },
    bytes: { used: 6 * MB, limit: 100 * MB, left: 94 * MB },
    resetsAt: '2026-01-02T00:00:00.000Z',
  };
}

const meta = {
  title: 'Casework/Case form',
  component: CaseForm,
  args: { onSubmitted: fn() },
  parameters: { api: { 'GET /api/documents/quota': { body: quota(17) } } },
  render: (args) => (
    <main className="cb-page">
      <CaseForm {...args} />
    </main>
  ),
} satisfies Meta<typeof CaseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Picks an option of an antd Select by its label (the options live in a portal). */
async function pick(canvasElement: HTMLElement, label: string, option: string) {
  // Found when it comes: under load the form's later sections paint after the first frame.
  const input = await within(canvasElement).findByLabelText(label, { selector: 'input' });
  await userEvent.click(input);
  // A searchable select lists only what fits (virtual list): narrow it first.
  if (!input.hasAttribute('readonly')) await userEvent.type(input, option);
  const item = await waitFor(() => {
    const found = [
      ...canvasElement.ownerDocument.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((el) => el.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await userEvent.click(item);
}

const selected = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' }).closest('.ant-select')!.querySelector('.ant-select-content')!
    .textContent;

/** Every section of a criminal case; the family section hidden; the consent note and the submit button. */
export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of [
      'Case Information',
      'Jurisdiction & Court Information',
      'Case Parties',
      'Criminal Case Details',
      'Additional Factors',
      'Case Documents',
    ]) {
      // The documents section loads as it nears the viewport (decision 0025): found when it comes.
      await expect(await canvas.findByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(canvas.queryByRole('heading', { name: 'Family Case Details' })).toBeNull();
    await expect(canvas.getByText('PDF, DOCX, JPG, PNG (max 5MB each)')).toBeVisible();
    await expect(canvas.getByText('By submitting, you agree to pay $199.99 for the AI-powered mock-jury case analysis.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit Case for Analysis' })).toBeEnabled();
    await expect(canvas.getByLabelText('Next hearing')).toHaveAttribute('type', 'date');
  },
};

/** A new category clears the case type and offers its own types; family shows its section. */
export const CategoryClearsType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Case type', 'Burglary');
    await expect(selected(canvasElement, 'Case type')).toContain('Burglary');
    await pick(canvasElement, 'Case category', 'Family');
    await waitFor(() => expect(selected(canvasElement, 'Case type')).not.toContain('Burglary'));
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Family Case Details' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Criminal Case Details' })).toBeNull();
    await userEvent.click(within(canvasElement).getByLabelText('Case type', { selector: 'input' }));
    const options = [
      ...canvasElement.ownerDocument.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
    ].map((o) => o.textContent);
    await expect(options).toContain('Divorce');
    await expect(options).not.toContain('Burglary');
    await userEvent.keyboard('{Escape}');
  },
};

/** childrenDetails and supportDetails show only on a yes. */
export const FamilyConditionalFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Case category', 'Family');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Family Case Details' })).toBeVisible();
    await expect(canvas.queryByLabelText('Children details')).toBeNull();
    await expect(canvas.queryByLabelText('Support details')).toBeNull();
    await userEvent.click(within(canvas.getByText('Children involved').closest('.ant-form-item') as HTMLElement).getByLabelText('Yes'));
    await expect(await canvas.findByLabelText('Children details')).toBeVisible();
    await userEvent.click(within(canvas.getByText('Support requested').closest('.ant-form-item') as HTMLElement).getByLabelText('Yes'));
    await expect(await canvas.findByLabelText('Support details')).toBeVisible();
    await userEvent.click(within(canvas.getByText('Children involved').closest('.ant-form-item') as HTMLElement).getByLabelText('No'));
    await waitFor(() => expect(canvas.queryByLabelText('Children details')).toBeNull());
  },
};

/** The city waits for a state; a new state clears the city and offers that state's cities. */
export const StateClearsCity: Story = {
  play: async ({ canvasElement }) => {
    const city = await within(canvasElement).findByLabelText('City', { selector: 'input' });
    await expect(city).toBeDisabled();
    await expect(within(canvasElement).getByText('Choose a state first.')).toBeVisible();
    await pick(canvasElement, 'State', 'Texas');
    await waitFor(() => expect(city).toBeEnabled());
    await pick(canvasElement, 'City', 'Houston');
    await expect(selected(canvasElement, 'City')).toContain('Houston');
    await pick(canvasElement, 'State', 'Ohio');
    await waitFor(() => expect(selected(canvasElement, 'City')).not.toContain('Houston'));
    await pick(canvasElement, 'City', 'Columbus');
    await expect(selected(canvasElement, 'City')).toContain('Columbus');
  },
};

/** SPEC §5's messages, and nothing sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Case for Analysis' }));
    for (const message of [
      'Case number is required',
      'Client name is required',
      'Title must be at least 3 characters',
      'Case description must be at least 20 characters',
      'State is required',
      'City is required',
      'Charge details are required',
      'Defense strategy is required',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(sentBodies('POST', '/api/case-analyses')).toEqual([]);
  },
};

/** A wrong type is refused in the browser; a PDF is listed and can be removed. */
export const Documents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // rc-upload renders a new input after each pick: find it each time.
    const input = () => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    // The drop zone loads as it nears the viewport (decision 0025).
    await canvas.findByText('Drop files here or click to browse');
    // What is left of today's uploads, which the attachments count toward.
    await expect(await canvas.findByText(`17 of 20 uploads left today (94 MB of 100 MB). ${ATTACHMENT_TEXTS.count}`)).toBeVisible();
    await userEvent.upload(input(), new File(['plain'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await body(canvasElement).findByText('Invalid file type')).toBeInTheDocument();
    await expect(body(canvasElement).getByText('File must be PDF, DOC, DOCX, JPG or PNG')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Attached documents' })).toBeNull();
    await userEvent.upload(input(), new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }), { applyAccept: false });
    const list = await canvas.findByRole('list', { name: 'Attached documents' });
    await expect(within(list).getByText('report.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove report.pdf' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Attached documents' })).toBeNull());
  },
};

/** Fills every required field of a criminal case. */
async function fillCase(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Case number'), 'CR-2026-0142');
  await userEvent.type(canvas.getByLabelText('Client name'), 'Jordan Reyes');
  await userEvent.type(canvas.getByLabelText('Case title'), 'State v. Reyes');
  await pick(canvasElement, 'Case type', 'Burglary');
  await userEvent.type(
    await canvas.findByLabelText('Case description'),
    'Accused of entering a closed store at night; one distant eyewitness.',
  );
  await pick(canvasElement, 'State', 'Ohio');
  await pick(canvasElement, 'City', 'Columbus');
  await userEvent.type(await canvas.findByLabelText('Key witnesses'), 'Ann Lee, Bo Chen');
  await userEvent.type(await canvas.findByLabelText('Charge details'), 'Burglary in the third degree');
  await userEvent.type(await canvas.findByLabelText('Defense strategy'), 'Mistaken identity and an alibi.');
}

/** No upload left today: the documents section says so, and that they start again at midnight UTC. */
export const UploadsSpent: Story = {
  parameters: { api: { 'GET /api/documents/quota': { body: quota(0) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        `0 of 20 uploads left today (94 MB of 100 MB). ${ATTACHMENT_TEXTS.count} ${ATTACHMENT_TEXTS.resetsAtMidnight}`,
      ),
    ).toBeVisible();
  },
};

/** More files chosen than uploads are left today: a warning says how many can be uploaded. */
export const MoreFilesThanUploadsLeft: Story = {
  parameters: { api: { 'GET /api/documents/quota': { body: quota(1) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = () => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await canvas.findByText('Drop files here or click to browse');
    await expect(canvas.queryByText(ATTACHMENT_TEXTS.overAllowance(1, 2))).toBeNull();
    for (const name of ['one.pdf', 'two.pdf'])
      await userEvent.upload(input(), new File(['%PDF-1.4'], name, { type: 'application/pdf' }), { applyAccept: false });
    await expect(await canvas.findByText(ATTACHMENT_TEXTS.overAllowance(1, 2))).toBeVisible();
  },
};

/** Today's cases all filed: the server's 429 message is the toast's, and the form keeps what was typed. */
export const DailyCaseLimit: Story = {
  parameters: {
    api: {
      'POST /api/case-analyses': {
        status: 429,
        body: {
          message: 'You have filed 20 cases today, the most a day. You can file another after midnight UTC.',
          code: 'TOO_MANY_REQUESTS',
        },
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCase(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Case for Analysis' }));
    await expect(await body(canvasElement).findByText(MESSAGES.submissionFailedTitle)).toBeInTheDocument();
    await expect(
      body(canvasElement).getByText('You have filed 20 cases today, the most a day. You can file another after midnight UTC.'),
    ).toBeInTheDocument();
    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Case number')).toHaveValue('CR-2026-0142');
  },
};

/**
 * The case is filed but today's uploads are spent on the way: the first refused attachment (429)
 * names the files left out with the server's message, the rest are not tried, the payment step
 * still opens, and the quota line is asked again.
 */
export const AttachmentsPastAllowance: Story = {
  parameters: {
    api: {
      'POST /api/case-analyses': {
        status: 201,
        body: caseDetail({ status: 'pending', paymentStatus: 'unpaid', results: null, analyses: [] }),
      },
      'POST /api/case-analyses/42/documents': {
        status: 429,
        body: { message: QUOTA_MESSAGES.files(20, 'free'), code: 'TOO_MANY_REQUESTS' },
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = () => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await canvas.findByText('Drop files here or click to browse');
    for (const name of ['one.pdf', 'two.pdf'])
      await userEvent.upload(input(), new File(['%PDF-1.4'], name, { type: 'application/pdf' }), { applyAccept: false });
    await fillCase(canvasElement);
    const quotaAsks = () => sentQueries('GET', '/api/documents/quota').length;
    const asked = quotaAsks();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Case for Analysis' }));
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 42 })));
    await expect(await body(canvasElement).findByText(`${MESSAGES.uploadLimitTitle}: one.pdf, two.pdf`)).toBeInTheDocument();
    await expect(body(canvasElement).getByText(QUOTA_MESSAGES.files(20, 'free'))).toBeInTheDocument();
    await expect(sentBodies('POST', '/api/case-analyses/42/documents')).toHaveLength(1);
    await waitFor(() => expect(quotaAsks()).toBeGreaterThan(asked));
  },
};

const submission = answerGate();

/** A filled form: the request as the contract reads it, 'Submitting...', then the created case goes to the payment step. */
export const Submits: Story = {
  parameters: {
    api: {
      'POST /api/case-analyses': () => ({
        status: 201,
        body: caseDetail({ status: 'pending', paymentStatus: 'unpaid', results: null, analyses: [] }),
        heldUntil: submission.held(),
      }),
    },
  },
  beforeEach: () => submission.reset(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCase(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Case for Analysis' }));
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    submission.release();
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 42 })));
    const [sent] = sentBodies('POST', '/api/case-analyses') as Array<Record<string, unknown>>;
    await expect(sent).toMatchObject({
      caseNumber: 'CR-2026-0142',
      caseCategory: 'criminal',
      caseType: 'burglary',
      state: 'OH',
      city: 'Columbus',
      keyWitnesses: 'Ann Lee, Bo Chen',
      criminal: { chargeDetails: 'Burglary in the third degree', evidenceStrength: 'moderate' },
    });
    await expect(sent).not.toHaveProperty('family');
  },
};

const draftKey = `casebook.draft.${CASE_FORM_DRAFT}.u${clientUser.id}`;
/** A draft the signed-in client left an hour ago (decision 0051), removed again after the story. */
const withDraft = () => {
  const values = {
    ...initialCaseFormValues,
    caseNumber: 'CR-2026-0142',
    clientName: 'Jordan Reyes',
    caseTitle: 'State v. Reyes',
    caseType: 'burglary',
    caseDescription: 'The client is accused of entering a closed store at night; the only eyewitness stood 60 metres away.',
    state: 'TX',
    city: 'Houston',
  };
  localStorage.setItem(draftKey, JSON.stringify({ savedAt: new Date(Date.now() - 3600_000).toISOString(), values }));
  return () => localStorage.removeItem(draftKey);
};

/** Back on the form after a reload: 'Restore your draft from …?' with Restore and Discard; Restore fills it. */
export const DraftOffered: Story = {
  parameters: { queryData: signedIn(clientUser) },
  beforeEach: withDraft,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The offer is a chunk of its own: give it time to arrive.
    const offer = (await canvas.findByText(/^Restore your draft from /, {}, { timeout: 5000 })).closest<HTMLElement>('[role="status"]')!;
    await expect(offer).toHaveTextContent(/Restore your draft from (today|[A-Z][a-z]{2} \d{1,2}) at \d{1,2}:\d{2} [AP]M\?/);
    await expect(offer).toHaveTextContent('Attached documents are not kept in a draft.');
    await expect(canvas.getByLabelText('Case number')).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
    await expect(canvas.getByLabelText('Case number')).toHaveValue('CR-2026-0142');
    await expect(canvas.getByLabelText('Case title')).toHaveValue('State v. Reyes');
    await expect(canvas.queryByText(/^Restore your draft from /)).toBeNull();
  },
};

/** The offer on a phone: its buttons wrap below the question. */
export const DraftOfferedMobile: Story = {
  parameters: { queryData: signedIn(clientUser) },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  beforeEach: withDraft,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Restore your draft from /, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(canvas.queryByText(/^Restore your draft from /)).toBeNull();
    await expect(localStorage.getItem(draftKey)).toBeNull();
  },
};
