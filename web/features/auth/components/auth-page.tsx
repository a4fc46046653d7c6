import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { Typography } from '../../../components/ui/typography';
import { CrownOutlined, TeamOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { UserResponse } from '../../../../modules/identity/contract';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './auth-page.css';

export type AuthTab = 'login' | 'register';

export interface AuthPageProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** Called after a successful login or registration (the user is already in the cache). */
  onSignedIn: (user: UserResponse) => void;
}

const features = [
  {
    icon: <ThunderboltOutlined />,
    title: 'Real-time AI Answers',
    text: 'Ask about your investigation and get clear answers in seconds.',
  },
  {
    icon: <TeamOutlined />,
    title: 'Human Escalation',
    text: 'Hand your case to a licensed private investigator when you need a person.',
  },
  {
    icon: <CrownOutlined />,
    title: 'Premium Subscription ($29/month)',
    text: 'Unlimited AI assistance and investigator escalations. Cancel anytime.',
  },
];

/** Sign in or register (SPEC.md §2 "Auth page"). */
export function AuthPage({ tab, onTabChange, onSignedIn }: AuthPageProps) {
  return (
    <main className="cb-auth">
      {/* Brand, then the form, then what Casebook does: on a phone the form comes right after the brand. */}
      <section className="cb-auth-panel cb-auth-intro" aria-labelledby="cb-auth-title">
        <div className="cb-auth-brand">
          <span className="cb-auth-mark" aria-hidden>
            C
          </span>
          <Typography.Title level={1} id="cb-auth-title" className="cb-auth-title">
            Casebook
          </Typography.Title>
        </div>
        <p className="cb-auth-tagline">Your AI investigative and legal-support assistant.</p>
      </section>
      <section className="cb-auth-form" aria-labelledby="cb-auth-form-title">
        <Card>
          <Typography.Title level={2} id="cb-auth-form-title" style={{ fontSize: 20, marginTop: 0 }}>
            {tab === 'login' ? 'Welcome back' : 'Create your account'}
          </Typography.Title>
          {/* Only the active form is in the page, so 'Username' and 'Password' label one field each. */}
          <Tabs
            destroyOnHidden
            activeKey={tab}
            onChange={(key) => onTabChange(key === 'register' ? 'register' : 'login')}
            items={[
              { key: 'login', label: 'Login', children: <LoginForm onSignedIn={onSignedIn} /> },
              { key: 'register', label: 'Register', children: <RegisterForm onSignedIn={onSignedIn} /> },
            ]}
          />
        </Card>
      </section>
      <section className="cb-auth-panel cb-auth-more" aria-label="What Casebook does">
        <ul className="cb-auth-features">
          {features.map((feature) => (
            <li key={feature.title}>
              <span className="cb-auth-feature-icon" aria-hidden>
                {feature.icon}
              </span>
              <div>
                <strong>{feature.title}</strong>
                <p>{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
