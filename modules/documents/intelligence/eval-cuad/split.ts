// The one split of ../shared/fixtures/cuad-dev (issue 28), fixed on the day the folder was first
// used, before any extraction rule was written against these files. It must never change: a split
// moved after the figures were seen would let the test part leak into the rules. Rules and prompts
// are written looking at the development part only; the test part is read only to be scored.

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `c${String(from + i).padStart(2, '0')}`);

export const SPLIT = {
  development: ids(1, 40),
  test: ids(41, 60),
} as const;

export type Part = keyof typeof SPLIT;
