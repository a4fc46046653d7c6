// The family case details (SPEC.md §2): loaded with antd's Radio when the family category is
// chosen, not with the form (docs/decisions/0025-case-form-weight.md).
import { Radio } from 'antd';
import { CUSTODY_PREFERENCES, RELATIONSHIP_STATUSES } from '../../../../modules/casework/contract';
import { Form } from '../../../components/ui/form';
import { TextArea } from '../../../components/ui/textarea';
import { Select } from '../../../components/ui/select';
import type { CaseFormValues } from '../lib/case-form';
import { caseRule, Section } from './case-form-sections';

const words = (value: string) => value.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export function FamilyDetailsSection() {
  const form = Form.useFormInstance<CaseFormValues>();
  const children = Form.useWatch(['family', 'childrenInvolved'], form);
  const support = Form.useWatch(['family', 'supportRequested'], form);
  return (
    <Section id="family" title="Family Case Details">
      <div className="cb-form-grid">
        <Form.Item
          label="Relationship status"
          name={['family', 'relationshipStatus']}
          required
          rules={[caseRule(['family', 'relationshipStatus'])]}
        >
          <Select placeholder="Select" options={RELATIONSHIP_STATUSES.map((value) => ({ value, label: words(value) }))} />
        </Form.Item>
        <Form.Item label="Custody preference" name={['family', 'custodyPreference']}>
          <Select
            allowClear
            placeholder="Select (optional)"
            options={CUSTODY_PREFERENCES.map((value) => ({ value, label: words(value) }))}
          />
        </Form.Item>
      </div>
      <Form.Item label="Children involved" name={['family', 'childrenInvolved']}>
        <Radio.Group options={yesNo} />
      </Form.Item>
      {children === 'yes' && (
        <Form.Item label="Children details" name={['family', 'childrenDetails']} rules={[caseRule(['family', 'childrenDetails'])]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="Ages, living arrangements, schools…" />
        </Form.Item>
      )}
      <Form.Item label="Asset details" name={['family', 'assetDetails']} rules={[caseRule(['family', 'assetDetails'])]}>
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item label="Support requested" name={['family', 'supportRequested']}>
        <Radio.Group options={yesNo} />
      </Form.Item>
      {support === 'yes' && (
        <Form.Item label="Support details" name={['family', 'supportDetails']} rules={[caseRule(['family', 'supportDetails'])]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="Kind and amount of support requested" />
        </Form.Item>
      )}
    </Section>
  );
}
