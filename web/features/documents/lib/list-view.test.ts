import { describe, expect, it } from 'vitest';
import type { DocumentSummary } from '../../../../modules/documents/contract';
import { completed, failed, processing } from '../components/story-fixtures';
import { filterDocuments, localDay, NO_FILTERS, sortDocuments, typeOf, typesIn } from './list-view';

const doc = (over: Partial<DocumentSummary>): DocumentSummary => ({ ...completed, ...over });
const lease = doc({ id: 'l', fileName: 'lease 10.pdf', documentType: 'Lease', uploadDate: '2026-11-10T12:00:00.000Z', size: 900 });
const nda = doc({
  id: 'n',
  fileName: 'Lease 9.pdf',
  documentType: 'Non-Disclosure Agreement',
  uploadDate: '2026-11-15T12:00:00.000Z',
  size: 50,
});
const untyped = doc({ id: 'u', fileName: 'letter.txt', documentType: null, uploadDate: '2026-11-01T12:00:00.000Z', size: 5 });
const all = [lease, nda, untyped, processing, failed];
const ids = (docs: DocumentSummary[]) => docs.map((d) => d.id);

describe('the documents list', () => {
  it('filters by type, status and upload days (inclusive)', () => {
    expect(ids(filterDocuments(all, { ...NO_FILTERS, types: ['Lease', 'Document'] }))).toEqual(['l', 'u']);
    expect(ids(filterDocuments(all, { ...NO_FILTERS, statuses: ['processing', 'failed'] }))).toEqual([processing.id, failed.id]);
    const from = localDay(lease.uploadDate);
    const to = localDay(nda.uploadDate);
    expect(ids(filterDocuments([lease, nda, untyped], { ...NO_FILTERS, from, to }))).toEqual(['l', 'n']);
    expect(ids(filterDocuments([lease, nda, untyped], { ...NO_FILTERS, to: localDay(untyped.uploadDate) }))).toEqual(['u']);
  });

  it('keeps only a search’s matches, in its order, with the filters on top', () => {
    expect(ids(filterDocuments(all, NO_FILTERS, ['n', 'gone', 'l']))).toEqual(['n', 'l']);
    expect(ids(filterDocuments(all, { ...NO_FILTERS, types: ['Lease'] }, ['n', 'l']))).toEqual(['l']);
  });

  it('sorts by each column both ways; untyped documents last by type; ties newest first', () => {
    expect(ids(sortDocuments([lease, nda, untyped], { key: 'name', order: 'ascend' }))).toEqual(['n', 'l', 'u']);
    expect(ids(sortDocuments([lease, nda, untyped], { key: 'size', order: 'descend' }))).toEqual(['l', 'n', 'u']);
    expect(ids(sortDocuments([lease, nda, untyped], { key: 'date', order: 'ascend' }))).toEqual(['u', 'l', 'n']);
    expect(ids(sortDocuments([processing, lease, nda], { key: 'type', order: 'ascend' }))).toEqual(['l', 'n', processing.id]);
    expect(ids(sortDocuments([processing, lease, nda], { key: 'type', order: 'descend' }))).toEqual(['n', 'l', processing.id]);
    expect(ids(sortDocuments([failed, lease, processing], { key: 'status', order: 'ascend' }))).toEqual([processing.id, 'l', failed.id]);
    expect(ids(sortDocuments([nda, lease], { key: 'relevance' }))).toEqual(['n', 'l']);
  });

  it('names the types present for the filter, an analysed document without one as "Document"', () => {
    expect(typeOf(untyped)).toBe('Document');
    expect(typeOf(processing)).toBeNull();
    expect(typesIn(all)).toEqual(['Document', 'Lease', 'Non-Disclosure Agreement']);
  });
});
