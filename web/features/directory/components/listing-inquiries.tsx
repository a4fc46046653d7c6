import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, InputNumber, Skeleton } from 'antd';
import { Typography } from '../../../components/ui/typography';
import { MESSAGES, type InquiryRow } from '../../../../modules/directory/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUser } from '../../../lib/session';
import { useAnswerInquiry, useInquiries } from '../api/directory-api';
import { InquiryItem } from './my-inquiries';

interface AnswerValues {
  response: string;
  estimatedCost: number | null;
}

function AnswerForm({ inquiry }: { inquiry: InquiryRow }) {
  const [form] = Form.useForm<AnswerValues>();
  const mutation = useAnswerInquiry();
  const submit = ({ response, estimatedCost }: AnswerValues) =>
    mutation.mutate(
      { id: inquiry.id, response: response.trim(), estimatedCost: estimatedCost ?? Number.NaN },
      {
        onSuccess: () => toast({ variant: 'success', title: 'Response sent', description: 'The client can now see your answer.' }),
        onError: (error) => toast({ variant: 'error', title: 'Response failed', description: errorMessage(error) }),
      },
    );
  return (
    <Form<AnswerValues>
      form={form}
      name={`answer-${inquiry.id}`}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ response: '', estimatedCost: null }}
    >
      <Form.Item
        label="Your Response"
        name="response"
        rules={[{ validator: (_, v: string) => (v?.trim() ? Promise.resolve() : Promise.reject(new Error(MESSAGES.responseRequired))) }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        label="Estimated Cost (USD)"
        name="estimatedCost"
        rules={[
          {
            validator: (_, v: number | null) =>
              typeof v === 'number' && v >= 0 ? Promise.resolve() : Promise.reject(new Error(MESSAGES.costRange)),
          },
        ]}
      >
        <InputNumber min={0} step={50} style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Response'}
      </Button>
    </Form>
  );
}

/**
 * Investigator dashboard: the inquiries sent to the listing linked to this account, pending ones
 * with an answer form, each with its consultation (cancel, mark as held).
 */
export default function ListingInquiries() {
  const { data, isPending, error } = useInquiries();
  const [open, setOpen] = useState<string | null>(null);
  const me = useUser().data;
  if (isPending) return <Skeleton active />;
  if (error) return <Alert type="error" title={errorMessage(error)} />;
  if (data.length === 0)
    return <Empty description="No inquiries yet. Inquiries sent to the directory listing linked to your account appear here." />;
  return (
    <div className="cb-inquiries">
      {data.map((inquiry) => (
        <div key={inquiry.id}>
          <InquiryItem inquiry={inquiry} counterpart={inquiry.piName} party={me && me.id === inquiry.userId ? 'client' : 'investigator'} />
          {inquiry.status === 'pending' &&
            (open === inquiry.id ? (
              <div className="cb-inquiry-answer-form">
                <Typography.Text type="secondary">Preferred contact: {inquiry.preferredContactMethod}</Typography.Text>
                <AnswerForm inquiry={inquiry} />
              </div>
            ) : (
              <Button onClick={() => setOpen(inquiry.id)} style={{ marginTop: 8 }}>
                Answer
              </Button>
            ))}
        </div>
      ))}
    </div>
  );
}
