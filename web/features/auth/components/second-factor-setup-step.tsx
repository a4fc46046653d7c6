import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { SecondFactorSetup, UserResponse } from '../../../../modules/identity/contract';
import { errorMessage } from '../../../lib/api-client';
import { setSignedInUser } from '../../../lib/session';
import { dismissToasts, toast } from '../../../lib/toast';
import { busy } from '../../../components/busy';
import { useLoginSecondFactorSetup } from '../api/login';

const CODE_HINT = 'Enter the 6-digit code from your authenticator app';

/** Moves the focus to a heading when it first appears (the step replaced the form the focus was in). */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="cb-second-factor-step">
      <h3 ref={heading} tabIndex={-1} className="cb-second-factor-step-title">
        Save your recovery codes
      </h3>
      <Alert
        type="warning"
        showIcon
        title="They are shown only this once"
        description="Each code signs you in once if you lose your device. Keep them somewhere safe, away from this device."
      />
      <ol className="cb-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button type="primary" block onClick={onContinue}>
        I have saved my recovery codes — continue
      </Button>
    </div>
  );
}

/**
 * A staff or auditor account's first sign-in (decision 0048): they sign in only with a second
 * factor, so after the password the authenticator is set up — QR code or secret, a current code —
 * and the recovery codes are shown once before the role's home opens.
 */
export function SecondFactorSetupStep({
  setup,
  onSignedIn,
  onBack,
}: {
  setup: SecondFactorSetup;
  onSignedIn: (user: UserResponse) => void;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useLoginSecondFactorSetup();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [done, setDone] = useState<{ user: UserResponse; recoveryCodes: string[] } | null>(null);

  if (done) {
    return (
      <RecoveryCodes
        codes={done.recoveryCodes}
        onContinue={() => {
          setSignedInUser(queryClient, done.user);
          onSignedIn(done.user);
        }}
      />
    );
  }

  return (
    <Form<{ code: string }>
      noValidate
      name="login-second-factor-setup"
      layout="vertical"
      requiredMark={false}
      initialValues={{ code: '' }}
      className="cb-second-factor-step"
      onFinish={(values) =>
        mutation.mutate(values.code.trim(), {
          // A wrong code's toast would still say 'Verification failed' above the recovery codes.
          onSuccess: (result) => {
            dismissToasts();
            setDone(result);
          },
          onError: (error) => toast({ variant: 'error', title: 'Verification failed', description: errorMessage(error) }),
        })
      }
    >
      <h3 ref={heading} tabIndex={-1} className="cb-second-factor-step-title">
        Set up your authenticator
      </h3>
      <p>
        Staff and auditor accounts sign in with a code from an authenticator app as well as the password. Scan the QR code with the app, or
        type the secret key into it, then enter the code it shows.
      </p>
      <img
        className="cb-second-factor-qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code to add Casebook to your authenticator app"
        width={180}
        height={180}
      />
      <p className="cb-second-factor-secret-label" id="login-second-factor-secret-label">
        <strong>Secret key</strong>
      </p>
      <pre className="cb-second-factor-secret" data-testid="second-factor-secret" aria-labelledby="login-second-factor-secret-label">
        {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
      </pre>
      <Form.Item
        label="Code from the app"
        name="code"
        rules={[
          {
            validator: (_, v: string | undefined) =>
              /^\d{6}$/.test((v ?? '').replace(/\s/g, '')) ? Promise.resolve() : Promise.reject(new Error(CODE_HINT)),
          },
        ]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Verifying...' : 'Verify and continue'}
      </Button>
      <Button type="link" block onClick={onBack}>
        Back to login
      </Button>
    </Form>
  );
}
