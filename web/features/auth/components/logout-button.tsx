import { Button } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useLogout } from '../api/logout';
import { busy } from '../../../components/busy';

/** 'Logout' on the Settings account tab; the signed-out user is sent to /auth by `onSignedOut`. */
export function LogoutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const mutation = useLogout();
  return (
    <Button
      icon={<LogoutOutlined aria-hidden />}
      loading={busy(mutation.isPending)}
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: onSignedOut,
          onError: (error) => toast({ variant: 'error', title: 'Logout failed', description: errorMessage(error) }),
        })
      }
    >
      {mutation.isPending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
