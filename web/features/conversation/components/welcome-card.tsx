import { FileSearchOutlined, ReadOutlined, RobotOutlined, SolutionOutlined } from '@ant-design/icons';

/** The empty chat (SPEC §2): what the assistant helps with, as capability chips. */
export function WelcomeCard() {
  return (
    <div className="cb-welcome" data-testid="welcome-card">
      <RobotOutlined aria-hidden style={{ fontSize: 40, color: '#1f3a8a' }} />
      <h3>Welcome to Casebook AI</h3>
      <p style={{ margin: 0 }}>
        Ask about an investigation you are facing or running: what to do first, what evidence matters, what a private
        investigator can and cannot do. Escalate to a human investigator whenever you need one.
      </p>
      <ul className="cb-welcome-chips" aria-label="What the assistant helps with">
        <li>
          <SolutionOutlined aria-hidden /> Case Analysis
        </li>
        <li>
          <FileSearchOutlined aria-hidden /> Document Review
        </li>
        <li>
          <ReadOutlined aria-hidden /> Research
        </li>
      </ul>
    </div>
  );
}
