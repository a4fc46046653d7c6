import { Button, Flex } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Card } from '../../../components/ui/card';
import { busy } from '../../../components/busy';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEmailVerification, useResendVerification } from '../api/email-verification';
import { SecondFactorCard } from './second-factor-card';

/** Whether the account's address is confirmed, and a new link when it is not (decision 0048). */
function EmailVerificationCard() {
  const status = useEmailVerification();
  const resend = useResendVerification();
  let body;
  if (status.isPending) body = <LoadingBlock label="Loading email confirmation" rows={2} />;
  else if (status.isError)
    body = <LoadError title="Could not load your email confirmation" error={status.error} onRetry={() => void status.refetch()} />;
  else if (status.data.verified) body = <p style={{ margin: 0 }}>{status.data.email} is confirmed.</p>;
  else
    body = (
      <Flex vertical gap={12} align="flex-start">
        <p style={{ margin: 0 }}>{status.data.email} is not confirmed yet: open the link we emailed you.</p>
        <Button
          loading={busy(resend.isPending)}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => toast({ variant: 'success', title: 'Confirmation email sent', description: `Check ${status.data.email}.` }),
              onError: (error) => toast({ variant: 'error', title: 'Could not send it', description: errorMessage(error) }),
            })
          }
        >
          Send a new confirmation link
        </Button>
      </Flex>
    );
  return (
    <Card
      title={
        <h2 className="cb-card-title">
          <MailOutlined aria-hidden /> Email confirmation
        </h2>
      }
    >
      {body}
    </Card>
  );
}

/** Settings › Security: the address's confirmation and two-factor authentication. */
export function SecurityTab() {
  return (
    <Flex vertical gap={16}>
      <EmailVerificationCard />
      <SecondFactorCard />
    </Flex>
  );
}
