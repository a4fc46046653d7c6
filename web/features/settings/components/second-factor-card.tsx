import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { Card } from '../../../components/ui/card';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { SecondFactorSetup, SecondFactorStatus } from '../../../../modules/identity/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { busy } from '../../../components/busy';
import { useDisableSecondFactor, useEnableSecondFactor, useSecondFactor, useSecondFactorSetup } from '../api/second-factor';

const CODE_HINT = 'Enter the 6-digit code from your authenticator app, or a recovery code';

interface CodeFormProps {
  label: string;
  action: string;
  pending: boolean;
  onCode: (code: string) => void;
}

function CodeForm({ label, action, pending, onCode }: CodeFormProps) {
  const [form] = Form.useForm<{ code: string }>();
  return (
    <Form<{ code: string }>
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={(values) => {
        onCode(values.code.trim());
        form.resetFields();
      }}
    >
      <Form.Item
        label={label}
        name="code"
        rules={[
          {
            validator: (_, v: string | undefined) =>
              (v ?? '').trim().length >= 6 ? Promise.resolve() : Promise.reject(new Error(CODE_HINT)),
          },
        ]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" style={{ maxWidth: 220 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy(pending)} disabled={pending}>
        {action}
      </Button>
    </Form>
  );
}

/** The QR code, the secret as text and the otpauth URI: any of the three adds the account to an app. */
function SetupDetails({ setup }: { setup: SecondFactorSetup }) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <p style={{ margin: 0 }}>Scan the QR code with an authenticator app, or type the secret key into it.</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code to add Casebook to your authenticator app"
        width={180}
        height={180}
      />
      <div>
        <strong>Secret key</strong>
        <pre className="cb-second-factor-secret" data-testid="second-factor-secret" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </pre>
      </div>
      <div>
        <strong>Setup link</strong>
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, fontSize: 12 }}>{setup.otpauthUri}</pre>
      </div>
    </Space>
  );
}

/** Settings › Security: two-factor authentication (TOTP) with recovery codes (decision 0048). */
export function SecondFactorCard() {
  const status = useSecondFactor();
  const setup = useSecondFactorSetup();
  const enable = useEnableSecondFactor();
  const disable = useDisableSecondFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const failed = (title: string) => (error: unknown) => toast({ variant: 'error', title, description: errorMessage(error) });

  const body = (state: SecondFactorStatus) => {
    if (recoveryCodes) {
      return (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type="warning"
            showIcon
            message="Save your recovery codes now"
            description="Each code signs you in once if you lose your device. They are shown only this once."
          />
          <ol className="cb-recovery-codes" aria-label="Recovery codes">
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <Button type="primary" onClick={() => setRecoveryCodes(null)}>
            I have saved my recovery codes
          </Button>
        </Space>
      );
    }
    if (state.enabled) {
      return (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <p style={{ margin: 0 }}>
            Two-factor authentication is on. Recovery codes left: <strong>{state.recoveryCodesLeft}</strong>.
          </p>
          {state.required ? (
            <p style={{ margin: 0 }}>It is required for staff and auditor accounts.</p>
          ) : (
            <CodeForm
              label="Code to turn it off"
              action="Turn off two-factor authentication"
              pending={disable.isPending}
              onCode={(code) =>
                disable.mutate(code, {
                  onSuccess: () => toast({ variant: 'success', title: 'Two-factor authentication is off' }),
                  onError: failed('Could not turn it off'),
                })
              }
            />
          )}
        </Space>
      );
    }
    return (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <p style={{ margin: 0 }}>
          Add a code from an authenticator app to your password, so that a stolen password alone cannot open your account.
          {state.required ? ' It is required for staff and auditor accounts.' : ''}
        </p>
        {setup.data ? (
          <>
            <SetupDetails setup={setup.data} />
            <CodeForm
              label="Code from the app"
              action="Turn on two-factor authentication"
              pending={enable.isPending}
              onCode={(code) =>
                enable.mutate(code, {
                  onSuccess: (result) => {
                    setRecoveryCodes(result.recoveryCodes);
                    setup.reset();
                  },
                  onError: failed('Could not turn it on'),
                })
              }
            />
          </>
        ) : (
          <Button
            type="primary"
            loading={busy(setup.isPending)}
            onClick={() => setup.mutate(undefined, { onError: failed('Setup failed') })}
          >
            Set up two-factor authentication
          </Button>
        )}
      </Space>
    );
  };

  return (
    <Card
      title={
        <h2 className="cb-card-title">
          <SafetyCertificateOutlined aria-hidden /> Two-factor authentication
        </h2>
      }
    >
      {status.isPending ? (
        <LoadingBlock label="Loading two-factor authentication" rows={3} />
      ) : status.isError ? (
        <LoadError title="Could not load two-factor authentication" error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        body(status.data)
      )}
    </Card>
  );
}
