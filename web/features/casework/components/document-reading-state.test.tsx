// The reading state beside a case's documents (decision 0055): while a document waits in the queue
// the detail page shows its place and asks again; once every document is read it stops asking.
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CaseDocumentReadingResponse } from '../../../../modules/casework/reading-contract';
import { createQueryClient } from '../../../lib/query-client';
import { useCaseDocumentReading } from '../api/case-document-reading';
import { DocumentReadingState, readingWords } from './document-reading-state';

const URL_ = '/api/case-analyses/7/document-reading';
let answers: CaseDocumentReadingResponse[] = [];
let calls = 0;

beforeEach(() => {
  calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toBe(URL_);
      const body = answers[Math.min(calls, answers.length - 1)];
      calls++;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe() {
  const q = useCaseDocumentReading(7);
  return (
    <ul aria-label="docs">
      {q.data?.documents.map((d) => (
        <li key={d.id}>
          {d.id}: <DocumentReadingState reading={d} />
        </li>
      ))}
    </ul>
  );
}

it('words each state, with the number of documents ahead', () => {
  expect(readingWords({ id: 'a', state: 'waiting', ahead: 3, error: null })).toBe('Waiting to be read (3 documents ahead)');
  expect(readingWords({ id: 'a', state: 'waiting', ahead: 1, error: null })).toBe('Waiting to be read (1 document ahead)');
  expect(readingWords({ id: 'a', state: 'waiting', ahead: 0, error: null })).toBe('Waiting to be read (next)');
  expect(readingWords({ id: 'a', state: 'reading', ahead: null, error: null })).toBe('Being read');
  expect(readingWords({ id: 'a', state: 'failed', ahead: null, error: 'Too complex to read.' })).toBe(
    'Could not be read: Too complex to read.',
  );
});

it('shows the place while a document waits, asks again, and stops once it is read', async () => {
  answers = [
    { documents: [{ id: 'd1', state: 'waiting', ahead: 2, error: null }] },
    { documents: [{ id: 'd1', state: 'reading', ahead: null, error: null }] },
    { documents: [{ id: 'd1', state: 'read', ahead: null, error: null }] },
  ];
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  const list = await screen.findByRole('list', { name: 'docs' });
  expect(await within(list).findByText('Waiting to be read (2 documents ahead)')).toBeTruthy();
  expect(await within(list).findByText('Being read', undefined, { timeout: 8_000 })).toBeTruthy();
  expect(await within(list).findByText('Read', undefined, { timeout: 8_000 })).toBeTruthy();
  const after = calls;
  await new Promise((r) => setTimeout(r, 3_500));
  expect(calls).toBe(after); // nothing waits any more: no more polling
}, 20_000);
