// The case form's sections below its first (SPEC.md §2 Submit New Case): jurisdiction and court,
// parties, the criminal or family details of the chosen category, additional factors. They render
// after the page's first screen, once the browser is idle or they near the viewport, in a render of
// their own (docs/decisions/0030-case-analysis-first-render.md): the page's first render is the
// first section's, and these sections' code is not in the page's first download.
import { lazy, Suspense, useEffect } from 'react';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { TextArea } from '../../../components/ui/textarea';
import { Select } from '../../../components/ui/select';
import {
  EVIDENCE_STRENGTH_FIELD_LABEL,
  EVIDENCE_STRENGTH_HELP,
  EVIDENCE_STRENGTH_LABELS,
  EVIDENCE_STRENGTHS,
} from '../../../../modules/casework/contract';
import { cityDisabled, cityOptions, stateOptions, type CaseFormValues } from '../lib/case-form';
import { useUsCities } from '../lib/us-cities';
import { caseRule, Section } from './case-form-sections';

// The family details (and antd's Radio) load when the family category is chosen.
const FamilyDetailsSection = lazy(() => import('./case-form-family').then((m) => ({ default: m.FamilyDetailsSection })));
// The civil details (issue 32) load when the civil category is chosen.
const CivilDetailsSection = lazy(() => import('./case-form-civil').then((m) => ({ default: m.CivilDetailsSection })));

/** Every section after Case Information, the category's own among them; `onReady` once their fields are in the form. */
export function CaseFormMore({ onReady }: { onReady?: () => void }) {
  const form = Form.useFormInstance<CaseFormValues>();
  const category = Form.useWatch('caseCategory', form);
  // After the fields' own effects (children's run first): every field below is registered.
  useEffect(() => onReady?.(), [onReady]);
  return (
    <>
      <JurisdictionSection />
      <CasePartiesSection />
      {category === 'criminal' && <CriminalDetailsSection />}
      {category === 'family' && (
        <Suspense fallback={null}>
          <FamilyDetailsSection />
        </Suspense>
      )}
      {category === 'civil' && (
        <Suspense fallback={null}>
          <CivilDetailsSection />
        </Suspense>
      )}
      <AdditionalFactorsSection />
    </>
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
