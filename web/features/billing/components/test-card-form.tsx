import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { ExperimentOutlined, LockOutlined } from '@ant-design/icons';
import type { TestPaymentResult } from '../../../../modules/billing/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAuthenticateTestPayment } from '../api/authenticate-test-payment';
import { useConfirmTestPayment } from '../api/confirm-test-payment';
import { checkCard, formatCardNumber, formatCvc, formatExpiry, type CardField, type CardFormValues } from '../lib/card-input';
import { PLAN_AMOUNT, TEST_CARDS } from '../lib/premium-plan';
import { ThreeDSecureDialog } from './three-d-secure-dialog';
import './billing.css';

export interface TestCardFormProps {
  clientSecret: string;
  /** Where the provider sends the browser after the payment (like Stripe's return_url redirect). */
  onRedirect: (url: string) => void;
  /** What the pay button charges: the Premium price unless a one-time payment says otherwise ('$199.99'). */
  amountLabel?: string;
}

const PAYMENT_FAILED = 'Payment failed. Please try again.';

/**
 * The card form of the built-in test provider, in place of Stripe's Payment Element: the card
 * goes to the server, which decides what it does exactly as Stripe's test cards would.
 */
export function TestCardForm({ clientSecret, onRedirect, amountLabel = PLAN_AMOUNT }: TestCardFormProps) {
  const [form] = Form.useForm<CardFormValues>();
  const confirm = useConfirmTestPayment();
  const authenticate = useAuthenticateTestPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState(false);
  const [answer, setAnswer] = useState<'approve' | 'fail' | null>(null);
  // Stays true while the browser moves on to the return URL.
  const [leaving, setLeaving] = useState(false);

  const fail = (message: string) => {
    setFailure(message);
    toast({ variant: 'error', title: 'Payment failed', description: message });
  };

  const follow = (result: TestPaymentResult) => {
    if (result.returnUrl) {
      setLeaving(true);
      onRedirect(result.returnUrl);
      return;
    }
    if (result.status === 'requires_action') {
      setChallenge(true);
      return;
    }
    fail(result.message ?? PAYMENT_FAILED);
  };

  const submit = (values: CardFormValues) => {
    const checked = checkCard(values, clientSecret);
    if (!checked.ok) return;
    setFailure(null);
    confirm.mutate(checked.request, { onSuccess: follow, onError: (error) => fail(errorMessage(error, PAYMENT_FAILED)) });
  };

  const answerChallenge = (approve: boolean) => {
    setAnswer(approve ? 'approve' : 'fail');
    authenticate.mutate(
      { clientSecret, approve },
      {
        onSuccess: (result) => {
          setChallenge(false);
          follow(result);
        },
        onError: (error) => {
          setChallenge(false);
          fail(errorMessage(error, PAYMENT_FAILED));
        },
        onSettled: () => setAnswer(null),
      },
    );
  };

  const rule = (field: CardField) => ({
    validator: async () => {
      const checked = checkCard(form.getFieldsValue(true) as CardFormValues, clientSecret);
      const message = checked.ok ? undefined : checked.errors[field];
      if (message) throw new Error(message);
    },
  });

  const working = confirm.isPending || leaving || challenge;

  return (
    <Card>
      <section aria-labelledby="cb-payment-title">
        <Typography.Title level={2} id="cb-payment-title" style={{ fontSize: 20, marginTop: 0 }}>
          Payment details
        </Typography.Title>
        <Alert
          type="warning"
          showIcon
          icon={<ExperimentOutlined aria-hidden />}
          role="note"
          title="Test payments"
          description={
            <>
              This server uses Casebook&apos;s built-in test payment provider: no real card is charged. Use any future expiry date and any
              3-digit CVC with one of these cards:
              <ul className="cb-test-cards">
                {TEST_CARDS.map((card) => (
                  <li key={card.number}>
                    <code>{card.number}</code> — {card.outcome}
                  </li>
                ))}
              </ul>
            </>
          }
          style={{ marginBottom: 16 }}
        />
        <Form<CardFormValues>
          noValidate
          form={form}
          name="test-card"
          layout="vertical"
          requiredMark={false}
          initialValues={{ cardNumber: '', expiry: '', cvc: '' }}
          onFinish={submit}
          validateTrigger="onBlur"
        >
          <Form.Item label="Card number" name="cardNumber" normalize={formatCardNumber} rules={[rule('cardNumber')]}>
            <Input inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" prefix={<LockOutlined aria-hidden />} />
          </Form.Item>
          <div className="cb-card-row">
            <Form.Item label="Expiry (MM / YY)" name="expiry" normalize={formatExpiry} rules={[rule('expiry')]}>
              <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" />
            </Form.Item>
            <Form.Item label="CVC" name="cvc" normalize={formatCvc} rules={[rule('cvc')]}>
              <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
            </Form.Item>
          </div>
          {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" size="large" block loading={busy(working)} disabled={working}>
            {working ? 'Processing...' : `Pay ${amountLabel}`}
          </Button>
        </Form>
      </section>
      <ThreeDSecureDialog open={challenge} pending={answer} onAnswer={answerChallenge} amountLabel={amountLabel} />
    </Card>
  );
}
