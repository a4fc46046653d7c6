import { useState } from 'react';
import { Button, Flex } from 'antd';
import { Form } from '../../../components/ui/form';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { DeleteOutlined } from '@ant-design/icons';
import { privacySettings, type PrivacySettings } from '../../../../modules/identity/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { SwitchField } from '../../../components/switch-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePrivacySettings } from '../api/get-privacy-settings';
import { useSavePrivacySettings } from '../api/save-privacy-settings';
import { EraseAccountDialog } from './erase-account-dialog';
import { busy } from '../../../components/busy';

export function PrivacyTab({ onErased }: { onErased: () => void }) {
  const query = usePrivacySettings();
  const [eraseOpen, setEraseOpen] = useState(false);

  let settings;
  if (query.isPending) settings = <LoadingBlock label="Loading privacy settings" rows={6} />;
  else if (query.isError)
    settings = <LoadError title="Could not load your privacy settings" error={query.error} onRetry={() => void query.refetch()} />;
  else settings = <PrivacyForm settings={query.data} />;

  return (
    <Flex vertical gap={16}>
      {settings}
      <Card title={<h2 className="cb-card-title">Data Deletion</h2>}>
        <Typography.Paragraph>
          Erase your personal data from Casebook for good. You will be asked to confirm with your password.
        </Typography.Paragraph>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setEraseOpen(true)}>
          Request Data Deletion
        </Button>
      </Card>
      <EraseAccountDialog open={eraseOpen} onClose={() => setEraseOpen(false)} onErased={onErased} />
    </Flex>
  );
}

function PrivacyForm({ settings }: { settings: PrivacySettings }) {
  const [form] = Form.useForm<PrivacySettings>();
  const mutation = useSavePrivacySettings();

  const save = (values: PrivacySettings) => {
    mutation.mutate(privacySettings.parse(values), {
      onSuccess: () =>
        toast({ variant: 'success', title: 'Privacy settings saved', description: 'Your privacy settings have been updated.' }),
      onError: (error) => toast({ variant: 'error', title: 'Could not save privacy settings', description: errorMessage(error) }),
    });
  };

  return (
    <Form<PrivacySettings> form={form} name="privacy" initialValues={settings} onFinish={save}>
      <Card title={<h2 className="cb-card-title">Privacy</h2>}>
        <SwitchField
          name="conversationHistory"
          label="Conversation History"
          description="Keep my conversations with the AI so I can read them later."
        />
        <SwitchField name="aiTraining" label="AI Training" description="Allow my anonymised conversations to improve the AI." />
        <SwitchField name="usageAnalytics" label="Usage Analytics" description="Share anonymous usage data to help improve Casebook." />
        <SwitchField
          name="maskPersonalData"
          label="Mask personal data sent to external AI"
          description="Replace emails, phone numbers, social security and card numbers, and addresses before text reaches an external AI service."
        />
        <div style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={busy(mutation.isPending)} disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save Privacy Settings'}
          </Button>
        </div>
      </Card>
    </Form>
  );
}
