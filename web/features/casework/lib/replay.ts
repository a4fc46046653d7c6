import type { CaseHistoryResponse, HistoryActor, HistoryEntry } from '../../../../modules/casework/contract';

/** 'ivy.investigator (investigator)', 'AI analysis (offline)', 'Payment provider (test)', 'Erased user'. */
export function actorName(who: HistoryActor): string {
  if (who.kind === 'person') {
    const name = who.name ?? 'Erased user';
    return who.role ? `${name} (${who.role})` : name;
  }
  return who.name ?? (who.kind === 'ai' ? 'AI analysis' : who.kind === 'payment-provider' ? 'Payment provider' : 'System');
}

/** The entry to show: the one picked, else the latest. */
export function selectedEntry(events: readonly HistoryEntry[], version: number | undefined): HistoryEntry | undefined {
  return events.find((e) => e.version === version) ?? events.at(-1);
}

/** The export: the server's answer as it came, pretty-printed, under a name saying which case and when. */
export function historyExport(history: CaseHistoryResponse): { fileName: string; json: string } {
  const stamp = history.generatedAt.replace(/[:.]/g, '-');
  return { fileName: `case-${history.caseId}-history-${stamp}.json`, json: `${JSON.stringify(history, null, 2)}\n` };
}
