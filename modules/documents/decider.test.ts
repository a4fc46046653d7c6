// Given events / when command / then events (or a refusal), for one document's stream.
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../infra/http/errors.js';
import type { KeyInformation } from './contract.js';
import { decide, evolve, initialDocument, type DocumentCommand } from './decider.js';
import { eventSchemas, type DocumentEvent } from './events.js';

const DOC = '6f1d2c3b-4a59-4e68-9d7c-0b1a2c3d4e5f';
const OWNER = 7;
const T = (s: number) => new Date(Date.parse('2026-11-23T10:00:00.000Z') + s * 1000).toISOString();

const given = (events: DocumentEvent[]) => events.reduce(evolve, initialDocument);
const when = (events: DocumentEvent[], command: DocumentCommand) => decide(command, given(events));

const upload: Extract<DocumentCommand, { type: 'UploadDocument' }> = {
  type: 'UploadDocument',
  documentId: DOC,
  userId: OWNER,
  kind: 'pdf',
  contentType: 'application/pdf',
  size: 1234,
  storageKey: `documents/${OWNER}/${DOC}`,
  sha256: 'a'.repeat(64),
  fileName: 'Lease agreement.pdf',
  now: T(0),
};
const keyInfo: KeyInformation = {
  documentType: 'Lease Agreement',
  confidence: 82,
  tags: ['lease'],
  summary: 'A lease.',
  parties: [{ name: 'Alder Homes LLC', role: 'Landlord', kind: 'organization', source: { page: 1, start: 10, end: 25 } }],
  dates: [],
  amounts: [{ text: '$1,200.00', value: 1200, currency: 'USD', source: { page: 1, start: 40, end: 49 } }],
  keyTerms: [],
  clauses: [],
  governingLaw: null,
};
const uploaded = () => when([], upload);
const extracted = (): DocumentEvent[] => {
  const first = uploaded();
  return [
    ...first,
    ...when(first, {
      type: 'RecordExtraction',
      method: 'text-layer',
      text: 'LEASE Alder Homes LLC pays $1,200.00',
      pages: [{ page: 1, start: 0, end: 36 }],
      warnings: [],
      now: T(5),
    }),
  ];
};

