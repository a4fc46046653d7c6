// Every story is checked with axe after it renders (and after its play function): a serious or
// critical violation fails the story's test.
import axe from 'axe-core';

export async function expectNoSeriousA11yViolations(root: Element | Document = document): Promise<void> {
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  });
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (serious.length === 0) return;
  const report = serious
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n');
  throw new Error(`Accessibility violations:\n${report}`);
}
