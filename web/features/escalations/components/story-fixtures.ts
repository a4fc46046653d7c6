// Escalations the stories seed or answer with. Made up for display only; nothing here ships.
import type { EscalationCreatedResponse, EscalationResponse } from '../../../../modules/conversation/contract';

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export const pendingEscalation: EscalationResponse = {
  id: 3,
  caseId: 'INV-2026-48213',
  caseSummary: 'My business partner moved company funds to an account I cannot see. I need the transfers traced before our hearing.',
  urgency: 'urgent',
  status: 'pending',
  estimatedResponse: 'as soon as possible',
  createdAt: ago(1),
  updatedAt: ago(1),
};

export const inProgressEscalation: EscalationResponse = {
  id: 2,
  caseId: 'INV-2026-20577',
  caseSummary: 'Background check on a contractor before we sign a large renovation contract.',
  urgency: 'priority',
  status: 'in-progress',
  estimatedResponse: '8-24 hours',
  createdAt: ago(26),
  updatedAt: ago(20),
};

export const resolvedEscalation: EscalationResponse = {
  id: 1,
  caseId: 'INV-2026-11904',
  caseSummary: 'Locate a former tenant who left owing three months of rent.',
  urgency: 'standard',
  status: 'resolved',
  estimatedResponse: '24-48 hours',
  createdAt: ago(24 * 9),
  updatedAt: ago(24 * 7),
};

export const clientEscalations = [pendingEscalation, inProgressEscalation, resolvedEscalation];

/** Staff see each client's username too. */
export const staffEscalations: EscalationResponse[] = [
  { ...pendingEscalation, userId: 101, username: 'casey.client' },
  { ...inProgressEscalation, userId: 102, username: 'morgan.reyes' },
  { ...resolvedEscalation, userId: 103, username: 'jordan.lee' },
];

export const createdEscalation: EscalationCreatedResponse = {
  id: 4,
  caseId: 'INV-2026-12345',
  status: 'pending',
  urgency: 'priority',
  estimatedResponse: '8-24 hours',
};
