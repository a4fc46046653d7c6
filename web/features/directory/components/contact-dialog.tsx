import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Radio, Select } from 'antd';
import {
  BUDGET_RANGES,
  CONTACT_METHODS,
  MESSAGES,
  URGENCY_LABELS,
  URGENCY_LEVELS,
  type InvestigatorProfile,
} from '../../../../modules/directory/contract';
import { busy } from '../../../components/busy';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSendInquiry } from '../api/directory-api';
import { useUser } from '../../../lib/session';

export const CONTACT_LABELS: Record<(typeof CONTACT_METHODS)[number], string> = { email: 'Email', phone: 'Phone', both: 'Both' };

export interface ContactDialogProps {
  pi: InvestigatorProfile | null;
  /** The search's type, location and urgency (when the user chose one), sent with the inquiry. */
  investigationType: string;
  location: string;
  urgencyLevel?: (typeof URGENCY_LEVELS)[number];
  onClose: () => void;
}

interface ContactValues {
  description: string;
  budget: string;
  preferredContactMethod: string;
  shareEmail: boolean;
  sharePhone: boolean;
  phone: string;
}

/** 'Contact {investigator}' (SPEC §2, §5: Send is disabled while sending or while the description is blank). */
export default function ContactDialog({ pi, investigationType, location, urgencyLevel, onClose }: ContactDialogProps) {
  const [form] = Form.useForm<ContactValues>();
  const [description, setDescription] = useState('');
  const [sharePhone, setSharePhone] = useState(false);
  const mutation = useSendInquiry();
  const me = useUser().data;
  const blank = description.trim() === '';
  // The daily inquiry limit (429): its words stay in the dialog (a toast would vanish), and Send
  // stays off, since no inquiry can go before the limit resets.
  const [limitReached, setLimitReached] = useState<string | null>(null);
  const close = () => {
    setLimitReached(null);
    onClose();
  };

  const submit = ({ sharePhone: withPhone, phone, ...values }: ContactValues) => {
    if (!pi) return;
    mutation.mutate(
      {
        piId: pi.id,
        investigationType,
        location,
        ...(urgencyLevel ? { urgencyLevel } : {}),
        ...values,
        shareEmail: Boolean(values.shareEmail),
        phone: withPhone ? (phone ?? '').trim() : '',
        description: values.description.trim(),
      },
      {
        onSuccess: (sent) => {
          toast({
            variant: 'success',
            title: sent.message ?? MESSAGES.inquirySent,
            description: sent.detail ?? MESSAGES.inquirySentDetail,
          });
          form.resetFields();
          setDescription('');
          setSharePhone(false);
          close();
        },
        onError: (error) =>
          errorStatus(error) === 429
            ? setLimitReached(errorMessage(error))
            : toast({ variant: 'error', title: 'Inquiry failed', description: errorMessage(error) }),
      },
    );
  };

  return (
    <Modal
      open={pi !== null}
      title={pi ? `Contact ${pi.fullName}` : ''}
      onCancel={() => !mutation.isPending && close()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={mutation.isPending}>
          Cancel
        </Button>,
        <Button
          key="send"
          type="primary"
          onClick={() => form.submit()}
          loading={busy(mutation.isPending)}
          disabled={mutation.isPending || blank || limitReached !== null}
        >
          {mutation.isPending ? 'Sending...' : 'Send Inquiry'}
        </Button>,
      ]}
    >
      {limitReached && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title="Daily inquiry limit reached"
          description={limitReached}
          style={{ marginBottom: 16 }}
        />
      )}
      <p>
        Describe your case. {pi?.fullName ?? 'The investigator'} receives your inquiry with your search ({investigationType}, {location}
        {urgencyLevel ? `, ${URGENCY_LABELS[urgencyLevel]}` : ''}) and responds within their typical response time.
      </p>
      <Form<ContactValues>
        form={form}
        name="pi-inquiry"
        layout="vertical"
        requiredMark={false}
        initialValues={{
          description: '',
          budget: BUDGET_RANGES[BUDGET_RANGES.length - 1],
          preferredContactMethod: 'email',
          shareEmail: false,
          sharePhone: false,
          phone: '',
        }}
        onFinish={submit}
        onValuesChange={(_, all: Partial<ContactValues>) => {
          setDescription(all.description ?? '');
          setSharePhone(Boolean(all.sharePhone));
        }}
      >
        <Form.Item label="Case Description" name="description">
          <Input.TextArea rows={5} placeholder="What happened, who is involved, and what you need from the investigator" />
        </Form.Item>
        <Form.Item label="Budget Range" name="budget">
          <Select aria-label="Budget Range" options={BUDGET_RANGES.map((b) => ({ value: b, label: b }))} />
        </Form.Item>
        <Form.Item label="Preferred Contact Method" name="preferredContactMethod">
          <Radio.Group
            aria-label="Preferred Contact Method"
            options={CONTACT_METHODS.map((c) => ({ value: c, label: CONTACT_LABELS[c] }))}
          />
        </Form.Item>
        <fieldset className="cb-share-contact">
          <legend>Share with {pi?.fullName ?? 'the investigator'}</legend>
          <p className="cb-share-contact-hint">Nothing is shared unless you tick it. Without it, they answer you inside Casebook.</p>
          <Form.Item name="shareEmail" valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox>My email address{me?.email ? ` (${me.email})` : ''}</Checkbox>
          </Form.Item>
          <Form.Item name="sharePhone" valuePropName="checked" style={{ marginBottom: sharePhone ? 4 : 0 }}>
            <Checkbox>A phone number</Checkbox>
          </Form.Item>
          {sharePhone && (
            <Form.Item
              label="Phone number to share"
              name="phone"
              rules={[
                {
                  validator: (_, v: string) =>
                    /^\+?[\d\s().-]+$/.test(v ?? '') && /^(\D*\d){7,20}\D*$/.test(v ?? '')
                      ? Promise.resolve()
                      : Promise.reject(new Error(MESSAGES.phoneFormat)),
                },
              ]}
            >
              <Input type="tel" autoComplete="tel" placeholder="(512) 555-0142" />
            </Form.Item>
          )}
        </fieldset>
      </Form>
    </Modal>
  );
}
