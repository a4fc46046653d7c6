// Documents for the stories, shaped like the server's answers (made up for display only).
import type { DocumentDetail, DocumentSummary, SearchResponse } from '../../../../modules/documents/contract';

const TEXT =
  'SERVICES AGREEMENT\n\nThis Services Agreement is made on March 3, 2025 by and between Harbor Lantern Investigations LLC ("Investigator") and Quillfeather Mutual Insurance Company ("Client").\n' +
  'Client shall pay Investigator $4,500.00 upon delivery of the final report. This Agreement shall be governed by the laws of the State of Maine.';
const at = (s: string) => ({ start: TEXT.indexOf(s), end: TEXT.indexOf(s) + s.length });
const page1End = TEXT.indexOf('Client shall pay');

export const completedDetail: DocumentDetail = {
  id: '0b6f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  fileName: 'Harbor Lantern services agreement.pdf',
  uploadDate: '2026-11-20T14:05:00.000Z',
  status: 'completed',
  kind: 'pdf',
  contentType: 'application/pdf',
  size: 18233,
  confidence: 87,
  tags: ['contract', 'services', 'insurance'],
  documentType: 'Services Agreement',
  summary: 'Harbor Lantern Investigations LLC will investigate for Quillfeather Mutual Insurance Company for $4,500.00, under Maine law.',
  method: 'text-layer',
  pageCount: 2,
  warnings: [],
  error: null,
  keyInfo: {
    documentType: 'Services Agreement',
    confidence: 87,
    tags: ['contract', 'services', 'insurance'],
    summary: 'Harbor Lantern Investigations LLC will investigate for Quillfeather Mutual Insurance Company for $4,500.00, under Maine law.',
    parties: [
      {
        name: 'Harbor Lantern Investigations LLC',
        role: 'Investigator',
        kind: 'organization',
        source: { page: 1, ...at('Harbor Lantern Investigations LLC') },
      },
      {
        name: 'Quillfeather Mutual Insurance Company',
        role: 'Client',
        kind: 'organization',
        source: { page: 1, ...at('Quillfeather Mutual Insurance Company') },
      },
    ],
    dates: [{ text: 'March 3, 2025', iso: '2025-03-03', label: 'Effective date', source: { page: 1, ...at('March 3, 2025') } }],
    amounts: [{ text: '$4,500.00', value: 4500, currency: 'USD', source: { page: 2, ...at('$4,500.00') } }],
    keyTerms: [{ term: 'final report', source: { page: 2, ...at('final report') } }],
    clauses: [
      {
        kind: 'governing_law',
        quote: 'This Agreement shall be governed by the laws of the State of Maine.',
        source: { page: 2, ...at('This Agreement shall be governed by the laws of the State of Maine.') },
      },
    ],
    governingLaw: { state: 'Maine', source: { page: 2, ...at('State of Maine') } },
  },
  extractedText: TEXT,
  pages: [
    { page: 1, start: 0, end: page1End },
    { page: 2, start: page1End, end: TEXT.length },
  ],
};

const summaryOf = ({ extractedText: _t, pages: _p, ...rest }: DocumentDetail): DocumentSummary => rest;
export const completed = summaryOf(completedDetail);

export const processing: DocumentSummary = {
  ...completed,
  id: '1c7a6b9f-2d3e-4f5a-9b0c-1d2e3f4a5b6c',
  fileName: 'Witness statement scan.png',
  uploadDate: '2026-11-21T09:30:00.000Z',
  status: 'processing',
  kind: 'png',
  contentType: 'image/png',
  confidence: null,
  tags: [],
  documentType: null,
  summary: null,
  keyInfo: null,
  method: null,
  pageCount: null,
};

export const failed: DocumentSummary = {
  ...processing,
  id: '2d8b7c0a-3e4f-4a5b-8c1d-2e3f4a5b6c7d',
  fileName: 'broken.pdf',
  uploadDate: '2026-11-21T11:00:00.000Z',
  status: 'failed',
  kind: 'pdf',
  contentType: 'application/pdf',
  error: 'The file is damaged and could not be read.',
};

export const searchAnswer: SearchResponse = {
  query: 'report',
  results: [
    {
      id: completed.id,
      fileName: completed.fileName,
      uploadDate: completed.uploadDate,
      status: 'completed',
      documentType: 'Services Agreement',
      rank: 0.4,
      snippet: [
        { text: 'Client shall pay Investigator $4,500.00 upon delivery of the final ', hit: false },
        { text: 'report', hit: true },
        { text: '.', hit: false },
      ],
    },
  ],
};

const SCAN =
  'WITNESS STATEMENT\n\nI saw the grey van leave the depot at 9:40 pm on June 2, 2025.\nThe driver wore a red cap.\nSigned, Mara Ellison';
const inScan = (s: string) => ({ page: 1, start: SCAN.indexOf(s), end: SCAN.indexOf(s) + s.length });

/** A photo of a page, read by OCR: no text layer, so a passage is marked in the text beside it. */
export const scannedDetail: DocumentDetail = {
  ...completedDetail,
  id: '3e9c8d1b-4f5a-4b6c-9d2e-3f4a5b6c7d8e',
  fileName: 'Witness statement photo.png',
  uploadDate: '2026-11-18T10:00:00.000Z',
  kind: 'png',
  contentType: 'image/png',
  size: 48211,
  confidence: 64,
  tags: ['statement'],
  documentType: 'Witness Statement',
  summary: 'Mara Ellison saw the grey van leave the depot at 9:40 pm on June 2, 2025.',
  method: 'ocr',
  pageCount: 1,
  keyInfo: {
    documentType: 'Witness Statement',
    confidence: 64,
    tags: ['statement'],
    summary: 'Mara Ellison saw the grey van leave the depot at 9:40 pm on June 2, 2025.',
    parties: [{ name: 'Mara Ellison', kind: 'person', source: inScan('Mara Ellison') }],
    dates: [{ text: 'June 2, 2025', iso: '2025-06-02', source: inScan('June 2, 2025') }],
    amounts: [],
    keyTerms: [{ term: 'grey van', source: inScan('grey van') }],
    clauses: [],
    governingLaw: null,
  },
  extractedText: SCAN,
  pages: [{ page: 1, start: 0, end: SCAN.length }],
};
export const scanned = summaryOf(scannedDetail);
/** The picture's lines (story-files.ts draws them). */
export const scanLines = SCAN.split('\n').filter(Boolean);