describe('documents decider', () => {
  it('an upload is recorded with its name as personal data, and is valid by its schema', () => {
    const events = uploaded();
    expect(events).toEqual([
      {
        type: 'DocumentUploaded',
        data: {
          documentId: DOC,
          userId: OWNER,
          kind: 'pdf',
          contentType: 'application/pdf',
          size: 1234,
          storageKey: `documents/7/${DOC}`,
          sha256: 'a'.repeat(64),
          uploadedAt: T(0),
          pii: { fileName: 'Lease agreement.pdf' },
        },
      },
    ]);
    expect(eventSchemas.DocumentUploaded.safeParse(events[0]!.data).success).toBe(true);
    expect(given(events)).toMatchObject({ status: 'processing', userId: OWNER });
  });

  it('the same upload again decides nothing', () => {
    expect(when(uploaded(), upload)).toEqual([]);
  });

  it('extraction records the text (encrypted part) and its counts, once', () => {
    const events = extracted();
    const text = events[1]!;
    expect(text).toMatchObject({
      type: 'TextExtracted',
      data: { method: 'text-layer', pageCount: 1, chars: 36, pii: { pages: [{ page: 1, start: 0, end: 36 }] } },
    });
    expect(eventSchemas.TextExtracted.safeParse(text.data).success).toBe(true);
    expect(given(events).status).toBe('extracted');
    expect(when(events, { type: 'RecordExtraction', method: 'plain', text: 'x', pages: [], warnings: [], now: T(6) })).toEqual([]);
  });

  it('analysis completes an extracted document, once; before extraction it decides nothing', () => {
    expect(when(uploaded(), { type: 'RecordAnalysis', engine: 'offline', keyInfo, now: T(9) })).toEqual([]);
    const events = extracted();
    const analyzed = when(events, { type: 'RecordAnalysis', engine: 'offline', keyInfo, now: T(9) });
    expect(analyzed).toEqual([
      {
        type: 'DocumentAnalyzed',
        data: {
          documentId: DOC,
          userId: OWNER,
          engine: 'offline',
          documentType: 'Lease Agreement',
          confidence: 82,
          analyzedAt: T(9),
          pii: { keyInfo },
        },
      },
    ]);
    expect(eventSchemas.DocumentAnalyzed.safeParse(analyzed[0]!.data).success).toBe(true);
    const done = [...events, ...analyzed];
    expect(given(done)).toMatchObject({ status: 'completed', documentType: 'Lease Agreement', confidence: 82 });
    expect(when(done, { type: 'RecordAnalysis', engine: 'offline', keyInfo, now: T(10) })).toEqual([]);
  });

  it('a file that cannot be read fails the document; a failed one is not failed or analysed again', () => {
    const failed = when(uploaded(), {
      type: 'FailAnalysis',
      stage: 'extraction',
      code: 'CORRUPT',
      reason: 'The file is damaged and could not be read.',
      now: T(3),
    });
    expect(failed).toEqual([
      {
        type: 'DocumentAnalysisFailed',
        data: {
          documentId: DOC,
          userId: OWNER,
          stage: 'extraction',
          code: 'CORRUPT',
          reason: 'The file is damaged and could not be read.',
          failedAt: T(3),
        },
      },
    ]);
    const events = [...uploaded(), ...failed];
    expect(given(events)).toMatchObject({ status: 'failed', code: 'CORRUPT' });
    expect(when(events, { type: 'FailAnalysis', stage: 'analysis', code: 'X', reason: 'x', now: T(4) })).toEqual([]);
    expect(when(events, { type: 'RecordExtraction', method: 'plain', text: 'x', pages: [], warnings: [], now: T(4) })).toEqual([]);
  });

  it('analysis can fail after extraction, but not after completion', () => {
    const events = extracted();
    expect(when(events, { type: 'FailAnalysis', stage: 'analysis', code: 'AI_TIMEOUT', reason: 'too slow', now: T(7) })[0]).toMatchObject({
      type: 'DocumentAnalysisFailed',
      data: { stage: 'analysis' },
    });
    const done = [...events, ...when(events, { type: 'RecordAnalysis', engine: 'offline', keyInfo, now: T(9) })];
    expect(when(done, { type: 'FailAnalysis', stage: 'analysis', code: 'AI_TIMEOUT', reason: 'too slow', now: T(10) })).toEqual([]);
  });

  it('the owner deletes it in any state; the worker then decides nothing more', () => {
    const events = uploaded();
    const deleted = when(events, { type: 'DeleteDocument', userId: OWNER, now: T(2) });
    expect(deleted).toEqual([{ type: 'DocumentDeleted', data: { documentId: DOC, userId: OWNER, deletedAt: T(2) } }]);
    const after = [...events, ...deleted];
    expect(given(after).status).toBe('deleted');
    expect(when(after, { type: 'RecordExtraction', method: 'plain', text: 'x', pages: [], warnings: [], now: T(3) })).toEqual([]);
    expect(when(after, { type: 'FailAnalysis', stage: 'extraction', code: 'CORRUPT', reason: 'x', now: T(3) })).toEqual([]);
    expect(
      when(extracted().concat(when(extracted(), { type: 'DeleteDocument', userId: OWNER, now: T(6) })), {
        type: 'RecordAnalysis',
        engine: 'offline',
        keyInfo,
        now: T(9),
      }),
    ).toEqual([]);
  });

  it("someone else's document, a missing one and a deleted one cannot be deleted (404 alike)", () => {
    expect(() => when(uploaded(), { type: 'DeleteDocument', userId: OWNER + 1, now: T(2) })).toThrow(NotFoundError);
    expect(() => when([], { type: 'DeleteDocument', userId: OWNER, now: T(2) })).toThrow(NotFoundError);
    const gone = [...uploaded(), ...when(uploaded(), { type: 'DeleteDocument', userId: OWNER, now: T(2) })];
    expect(() => when(gone, { type: 'DeleteDocument', userId: OWNER, now: T(3) })).toThrow(NotFoundError);
  });

  it('evolve leaves the state as it is for an event it does not know', () => {
    const state = given(uploaded());
    expect(evolve(state, { type: 'Unknown', data: {} } as unknown as DocumentEvent)).toBe(state);
  });
});
