import { describe, expect, it } from 'vitest';
import { isDocumentQuestion } from './document-question.js';

const mine = [
  { fileName: 'Elm Street lease 2025.pdf', documentType: 'Lease Agreement' },
  { fileName: 'scan_0042.png', documentType: 'Non-Disclosure Agreement' },
  { fileName: 'Incident-report-Springfield-PD.pdf', documentType: null },
];

describe('isDocumentQuestion', () => {
  it.each([
    'When does my lease end?',
    'who signed the NDA?',
    'What does the police report say about the time?',
    'how much is the deposit in my rental agreement?',
    'Does my employment agreement have a non-compete?',
    'What is the governing law of this contract?',
    'can you check the documents I uploaded for the termination date?',
    'In my uploaded files, who is the landlord?',
    'What does the letter from the insurer say?',
    'how do I end my lease early?',
    'what are the payment terms in our supply agreement',
    'Summarize the settlement agreement',
    'who are the parties to that license agreement?',
    'Is there an arbitration clause in my contract?',
    'what did my will say about the house',
  ])('"%s" is about the user\'s documents', (q) => {
    expect(isDocumentQuestion(q)).toBe(true);
  });

  it.each([
    'How do I get a police report?',
    'What should an NDA contain?',
    'What is a non-compete agreement?',
    'how do I get my police report?',
    'How can I write a will?',
    'what does a lease need to be valid in California?',
    'Can my employer read my messages?',
    'Is it legal to record a phone call in Texas?',
    'how much does a private investigator cost?',
    'When is the best time to serve divorce papers?',
    'Who can I hire to find a missing person?',
    'this will take a while, how long do background checks take?',
    'what are the terms of a standard NDA?',
    'Should I sign a non-compete?',
    'Explain what an indemnification clause does',
    '',
  ])('"%s" is a general question', (q) => {
    expect(isDocumentQuestion(q)).toBe(false);
  });

  it("counts a question that names one of the user's files or its type, and only theirs", () => {
    expect(isDocumentQuestion('what does the Springfield incident say about the time?', mine)).toBe(true);
    expect(isDocumentQuestion('When does Elm Street end?', mine)).toBe(true);
    expect(isDocumentQuestion('who signed the non-disclosure agreement', mine)).toBe(true);
    expect(isDocumentQuestion('any mention of a lease agreement renewal?', mine)).toBe(true);
    // The same question without such a document, and a word that only the other user's file has.
    expect(isDocumentQuestion('any mention of a lease agreement renewal?')).toBe(false);
    expect(isDocumentQuestion('When does Elm Street end?')).toBe(false);
    // A file name's generic words (scan, pdf, document) name nothing.
    expect(isDocumentQuestion('how do I scan a pdf document?', mine)).toBe(false);
  });
});
