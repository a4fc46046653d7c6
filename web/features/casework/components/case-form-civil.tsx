// The civil case details (issue 32; docs/decisions/0058-civil-cases.md): the client's side, the
// amount in dispute, the claims, what the other side says and the evidence. Loaded with antd's
// Radio when the civil category is chosen, as the family details are.
import { Radio } from 'antd';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { TextArea } from '../../../components/ui/textarea';
import { caseRule, Section } from './case-form-sections';

const roles = [
  { value: 'plaintiff', label: 'Plaintiff — I am suing' },
  { value: 'defendant', label: 'Defendant — I am being sued' },
];

export function CivilDetailsSection() {
  return (
    <Section
      id="civil"
      title="Civil Case Details"
      description="The amount in dispute decides the court: a claim within your state's small-claims limit is heard by a judge."
    >
      <Form.Item label="Your role" name={['civil', 'clientRole']} required rules={[caseRule(['civil', 'clientRole'])]}>
        <Radio.Group options={roles} />
      </Form.Item>
      <Form.Item
        label="Amount in dispute (US dollars)"
        name={['civil', 'amountInDispute']}
        required
        rules={[caseRule(['civil', 'amountInDispute'])]}
        extra="The money asked for, e.g. 2500 or 2,500.50."
      >
        <Input inputMode="decimal" prefix="$" placeholder="2,500" autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Claims"
        name={['civil', 'claims']}
        required
        rules={[caseRule(['civil', 'claims'])]}
        extra="What is claimed and why (at least 10 characters)."
      >
        <TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <Form.Item label="What the other side says" name={['civil', 'otherSideSays']} rules={[caseRule(['civil', 'otherSideSays'])]}>
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        label="Evidence"
        name={['civil', 'evidence']}
        rules={[caseRule(['civil', 'evidence'])]}
        extra="The documents, photos, messages and witnesses you have, separated by commas."
      >
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="e.g. the lease, move-out photos, his text of June 3" />
      </Form.Item>
    </Section>
  );
}
