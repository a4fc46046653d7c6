import type { ReactNode } from 'react';
import { FileSearchOutlined, ReadOutlined, RobotOutlined, SolutionOutlined } from '@ant-design/icons';

export interface Starter {
  label: string;
  icon: ReactNode;
  /** Put in the message box for the user to finish. */
  prompt: string;
}

/** SPEC §2's capability chips, each the start of a question. */
export const STARTERS: Starter[] = [
  {
    label: 'Case Analysis',
    icon: <SolutionOutlined aria-hidden />,
    prompt: 'What are the strengths and weaknesses of my case? Here is what happened: ',
  },
  {
    label: 'Document Review',
    icon: <FileSearchOutlined aria-hidden />,
    prompt: 'What should I check in this document before I rely on it? It is a ',
  },
  {
    label: 'Research',
    icon: <ReadOutlined aria-hidden />,
    prompt: 'What does the law in my state say about ',
  },
];

/** The empty chat (SPEC §2): what the assistant helps with; a chip starts a question about it. */
export function WelcomeCard({ onStart }: { onStart: (prompt: string) => void }) {
  return (
    <div className="cb-welcome" data-testid="welcome-card">
      <RobotOutlined aria-hidden style={{ fontSize: 40, color: '#1f3a8a' }} />
      <h3>Welcome to Casebook AI</h3>
      <p style={{ margin: 0 }}>
        Ask about an investigation you are facing or running: what to do first, what evidence matters, what a private investigator can and
        cannot do. Escalate to a human investigator whenever you need one.
      </p>
      <p className="cb-welcome-hint" id="cb-welcome-hint">
        Start with a topic:
      </p>
      <ul className="cb-welcome-chips" aria-label="What the assistant helps with">
        {STARTERS.map((starter) => (
          <li key={starter.label}>
            <button type="button" className="cb-welcome-chip" aria-describedby="cb-welcome-hint" onClick={() => onStart(starter.prompt)}>
              {starter.icon} {starter.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
