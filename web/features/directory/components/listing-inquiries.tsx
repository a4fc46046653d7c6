import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, InputNumber, Radio, Skeleton } from 'antd';
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
  channel: 'app' | 'email';
}

/** What the client shared with this investigator: their name, and the email and phone they chose to share. */
export function SharedContact({ inquiry }: { inquiry: InquiryRow }) {
  const { name, email, phone } = inquiry.contact;
  return (
    <dl className="cb-inquiry-contact" aria-label="Client contact">
      <dt>Client</dt>
      <dd>{name ?? 'Client'}</dd>
      <dt>Email</dt>
      <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : <span className="cb-muted">not shared</span>}</dd>
      <dt>Phone</dt>
      <dd>{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : <span className="cb-muted">not shared</span>}</dd>
      <dt>Prefers</dt>
      <dd>{inquiry.preferredContactMethod}</dd>
    </dl>
  );
}

function AnswerForm({ inquiry }: { inquiry: InquiryRow }) {
  const [form] = Form.useForm<AnswerValues>();
  const mutation = useAnswerInquiry();
  const canEmail = inquiry.contact.email !== null;
  const submit = ({ response, estimatedCost, channel }: AnswerValues) =>
    mutation.mutate(
      { id: inquiry.id, response: response.trim(), estimatedCost: estimatedCost ?? Number.NaN, channel },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: 'Response sent',
            description:
              channel === 'email'
                ? `The client can see your answer in Casebook, and it was emailed to ${inquiry.contact.email}.`
                : 'The client can now see your answer and was notified.',
          }),
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
      initialValues={{ response: '', estimatedCost: null, channel: 'app' }}
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
      <Form.Item
        label="Send it"
        name="channel"
        extra={canEmail ? undefined : 'The client did not share an email address, so the answer stays in Casebook (they are notified).'}
      >
        <Radio.Group
          aria-label="Send it"
          options={[
            { value: 'app', label: 'In Casebook' },
            { value: 'email', label: canEmail ? `In Casebook and by email to ${inquiry.contact.email}` : 'By email', disabled: !canEmail },
          ]}
        />
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
          {!(me && me.id === inquiry.userId) && <SharedContact inquiry={inquiry} />}
          {inquiry.status === 'pending' &&
            (open === inquiry.id ? (
              <div className="cb-inquiry-answer-form">
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
