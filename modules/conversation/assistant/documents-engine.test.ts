import { describe, expect, it } from 'vitest';
import type { DocumentPassage } from '../../documents/index.js';
import { DocumentAwareEngine, NO_DOCUMENTS } from './documents-engine.js';
import { FROM_YOUR_DOCUMENTS, NOTHING_FOUND } from './document-answer.js';
import type { AiEngine, ChatRequest, ChatTurn, UserDocuments } from './types.js';

const inner: AiEngine = {
  kind: 'offline',
  async *streamChat() {
    yield 'from the knowledge base';
  },
};

const leaseText = 'This Lease begins on January 1, 2026. The term of this Lease ends on December 31, 2026, at noon.';
const passage: DocumentPassage = {
  documentId: '00000000-0000-4000-8000-000000000001',
  fileName: 'Lease.pdf',
  documentType: 'Lease Agreement',
  page: 2,
  start: 1000,
  end: 1000 + leaseText.length,
  text: leaseText,
  score: 0.9,
};

function documents(list: { fileName: string; documentType: string | null }[], passages: DocumentPassage[] = [passage]) {
  const asked: string[] = [];
  const docs: UserDocuments = {
    list: async () => list,
    passages: async (q) => {
      asked.push(q);
      return passages;
    },
  };
  return { docs, asked };
}

async function reply(turns: ChatTurn[], docs?: UserDocuments) {
  const request: ChatRequest = { turns, ...(docs ? { documents: docs } : {}) };
  let text = '';
  for await (const chunk of new DocumentAwareEngine(inner).streamChat(request)) text += chunk;
  return text;
}

const lease = [{ fileName: 'Lease.pdf', documentType: 'Lease Agreement' }];

describe('answers from the user’s own documents', () => {
  it('quotes the passage with the document, the page and a link that opens it there', async () => {
    const { docs, asked } = documents(lease);
    const text = await reply([{ role: 'user', content: 'When does my lease end?' }], docs);
    expect(asked).toEqual(['When does my lease end?']);
    expect(text).toContain(FROM_YOUR_DOCUMENTS);
    expect(text).toMatch(
      /\[Lease\.pdf, page 2\]\(\/document-intelligence\?open=00000000-0000-4000-8000-000000000001&page=2&start=\d+&end=\d+\)/,
    );
    expect(text).toContain('December 31, 2026');
  });

  it('says so when nothing in the documents answers, and invents nothing', async () => {
    const { docs } = documents(lease, []);
    const text = await reply([{ role: 'user', content: 'What does my lease say about pets?' }], docs);
    expect(text.startsWith(NOTHING_FOUND)).toBe(true);
    expect(text).not.toContain(FROM_YOUR_DOCUMENTS);
  });

  it('tells a user with no documents to upload one when they ask about their files, and leaves the rest to the engine', async () => {
    const { docs } = documents([]);
    expect(await reply([{ role: 'user', content: 'What do my uploaded documents say about the deadline?' }], docs)).toBe(NO_DOCUMENTS);
    expect(await reply([{ role: 'user', content: 'When does my lease end?' }], docs)).toBe('from the knowledge base');
  });

  it('reads a statement as a statement, not a question about a document', async () => {
    const { docs, asked } = documents(lease);
    expect(await reply([{ role: 'user', content: 'My email is jane@example.com' }], docs)).toBe('from the knowledge base');
    expect(asked).toEqual([]);
  });

  it('leaves general questions to the engine behind', async () => {
    const { docs, asked } = documents(lease);
    expect(await reply([{ role: 'user', content: 'What should a good NDA contain?' }], docs)).toBe('from the knowledge base');
    expect(asked).toEqual([]);
    expect(await reply([{ role: 'user', content: 'When does my lease end?' }])).toBe('from the knowledge base');
  });

  it('follows up on a document answer ("and when did it start?")', async () => {
    const { docs, asked } = documents(lease);
    const first = await reply([{ role: 'user', content: 'When does my lease end?' }], docs);
    const text = await reply(
      [
        { role: 'user', content: 'When does my lease end?' },
        { role: 'assistant', content: first },
        { role: 'user', content: 'and when did it start?' },
      ],
      docs,
    );
    expect(asked.at(-1)).toBe('and when did it start?');
    expect(text).toContain(FROM_YOUR_DOCUMENTS);
  });
});
