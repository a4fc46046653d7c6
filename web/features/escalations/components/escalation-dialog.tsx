import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Radio, Select } from 'antd';
import {
  escalationFormDefaults,
  escalationRequest,
  type EscalationCreatedResponse,
  type EscalationRequest,
  type Urgency,
} from '../../../../modules/conversation/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { schemaRule } from '../../../lib/zod-form';
import { useCreateEscalation } from '../api/create-escalation';

/** SPEC §9: the urgency options with their response times. */
export const URGENCY_OPTIONS: Array<{ value: Urgency; label: string }> = [
  { value: 'standard', label: 'Standard (24-48 hours)' },
  { value: 'priority', label: 'Priority (8-24 hours)' },
  { value: 'urgent', label: 'Urgent (ASAP)' },
];

export interface EscalationDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmitted: (created: EscalationCreatedResponse) => void;
}

/** Case summary and urgency (SPEC §2, §5); the server saves it and makes the case id. */
export function EscalationDialog({ open, onClose, onSubmitted }: EscalationDialogProps) {
  const [form] = Form.useForm<EscalationRequest>();
  const mutation = useCreateEscalation();
  // The kinds of work of Find My PI, loaded with the dialog (the directory's vocabulary is not in this page's first load).
  const [types, setTypes] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!open || types.length > 0) return;
    void import('../../../../modules/directory/contract').then((m) => setTypes(m.INVESTIGATION_TYPES));
  }, [open, types.length]);

  const submit = (values: EscalationRequest) =>
    mutation.mutate(escalationRequest.parse(values), {
      onSuccess: (created) => {
        form.resetFields();
        onSubmitted(created);
      },
      onError: (error) => toast({ variant: 'error', title: 'Escalation failed', description: errorMessage(error) }),
    });

  return (
    <Modal
      open={open}
      title="Escalate to a Human Investigator"
      onCancel={() => !mutation.isPending && onClose()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" onClick={() => form.submit()} loading={busy(mutation.isPending)} disabled={mutation.isPending}>
          {mutation.isPending ? 'Submitting...' : 'Submit Request'}
        </Button>,
      ]}
    >
      <p>A licensed investigator reviews your case and contacts you. Describe what happened and what you need.</p>
      <Form<EscalationRequest>
        noValidate
        form={form}
        name="escalation"
        layout="vertical"
        requiredMark={false}
        initialValues={escalationFormDefaults}
        onFinish={submit}
        preserve={false}
      >
        <Form.Item label="Case Summary" name="caseSummary" rules={[schemaRule(escalationRequest, 'caseSummary')]}>
          <Input.TextArea rows={5} placeholder="What happened, who is involved, and what you need from an investigator" />
        </Form.Item>
        <Form.Item label="Urgency Level" name="urgency" rules={[schemaRule(escalationRequest, 'urgency')]}>
          <Radio.Group aria-label="Urgency Level" style={{ display: 'flex', flexDirection: 'column', gap: 8 }} options={URGENCY_OPTIONS} />
        </Form.Item>
        <p className="cb-muted" style={{ marginBottom: 8 }}>
          Optional: with the kind of work and where you are, your case is also offered to licensed investigators near you who do that work.
        </p>
        <Form.Item label="Kind of work" name="investigationType">
          <Select aria-label="Kind of work" allowClear placeholder="Choose…" options={types.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item label="Where you are (City, ST or ZIP)" name="location">
          <Input placeholder="Austin, TX" autoComplete="address-level2" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
