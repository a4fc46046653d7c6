import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import { SecondFactorCard } from './second-factor-card';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const setup = {
  secret: SECRET,
  otpauthUri: `otpauth://totp/Casebook:casey?secret=${SECRET}&issuer=Casebook&algorithm=SHA1&digits=6&period=30`,
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z" fill="#000"/></svg>',
};
const recoveryCodes = [
  'abcde-fghij',
  'klmno-pqrst',
  'uvwxy-z2345',
  'a2b3c-d4e5f',
  'g6h7i-j2k3l',
  'm4n5o-p6q7r',
  's2t3u-v4w5x',
  'y6z7a-b2c3d',
  'e4f5g-h6i7j',
  'k2l3m-n4o5p',
];
const off = { enabled: false, required: false, recoveryCodesLeft: 0 };

const meta = {
  title: 'Settings/Two-factor authentication',
  component: SecondFactorCard,
  parameters: { queryData: [[['/api/user/second-factor'], off]] },
} satisfies Meta<typeof SecondFactorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: one button starts the setup. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  },
};

/** The enrol screen: QR code, the secret as text, the otpauth URI, then a code turns it on and the recovery codes show once. */
export const Enrol: Story = {
  parameters: {
    api: {
      'POST /api/user/second-factor/setup': { body: setup },
      'POST /api/user/second-factor': { status: 201, body: { recoveryCodes } },
      'GET /api/user/second-factor': { body: { enabled: true, required: false, recoveryCodesLeft: 10 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up two-factor authentication' }));
    await expect(await canvas.findByRole('img', { name: 'QR code to add Casebook to your authenticator app' })).toBeVisible();
    await expect(canvas.getByTestId('second-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await expect(canvas.getByText(setup.otpauthUri)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Code from the app'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on two-factor authentication' }));
    await expect(await canvas.findByText('Save your recovery codes now')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    await expect(sentBodies('POST', '/api/user/second-factor')).toEqual([{ code: '123456' }]);
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved my recovery codes' }));
    await expect(await canvas.findByText(/Two-factor authentication is on/)).toBeVisible();
  },
};

/** Staff and auditors keep it: no way to turn it off. */
export const RequiredForStaff: Story = {
  parameters: { queryData: [[['/api/user/second-factor'], { enabled: true, required: true, recoveryCodesLeft: 7 }]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('It is required for staff and auditor accounts.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn off two-factor authentication' })).toBeNull();
  },
};
