import { useEffect, useRef } from 'react';
import { Button, Result } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';

/** The page the confirmation email links to: it sends the link's token once and says what happened. */
export function VerifyEmailPage({ token, onContinue }: { token: string | undefined; onContinue: () => void }) {
  const mutation = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutation.mutate(token);
  }, [token, mutation]);

  const next = (
    <Button type="primary" onClick={onContinue}>
      Continue to Casebook
    </Button>
  );
  if (!token) return <Result status="warning" title="This confirmation link is incomplete" extra={next} />;
  if (mutation.isSuccess) return <Result status="success" title="Your email is confirmed" extra={next} />;
  if (mutation.isError)
    return <Result status="error" title="Your email could not be confirmed" subTitle={errorMessage(mutation.error)} extra={next} />;
  return <Result title="Confirming your email…" />;
}
