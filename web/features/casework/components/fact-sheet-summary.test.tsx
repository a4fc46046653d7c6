// The confirmed facts as the result shows them (issue 25): a self-defence claim in plain words, for
// the client ("you") and for staff ("the client").
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { FactSheetSummary } from './fact-sheet-summary';
import { storyCriminalFactsView } from './story-fixtures';

const claimed = {
  ...storyCriminalFactsView.facts,
  selfDefence: { aggressor: 'client' as const, homeEntry: true, unlawfulActivity: true, quote: 'He kicked in my door.' },
};

it('says a self-defence claim in the client’s words', () => {
  render(<FactSheetSummary facts={claimed} />);
  expect(screen.getByTestId('summary-self-defence').textContent).toBe(
    'Self-defence is raised; the evidence shows you started it; the other person broke into or unlawfully entered the home; you were not allowed to have the weapon',
  );
});

it('says it of the client to staff, and says nothing when no claim is raised', () => {
  const { unmount } = render(<FactSheetSummary facts={claimed} audience="staff" />);
  expect(screen.getByTestId('summary-self-defence').textContent).toContain('the evidence shows the client started it');
  unmount();
  render(<FactSheetSummary facts={storyCriminalFactsView.facts} />);
  expect(screen.queryByTestId('summary-self-defence')).toBeNull();
});
