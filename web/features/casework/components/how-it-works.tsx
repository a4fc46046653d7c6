import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { FileAddOutlined, RobotOutlined, SolutionOutlined } from '@ant-design/icons';

const steps = [
  {
    icon: <FileAddOutlined aria-hidden />,
    title: 'Submit your case',
    text: 'Describe the case, its jurisdiction and parties, and attach any documents.',
  },
  {
    icon: <RobotOutlined aria-hidden />,
    title: 'AI analysis',
    text: 'You check the facts we read; once paid, simulated jurors (or a judge) weigh them.',
  },
  {
    icon: <SolutionOutlined aria-hidden />,
    title: 'Get results',
    text: 'The chance of a favourable outcome, what moved it, strengths, weaknesses and advice.',
  },
];

/** SPEC §2: three steps — submit the case, AI analysis, get results. */
export function HowItWorks() {
  return (
    <Card className="cb-how-it-works">
      <section aria-labelledby="cb-how-it-works">
        <Typography.Title level={2} id="cb-how-it-works" className="cb-section-title">
          How It Works
        </Typography.Title>
        <ol className="cb-steps">
          {steps.map((step, index) => (
            <li key={step.title}>
              <span className="cb-step-icon">{step.icon}</span>
              <div>
                <strong>
                  {index + 1}. {step.title}
                </strong>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
