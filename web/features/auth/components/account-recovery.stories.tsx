import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerGate, sentBodies } from '../../../../.storybook/mock-fetch';
import { MESSAGES } from '../../../../modules/identity/contract';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

// Forgot password, the reset link's page and the email confirmation page (decisions 0048 and 0054).
const meta = {
  title: 'Auth/Account recovery',
  component: ForgotPasswordForm,
  args: { onBack: fn() },
  render: (args) => (
    <main className="cb-page" style={{ maxWidth: 420 }}>
      <ForgotPasswordForm {...args} />
    </main>
  ),
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A token of the shape the server issues (43 base64url characters). */
const TOKEN = 'q3Yt0o9lBv2c4Kq7mZ1xR8sW5aE6dF0gH2jL4nP6rT8';

/** The request each story below holds on its way while it reads the in-flight state. */
const request = answerGate();

/** Every address gets the server's one answer: nothing tells whether an account uses it. */
export const ForgotPasswordSendsLink: Story = {
  parameters: {
    api: { 'POST /api/password-reset': () => ({ status: 202, body: { message: MESSAGES.resetSent }, heldUntil: request.held() }) },
  },
  beforeEach: () => request.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/it works once, for 60 minutes\./)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'jordan@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('button', { name: 'Sending link...' })).toBeDisabled();
    request.release();
    await expect(await canvas.findByRole('status')).toHaveTextContent(MESSAGES.resetSent);
    await expect(sentBodies('POST', '/api/password-reset')).toEqual([{ email: 'jordan@example.com' }]);
  },
};

/** A malformed address is refused in the browser, and nothing is sent. */
export const ForgotPasswordInvalidEmail: Story = {
  parameters: { api: { 'POST /api/password-reset': { status: 202, body: { message: MESSAGES.resetSent } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(MESSAGES.email)).toBeVisible();
    await expect(sentBodies('POST', '/api/password-reset')).toEqual([]);
  },
};

/** The per-address limit answers 429: its message is shown, as the server wrote it. */
export const ForgotPasswordThrottled: Story = {
  parameters: {
    api: { 'POST /api/password-reset': { status: 429, body: { message: 'Too many reset requests. Try again in an hour.' } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'jordan@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many reset requests. Try again in an hour.');
  },
};

export const BackToLogin: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to login' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The reset page: a new password twice, 'Saving...', then the account is signed out everywhere. */
export const ResetSetsNewPassword: Story = {
  parameters: { api: { 'POST /api/password-reset/confirm': () => ({ status: 204, heldUntil: request.held() }) } },
  beforeEach: () => request.reset(),
  render: () => <ResetPasswordPage token={TOKEN} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'violet-harbor-42');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'violet-harbor-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    request.release();
    await expect(await canvas.findByText('Your new password is set')).toBeVisible();
    await expect(canvas.getByText('You were signed out everywhere. Sign in with your new password.')).toBeVisible();
    await expect(sentBodies('POST', '/api/password-reset/confirm')).toEqual([
      { token: TOKEN, password: 'violet-harbor-42', confirmPassword: 'violet-harbor-42' },
    ]);
  },
};

/** Short and mismatched passwords are refused in the browser; nothing is sent. */
export const ResetValidation: Story = {
  parameters: { api: { 'POST /api/password-reset/confirm': { status: 204 } } },
  render: () => <ResetPasswordPage token={TOKEN} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText(MESSAGES.newPassword)).toBeVisible();
    await expect(await canvas.findByText(MESSAGES.passwordsDontMatch)).toBeVisible();
    await expect(sentBodies('POST', '/api/password-reset/confirm')).toEqual([]);
  },
};

/** A password the server refuses (too common) is shown on its field, not as a banner. */
export const ResetCommonPasswordOnField: Story = {
  parameters: { api: { 'POST /api/password-reset/confirm': { status: 400, body: { message: MESSAGES.commonPassword } } } },
  render: () => <ResetPasswordPage token={TOKEN} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'password123');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    const field = canvas.getByLabelText('New password').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(field).getByText(MESSAGES.commonPassword)).toBeVisible());
    // One place for the message: the field, not also the form's banner.
    await expect(canvas.getAllByText(MESSAGES.commonPassword)).toHaveLength(1);
    await expect(canvasElement.querySelector('.cb-form-error')).toBeNull();
  },
};

/** A used or expired link: the server's message, and a way back to sign in. */
export const ResetLinkExpired: Story = {
  parameters: { api: { 'POST /api/password-reset/confirm': { status: 400, body: { message: MESSAGES.resetInvalid } } } },
  render: () => <ResetPasswordPage token={TOKEN} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'violet-harbor-42');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'violet-harbor-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.resetInvalid);
  },
};

/** A link without its token says so instead of showing a form that cannot work. */
export const ResetLinkIncomplete: Story = {
  render: () => <ResetPasswordPage token={undefined} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This password reset link is incomplete')).toBeVisible();
    await expect(canvas.queryByLabelText('New password')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Go to sign in' })).toBeEnabled();
  },
};

/** The confirmation link sends its token once and says the email is confirmed. */
export const VerifyEmailConfirmed: Story = {
  parameters: { api: { 'POST /api/user/verify-email': () => ({ status: 204, heldUntil: request.held() }) } },
  beforeEach: () => request.reset(),
  render: () => <VerifyEmailPage token={TOKEN} onContinue={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Confirming your email…')).toBeVisible();
    request.release();
    await expect(await canvas.findByText('Your email is confirmed')).toBeVisible();
    await expect(sentBodies('POST', '/api/user/verify-email')).toEqual([{ token: TOKEN }]);
  },
};

/** A used or expired confirmation link: the server's reason. */
export const VerifyEmailFailed: Story = {
  parameters: { api: { 'POST /api/user/verify-email': { status: 400, body: { message: MESSAGES.verificationInvalid } } } },
  render: () => <VerifyEmailPage token={TOKEN} onContinue={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your email could not be confirmed')).toBeVisible();
    await expect(canvas.getByText(MESSAGES.verificationInvalid)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue to Casebook' })).toBeEnabled();
  },
};

/** On a small phone (320 px) the reset page fits without scrolling sideways. */
export const ResetMobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => <ResetPasswordPage token={TOKEN} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Set new password' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
