// How long until a limit resets, in the words a refusal message uses: "3 hours", "1 hour",
// "25 minutes" (whole hours from one hour on, rounded; minutes rounded up, at least one).
// Browser-safe: the modules' contracts, which the web app imports, build their messages with it.
export function waitInWords(seconds: number): string {
  if (seconds >= 3600) {
    const h = Math.round(seconds / 3600);
    return h === 1 ? '1 hour' : `${h} hours`;
  }
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? '1 minute' : `${m} minutes`;
}
