import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CustodyEntry, CustodyLogResponse } from '../../../../modules/documents/contract';
import { CustodyLog } from './custody-log';

const ID = '0b6f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
const RECORDED = '9f2c1e7a4b3d5f60718293a4b5c6d7e8f90123456789abcdef0123456789abcd';
const CHANGED = '11aa22bb33cc44dd55ee66ff778899aabbccddeeff00112233445566778899aa';

// Made up for display only.
const entry = (seq: number, over: Partial<CustodyEntry>): CustodyEntry => ({
  seq,
  at: `2026-11-2${seq}T10:1${seq}:00.000Z`,
  action: 'viewed',
  actor: { userId: 7, role: 'client', username: 'jordan.avery' },
  ip: '203.0.113.24',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1.15',
  sha256: RECORDED,
  matched: true,
  requestId: `req-${seq}`,
  hash: `${seq}`.repeat(64),
  ...over,
});

const log = (entries: CustodyEntry[], chain: CustodyLogResponse['chain'] = { ok: true, checked: entries.length }): CustodyLogResponse => ({
  fileId: ID,
  recordedSha256: RECORDED,
  total: entries.length,
  chain,
  entries,
});

const url = `GET /api/documents/${ID}/custody`;

const meta = {
  title: 'Documents/Custody log',
  component: CustodyLog,
  args: { documentId: ID },
  parameters: {
    api: {
      [url]: {
        body: log([
          entry(4, { action: 'exported', actor: { userId: 31, role: 'auditor', username: 'k.moreno' }, ip: '198.51.100.9' }),
          entry(3, { action: 'downloaded' }),
          entry(2, { action: 'viewed', ip: null, userAgent: null, actor: { userId: 12, role: 'client', username: null } }),
          entry(1, { action: 'viewed' }),
        ]),
      },
    },
  },
} satisfies Meta<typeof CustodyLog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Folded until asked for: nothing is read before.
    await userEvent.click(canvas.getByText('Custody log'));
    await expect(await canvas.findByText("4 entries; the log's hash chain verifies.")).toBeVisible();
    await expect(canvas.getByText(RECORDED)).toBeVisible();
    await expect(canvas.getByText('Exported in a case bundle')).toBeVisible();
    await expect(canvas.getByText('k.moreno · auditor')).toBeVisible();
    await expect(canvas.getByText('From 198.51.100.9')).toBeVisible();
    await expect(canvas.getByText('Address not kept (that person’s data was erased)')).toBeVisible();
    await expect(canvas.getByText('User 12 (account erased) · client')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const RefusedAfterAChange: Story = {
  parameters: {
    api: {
      [url]: {
        body: log([
          entry(3, { action: 'verification-failed', sha256: CHANGED, matched: false }),
          entry(2, { action: 'downloaded' }),
          entry(1, { action: 'viewed' }),
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Custody log'));
    await expect(await canvas.findByText('The stored file no longer matches its upload')).toBeVisible();
    await expect(canvas.getByText('Refused: fingerprint mismatch')).toBeVisible();
    await expect(canvas.getByText(`${CHANGED.slice(0, 12)}…`)).toBeVisible();
  },
};

export const AlteredLog: Story = {
  parameters: { api: { [url]: { body: log([entry(2, {}), entry(1, {})], { ok: false, checked: 1, firstBadSeq: 2 }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Custody log'));
    await expect(await canvas.findByText('This custody log was altered')).toBeVisible();
    await expect(canvas.getByText(/Entry 2 no longer matches the hash chain/)).toBeVisible();
  },
};

export const NobodyYet: Story = {
  parameters: { api: { [url]: { body: log([]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Custody log'));
    await expect(await canvas.findByText('Nobody has opened this file yet.')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { api: { [url]: { status: 404, body: { message: 'Document not found', code: 'NOT_FOUND' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Custody log'));
    await expect(await canvas.findByText('The custody log could not be loaded')).toBeVisible();
  },
};
