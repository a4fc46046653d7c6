// The PDF report of a jury result and of a bench result (issue 25): the plausible range, what
// moved the estimate, whether the facts were confirmed, and no jurors in a bench report.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { caseDetail, storyBenchResult, storyOlderResult, storyResult } from '../../web/features/casework/components/story-fixtures';
import { pointsText, renderCaseReport } from './report.js';

async function reportText(results: typeof storyResult): Promise<string> {
  const pdf = await renderCaseReport(caseDetail({ results }), { ownerName: 'casey.client', generatedAt: '2026-05-14T10:00:00.000Z' });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('case report', () => {
  it('a jury result: the range, the waterfall from the base rate with quotes, the facts status and the twelve jurors', async () => {
    const text = await reportText(storyResult);
    expect(text).toContain('Probability of success: 64%');
    expect(text).toContain('Likely between 52% and 75%.');
    expect(text).toContain('What Moved the Estimate');
    expect(text).toContain('Base rate for this kind of case: 35%.');
    expect(text).toContain('+21 points: A confession by someone else');
    expect(text).toContain('-4 points: Store camera footage');
    expect(text).toContain('"His roommate Kevin Bell later told police he broke in himself."');
    expect(text).toContain('The client reviewed and confirmed the facts before the analysis ran.');
    expect(text).toContain('The Simulated Jury');
    expect(text).toContain('Juror 12');
    expect(text).toContain('Decided by: a simulated jury of twelve.');
    // The product and the page on every page's footer.
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Casebook · Case analysis ${caseDetail({ results: storyResult }).caseNumber} · Page ${pages} of ${pages}`);
  });

  it('a bench result: the court, the law, the ruling and its findings, and no jurors', async () => {
    const text = await reportText(storyBenchResult);
    expect(text).toContain('The Bench');
    expect(text).toContain('Texas best-interest factors');
    expect(text).toContain('Grants joint custody, the client as primary parent (71% confidence)');
    expect(text).toContain("Analysed on the facts as read from the client's description; the client did not review them.");
    expect(text).toContain('Warning: We could not tell whether you asked the court');
    expect(text).not.toMatch(/juror|jury|panelist/i);
  });

  it('a civil jury of six is named by its size', async () => {
    const six = { ...storyResult, jurors: storyResult.jurors.slice(0, 6).map((j, i) => ({ ...j, seat: i + 1 })) };
    const text = await reportText(six);
    expect(text).toContain('Decided by: a simulated jury of six.');
    expect(text).toContain('Juror 6');
    expect(text).not.toContain('Juror 7');
  });

  it('an older result without the new fields still renders', async () => {
    const text = await reportText(storyOlderResult);
    expect(text).toContain('Probability of success: 64%');
    expect(text).not.toContain('Likely between');
    expect(text).not.toContain('What Moved the Estimate');
  });

  it('points read +n / -n', () => {
    expect(pointsText(21)).toBe('+21 points');
    expect(pointsText(-4.04)).toBe('-4 points');
    expect(pointsText(1)).toBe('+1 point');
    expect(pointsText(0)).toBe('0 points');
  });
});
