import { Button, Flex } from 'antd';
import { Form } from '../../../components/ui/form';
import { Card } from '../../../components/ui/card';
import { notificationPreferences, type NotificationPreferences } from '../../../../modules/identity/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { SwitchField } from '../../../components/switch-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';
import { busy } from '../../../components/busy';

export function NotificationsTab() {
  const query = useNotificationPreferences();
  if (query.isPending) return <LoadingBlock label="Loading notification preferences" rows={6} />;
  if (query.isError)
    return <LoadError title="Could not load your notification preferences" error={query.error} onRetry={() => void query.refetch()} />;
  return <NotificationsForm preferences={query.data} />;
}

function NotificationsForm({ preferences }: { preferences: NotificationPreferences }) {
  const [form] = Form.useForm<NotificationPreferences>();
  const mutation = useSaveNotificationPreferences();

  const save = (values: NotificationPreferences) => {
    mutation.mutate(notificationPreferences.parse(values), {
      onSuccess: () =>
        toast({ variant: 'success', title: 'Preferences saved', description: 'Your notification preferences have been updated.' }),
      onError: (error) => toast({ variant: 'error', title: 'Could not save preferences', description: errorMessage(error) }),
    });
  };

  return (
    <Form<NotificationPreferences> form={form} name="notifications" initialValues={preferences} onFinish={save}>
      <Flex vertical gap={16}>
        <Card title={<h2 className="cb-card-title">Email Notifications</h2>}>
          <SwitchField name="emailCaseUpdates" label="Case Updates" description="Email me when one of my cases changes status." />
          <SwitchField
            name="emailInvestigatorMessages"
            label="Human Investigator Messages"
            description="Email me when an investigator writes about my case."
          />
          <SwitchField name="emailMarketing" label="Marketing & Promotions" description="News about Casebook features and offers." />
        </Card>
        <Card title={<h2 className="cb-card-title">In-App Notifications</h2>}>
          <SwitchField name="inAppCaseReminders" label="Case Reminders" description="Remind me of upcoming hearings and deadlines." />
          <SwitchField
            name="inAppSubscriptionAlerts"
            label="Subscription Alerts"
            description="Tell me about renewals and payment issues."
          />
        </Card>
        <div>
          <Button type="primary" htmlType="submit" loading={busy(mutation.isPending)} disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save Preferences'}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}
