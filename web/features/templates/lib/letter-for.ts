// Which letter Case Detail's "Letters" button opens for a case (a file of its own: Case Detail
// loads it without the templates' code).

/** A civil plaintiff's demand letter; any other case opens the library, filled from the case. */
export const letterFor = (c: { civil: { clientRole: string } | null }): string | undefined =>
  c.civil?.clientRole === 'plaintiff' ? 'civil-demand-letter' : undefined;
