// The case form's sections (SPEC.md §2 Submit New Case), each a card inside the one form (the light
// Form, Input and Select: docs/decisions/0025-case-form-weight.md). The family section, with antd's
// Radio, is in case-form-family.tsx and loads when the family category is chosen.
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Form, type FormRule } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { TextArea } from '../../../components/ui/textarea';
import { Select } from '../../../components/ui/select';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import {
  EVIDENCE_STRENGTH_FIELD_LABEL,
  EVIDENCE_STRENGTH_HELP,
  EVIDENCE_STRENGTH_LABELS,
  EVIDENCE_STRENGTHS,
} from '../../../../modules/casework/contract';
import {
  caseFieldIssue,
  caseTypeOptions,
  cityDisabled,
  cityOptions,
  stateOptions,
  type CaseFormValues,
  type FieldPath,
} from '../lib/case-form';
import { useUsCities } from '../lib/us-cities';

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

export function JurisdictionSection() {
  const form = Form.useFormInstance<CaseFormValues>();
  const state = Form.useWatch('state', form);
  const cities = useUsCities(!cityDisabled(state));
  return (
    <Section id="jurisdiction" title="Jurisdiction & Court Information">
      <div className="cb-form-grid">
        <Form.Item label="State" name="state" required rules={[caseRule(['state'])]}>
          <Select placeholder="Select a state" options={stateOptions()} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item
          label="City"
          name="city"
          required
          rules={[caseRule(['city'])]}
          extra={cityDisabled(state) ? 'Choose a state first.' : undefined}
        >
          <Select
            placeholder={cityDisabled(state) ? 'Select a state first' : 'Select a city'}
            disabled={cityDisabled(state)}
            loading={!cityDisabled(state) && cities.isPending}
            options={cityOptions(cities.data, state)}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </div>
      <div className="cb-form-grid">
        <Form.Item label="Court name" name="courtName" rules={[caseRule(['courtName'])]}>
          <Input />
        </Form.Item>
        <Form.Item label="Judge assigned" name="judgeAssigned" rules={[caseRule(['judgeAssigned'])]}>
          <Input />
        </Form.Item>
        <Form.Item label="Filing date" name="filingDate" rules={[caseRule(['filingDate'])]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label="Next hearing" name="hearingDate" rules={[caseRule(['hearingDate'])]}>
          <Input type="date" />
        </Form.Item>
      </div>
    </Section>
  );
}

export function CasePartiesSection() {
  return (
    <Section id="parties" title="Case Parties">
      <div className="cb-form-grid">
        <Form.Item label="Opposing party" name="opposingParty" rules={[caseRule(['opposingParty'])]}>
          <Input />
        </Form.Item>
        <Form.Item label="Opposing counsel" name="opposingCounsel" rules={[caseRule(['opposingCounsel'])]}>
          <Input />
        </Form.Item>
      </div>
      <Form.Item label="Key witnesses" name="keyWitnesses" rules={[caseRule(['keyWitnesses'])]} extra="Names separated by commas.">
        <Input placeholder="e.g. Ann Lee, Bo Chen" />
      </Form.Item>
    </Section>
  );
}

export function CriminalDetailsSection() {
  return (
    <Section id="criminal" title="Criminal Case Details">
      <Form.Item label="Charge details" name={['criminal', 'chargeDetails']} required rules={[caseRule(['criminal', 'chargeDetails'])]}>
        <TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <Form.Item label="Prior convictions" name={['criminal', 'priorConvictions']} rules={[caseRule(['criminal', 'priorConvictions'])]}>
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item label={EVIDENCE_STRENGTH_FIELD_LABEL} name={['criminal', 'evidenceStrength']} extra={EVIDENCE_STRENGTH_HELP}>
        <Select options={EVIDENCE_STRENGTHS.map((value) => ({ value, label: EVIDENCE_STRENGTH_LABELS[value] }))} />
      </Form.Item>
      <div className="cb-form-grid">
        <Form.Item label="Prosecutor name" name={['criminal', 'prosecutorName']} rules={[caseRule(['criminal', 'prosecutorName'])]}>
          <Input />
        </Form.Item>
        <Form.Item label="Bail status" name={['criminal', 'bailStatus']} rules={[caseRule(['criminal', 'bailStatus'])]}>
          <Input placeholder="e.g. Released on $5,000 bail" />
        </Form.Item>
      </div>
      <Form.Item
        label="Defense strategy"
        name={['criminal', 'defenseStrategy']}
        required
        rules={[caseRule(['criminal', 'defenseStrategy'])]}
        extra="At least 10 characters."
      >
        <TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <Form.Item label="Detention details" name={['criminal', 'detentionDetails']} rules={[caseRule(['criminal', 'detentionDetails'])]}>
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </Section>
  );
}

export function AdditionalFactorsSection() {
  return (
    <Section id="factors" title="Additional Factors">
      <Form.Item
        label="Additional factors"
        name="additionalFactors"
        rules={[caseRule(['additionalFactors'])]}
        extra="Anything else the analysis should weigh: mitigating circumstances, media attention, procedural issues."
      >
        <TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
    </Section>
  );
}
