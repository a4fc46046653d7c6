// The case form's first section (SPEC.md §2 Submit New Case) and what every section is made of: a
// card inside the one form (the light Form, Input and Select: docs/decisions/0025-case-form-weight.md).
// The sections below it are in case-form-more.tsx and render after the page's first screen
// (decision 0030); the family section, with antd's Radio, in case-form-family.tsx when the family
// category is chosen.
import type { ReactNode } from 'react';
import { Form, type FormRule } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { TextArea } from '../../../components/ui/textarea';
import { Select } from '../../../components/ui/select';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { caseFieldIssue, caseTypeOptions, type CaseFormValues, type FieldPath } from '../lib/case-form';

/** A rule that reports the contract's message for the field at `path`. */
export function caseRule(path: FieldPath): FormRule<CaseFormValues> {
  return (form) => caseFieldIssue(form.getFieldsValue(true), path);
}

export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="cb-form-section">
      <section aria-labelledby={`cb-section-${id}`}>
        <Typography.Title level={3} id={`cb-section-${id}`} className="cb-section-title">
          {title}
        </Typography.Title>
        {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
        {children}
      </section>
    </Card>
  );
}

export function CaseInformationSection() {
  const form = Form.useFormInstance<CaseFormValues>();
  const category = Form.useWatch('caseCategory', form);
  return (
    <Section id="information" title="Case Information">
      <div className="cb-form-grid">
        <Form.Item label="Case number" name="caseNumber" required rules={[caseRule(['caseNumber'])]}>
          <Input placeholder="e.g. CR-2026-0142" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Client name" name="clientName" required rules={[caseRule(['clientName'])]}>
          <Input autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item label="Case title" name="caseTitle" required rules={[caseRule(['caseTitle'])]}>
        <Input placeholder="e.g. State v. Reyes" />
      </Form.Item>
      <div className="cb-form-grid">
        <Form.Item label="Case category" name="caseCategory" required rules={[caseRule(['caseCategory'])]}>
          <Select
            options={[
              { value: 'criminal', label: 'Criminal' },
              { value: 'family', label: 'Family' },
              { value: 'civil', label: 'Civil' },
            ]}
          />
        </Form.Item>
        <Form.Item label="Case type" name="caseType" required rules={[caseRule(['caseType'])]}>
          <Select placeholder="Select a case type" options={caseTypeOptions(category)} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </div>
      <Form.Item
        label="Case description"
        name="caseDescription"
        required
        rules={[caseRule(['caseDescription'])]}
        extra="What happened, what is alleged or asked, and what the evidence is (at least 20 characters)."
      >
        <TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
      </Form.Item>
    </Section>
  );
}
