// Templates for the stories, shaped like the server's answers (made up for display only).
import type { TemplateResponse, TemplateSummary } from '../../../../modules/templates/contract';

export const demandLetter: TemplateResponse = {
  id: 'small-claims-demand-letter',
  name: 'Demand Letter for Small Claims',
  category: 'Legal',
  subcategory: 'Small Claims',
  description: 'Asks for money owed before filing in small claims court.',
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
  template: 'You owe me {{amountOwed}} for {{reasonOwed}}.',
  variables: [
    { name: 'senderName', label: 'Your name', required: true, multiline: false, prefill: 'user.username' },
    { name: 'senderEmail', label: 'Your email', required: false, multiline: false, prefill: 'user.email' },
    { name: 'date', label: 'Date of the letter', required: true, multiline: false, prefill: 'today' },
    { name: 'recipientName', label: 'Recipient name', required: true, multiline: false },
    { name: 'amountOwed', label: 'Amount owed', required: true, multiline: false, placeholder: '$1,850.00' },
    { name: 'reasonOwed', label: 'Why it is owed', required: true, multiline: true },
    { name: 'caseNumber', label: 'Case number', required: false, multiline: false, prefill: 'case.number' },
  ],
};

/** The civil demand letter with the fields a civil case fills (a shortened text). */
export const civilDemandLetter: TemplateResponse = {
  id: 'civil-demand-letter',
  name: 'Demand Letter Before Filing a Civil Claim',
  category: 'Legal',
  subcategory: 'Civil Claims',
  description: 'A plaintiff’s written demand before going to court.',
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
  template:
    'Dear {{recipientName}}:\n\n{{factsDescription}}\n\nI demand that you pay me {{amountDemanded}}. Please respond within {{responseDays}} days.',
  variables: [
    { name: 'senderName', label: 'Your name', required: true, multiline: false, prefill: 'user.username' },
    { name: 'date', label: 'Date of the letter', required: true, multiline: false, prefill: 'today' },
    { name: 'recipientName', label: 'Recipient name', required: true, multiline: false, prefill: 'case.opposingParty' },
    { name: 'factsDescription', label: 'What happened', required: true, multiline: true, prefill: 'case.claims' },
    { name: 'amountDemanded', label: 'Amount demanded', required: true, multiline: false, prefill: 'case.amountInDispute' },
    { name: 'evidenceSummary', label: 'Records you have kept', required: false, multiline: true, prefill: 'case.evidence' },
    { name: 'responseDays', label: 'Days to respond', required: true, multiline: false, placeholder: '14' },
  ],
};

const summary = ({ template: _t, variables: _v, ...rest }: TemplateResponse): TemplateSummary => rest;

export const library: TemplateSummary[] = [
  {
    id: 'witness-contact-letter',
    name: 'Witness Contact Letter',
    category: 'Investigative',
    subcategory: 'Witnesses',
    description: 'A courteous first contact with a possible witness.',
    createdAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-04-01T00:00:00.000Z',
  },
  summary(demandLetter),
  summary(civilDemandLetter),
];
