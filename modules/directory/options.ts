// The directory's fixed choices (SPEC §9), without zod: the contract re-exports them to the web
// app, which must not load events.ts's (classic zod) event schemas with them (decision 0026).
export const RADIUS_OPTIONS = [25, 50, 100, 200, 999] as const; // 999 = statewide
export const DEFAULT_RADIUS = 50;
export const DEFAULT_MIN_RATING = 4;
export const URGENCY_LEVELS = ['low', 'medium', 'high', 'urgent'] as const;
export const INVESTIGATION_TYPES = [
  'Missing Persons',
  'Background Checks',
  'Surveillance',
  'Corporate Investigations',
  'Insurance Claims',
  'Infidelity/Cheating',
  'Asset Searches',
  'Skip Tracing',
  'Legal Support',
  'Fraud Investigation',
  'Criminal Defense',
  'Child Custody',
  "Workers' Compensation",
  'Other',
] as const;
export const CONTACT_METHODS = ['email', 'phone', 'both'] as const;
export const BUDGET_RANGES = [
  'Under $500',
  '$500 - $1,000',
  '$1,000 - $2,500',
  '$2,500 - $5,000',
  '$5,000 - $10,000',
  'Over $10,000',
  'Flexible/Discuss',
] as const;
/** How an investigator sends an answer: in the app only, or also by email to the client (through the mail adapter). */
export const ANSWER_CHANNELS = ['app', 'email'] as const;
/** A consultation lasts this long (the .ics invitation's DURATION and the screens). */
export const CONSULTATION_MINUTES = 60;
