// The fact sheet as the client corrects it (issue 25): roles, sides and directions by buttons, the
// charges as a list, the record, detention and a suppression issue, the family factors, evidence
// added and removed. Plain words only; every control is labelled. Loaded with the review step.
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, Input, InputNumber, Radio, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ConfirmFacts, EvidenceItem, EvidenceKind, FactSheet, Person } from '../../../../modules/casework/contract';
import { Card } from '../../../components/ui/card';
import { Tag } from '../../../components/ui/tag';
import { Typography } from '../../../components/ui/typography';
import {
  AGGRESSOR_OPTIONS,
  CLIENT_ROLE_OPTIONS,
  DIRECTION_OPTIONS,
  EVIDENCE_KIND_OPTIONS,
  EVIDENCE_KIND_WORDS,
  INCOME_GIVEN_UP_OPTIONS,
  MODIFICATION_OPTIONS,
  OTHER_PARTY_OPTIONS,
  PARENT_OPTIONS,
  PERSON_ROLE_WORDS,
  SIDE_OPTIONS,
  answerOf,
  clientRoleSentence,
  factorValueWords,
  familyFactorWords,
  involvesChildren,
  whoseWords,
  yesNoOf,
} from '../lib/fact-words';

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A short set of choices as buttons (a labelled radio group): quick to tap on a phone. */
function Choice<T extends string>({ label, value, options, onChange }: ChoiceProps<T>) {
  // Each group its own name (antd names every group alike where NODE_ENV is 'test').
  const name = useId();
  return (
    <Radio.Group
      name={name}
      aria-label={label}
      className="cb-choice"
      size="small"
      optionType="button"
      buttonStyle="solid"
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

/** The sentence a fact was read from, in the case's own words. */
export function Quote({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p className="cb-fact-quote">
      <q>{text}</q>
    </p>
  );
}

function Section({ title, hint, children, testId }: { title: string; hint?: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Card size="small" data-testid={testId}>
      <section aria-labelledby={id} className="cb-stack cb-fact-section">
        <div>
          <Typography.Title level={3} id={id} className="cb-fact-title">
            {title}
          </Typography.Title>
          {hint && <p className="cb-muted cb-fact-hint">{hint}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

export interface FactSheetEditorProps {
  /** The sheet as read (its bookkeeping: decision maker, what the client asks). */
  sheet: FactSheet;
  draft: ConfirmFacts;
  onChange: (next: ConfirmFacts) => void;
}

const NEW_EVIDENCE: { kind: EvidenceKind | undefined; direction: EvidenceItem['direction']; summary: string } = {
  kind: undefined,
  direction: 'unknown',
  summary: '',
};

/** Every part of the sheet the client may correct, section by section. */
export function FactSheetEditor({ sheet, draft, onChange }: FactSheetEditorProps) {
  // A civil sheet carries the amount in dispute (issue 32): its role is the form's, and it has no charges or family factors.
  const civil = sheet.amountInDispute !== undefined;
  const family = !civil && sheet.decisionMaker === 'judge';
  const set = (patch: Partial<ConfirmFacts>) => onChange({ ...draft, ...patch });
  const people = draft.people.filter((p) => p.role !== 'client');
  const setPerson = (id: string, patch: Partial<Person>) =>
    set({ people: draft.people.map((p) => (p.id === id ? { ...p, ...patch } : p)) });
  const setEvidence = (id: string, patch: Partial<EvidenceItem>) =>
    set({ evidence: draft.evidence.map((e) => (e.id === id ? { ...e, ...patch, byClient: true } : e)) });

  return (
    <div className="cb-stack">
      <Section title="Your role" testId="facts-role">
        {family ? (
          <>
            <div className="cb-fact-field">
              <span className="cb-fact-label">Who started the case?</span>
              <Choice
                label="Your role in the case"
                value={draft.clientRole}
                options={CLIENT_ROLE_OPTIONS}
                onChange={(clientRole) => set({ clientRole })}
              />
            </div>
            {(involvesChildren(sheet) || draft.clientParent !== undefined) && (
              <div className="cb-fact-field">
                <span className="cb-fact-label">Which parent are you?</span>
                <Choice
                  label="Which parent are you"
                  value={draft.clientParent ?? 'unknown'}
                  options={PARENT_OPTIONS}
                  onChange={(clientParent) => set({ clientParent })}
                />
              </div>
            )}
            {(involvesChildren(sheet) || sheet.otherPartyIsParent !== undefined) && (
              <div className="cb-fact-field">
                <span className="cb-fact-label">Is the other party a parent of the child?</span>
                <Choice
                  label="Is the other party a parent of the child"
                  value={yesNoOf(draft.otherPartyIsParent)}
                  options={OTHER_PARTY_OPTIONS}
                  onChange={(choice) => set({ otherPartyIsParent: answerOf(choice) })}
                />
                <span className="cb-muted">A grandparent, another relative or a guardian is not a parent.</span>
              </div>
            )}
            <div className="cb-fact-field">
              <span className="cb-fact-label">Does the case ask to change an order the court already made?</span>
              <Choice
                label="Does the case ask to change an existing order"
                value={yesNoOf(draft.modification)}
                options={MODIFICATION_OPTIONS}
                onChange={(choice) => set({ modification: answerOf(choice) })}
              />
              <span className="cb-muted">
                A change of custody, parenting time or support needs a real change in circumstances since the order.
              </span>
            </div>
            {(sheet.incomeGivenUpBy !== undefined || sheet.familyFactors.some((f) => f.key === 'income-gap')) && (
              <div className="cb-fact-field">
                <span className="cb-fact-label">Did either of you give up income by choice (quit a job, cut hours)?</span>
                <Choice
                  label="Who gave up income by choice"
                  value={draft.incomeGivenUpBy ?? 'unknown'}
                  options={INCOME_GIVEN_UP_OPTIONS}
                  onChange={(who) => set({ incomeGivenUpBy: who === 'unknown' ? null : who })}
                />
                <span className="cb-muted">A court may count the income given up as if it were still earned.</span>
              </div>
            )}
            {sheet.clientAsks && (
              <p style={{ margin: 0 }}>
                You ask the court for: <strong>{sheet.clientAsks}</strong>
              </p>
            )}
          </>
        ) : civil ? (
          <p style={{ margin: 0 }}>
            <strong>{draft.clientRole === 'defendant' ? 'You are being sued (defendant).' : 'You are suing (plaintiff).'}</strong> As given
            on the form; the analysis estimates your chance of a judgment in your favour.
          </p>
        ) : (
          <p style={{ margin: 0 }}>
            <strong>{clientRoleSentence('defendant')}</strong> The prosecution must prove the charges; the analysis estimates your chance of
            an outcome in your favour.
          </p>
        )}
      </Section>

      <Section
        title="People in the case"
        hint="Say whose side each person is on. A witness for the prosecution is against you."
        testId="facts-people"
      >
        {people.length === 0 ? (
          <p className="cb-muted">No one was named in your description.</p>
        ) : (
          <ul className="cb-fact-list" aria-label="People">
            {people.map((person) => (
              <li key={person.id} data-testid="fact-person">
                <div className="cb-fact-head">
                  <strong>{person.name}</strong>
                  <span className="cb-muted">{PERSON_ROLE_WORDS[person.role]}</span>
                  {person.listedWitness && <Tag className="cb-fact-tag">Key witness</Tag>}
                </div>
                <Choice
                  label={`Side of ${person.name}`}
                  value={person.side}
                  options={SIDE_OPTIONS}
                  onChange={(side) => setPerson(person.id, { side })}
                />
                <Quote text={person.quote} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <EvidenceSection draft={draft} onChange={onChange} setEvidence={setEvidence} />

      {!family && !civil && (
        <Section title="Charges and record" testId="facts-charges">
          <Charges draft={draft} onChange={onChange} />
          <div className="cb-fact-field">
            <label className="cb-fact-label" htmlFor="cb-prior-count">
              Prior convictions
            </label>
            <div className="cb-fact-inline">
              <InputNumber
                id="cb-prior-count"
                min={0}
                max={99}
                precision={0}
                placeholder="Not known"
                value={draft.priorRecord.count}
                onChange={(count) => set({ priorRecord: { ...draft.priorRecord, count: typeof count === 'number' ? count : null } })}
                aria-describedby="cb-prior-hint"
              />
              <span id="cb-prior-hint" className="cb-muted cb-fact-hint">
                How many. Leave it empty if you do not know.
              </span>
            </div>
            <Quote text={draft.priorRecord.quote} />
          </div>
          <div className="cb-fact-field">
            <span className="cb-fact-label">Are you held in custody?</span>
            <Choice
              label="Detention"
              value={draft.procedural.detention}
              options={[
                { value: 'released', label: 'Released' },
                { value: 'detained', label: 'Detained' },
                { value: 'unknown', label: 'Not known' },
              ]}
              onChange={(detention) => set({ procedural: { ...draft.procedural, detention } })}
            />
          </div>
          <div className="cb-fact-field">
            <Checkbox
              checked={draft.procedural.suppressionIssue}
              onChange={(event) => set({ procedural: { ...draft.procedural, suppressionIssue: event.target.checked } })}
            >
              A motion to suppress evidence is raised (an unlawful search, no Miranda warning, a suggestive identification…)
            </Checkbox>
            <Quote text={draft.procedural.suppressionQuote} />
          </div>
          <SelfDefence draft={draft} onChange={onChange} />
        </Section>
      )}

      {family && (
        <Section title="What the court weighs" hint="Say whether each point helps or hurts your side." testId="facts-family">
          {draft.familyFactors.length === 0 ? (
            <p className="cb-muted">No family-law factor was found in your description.</p>
          ) : (
            <ul className="cb-fact-list" aria-label="Family factors">
              {draft.familyFactors.map((factor, index) => {
                const label = familyFactorWords(factor.key);
                const value = factorValueWords(factor.key, factor.value);
                return (
                  <li key={`${factor.key}-${index}`} data-testid="fact-factor">
                    <div className="cb-fact-head">
                      <strong>{label}</strong>
                      {value && <span className="cb-muted">{value}</span>}
                    </div>
                    {factor.summary && <p style={{ margin: 0 }}>{factor.summary}</p>}
                    <Choice
                      label={`Does “${label}” help or hurt you?`}
                      value={factor.direction}
                      options={DIRECTION_OPTIONS}
                      onChange={(direction) =>
                        set({ familyFactors: draft.familyFactors.map((f, i) => (i === index ? { ...f, direction, byClient: true } : f)) })
                      }
                    />
                    <Quote text={factor.quote} />
                  </li>
                );
              })}
            </ul>
          )}
        </Section>
      )}
    </div>
  );
}

function EvidenceSection({
  draft,
  onChange,
  setEvidence,
}: {
  draft: ConfirmFacts;
  onChange: (next: ConfirmFacts) => void;
  setEvidence: (id: string, patch: Partial<EvidenceItem>) => void;
}) {
  const [adding, setAdding] = useState(NEW_EVIDENCE);
  const [addError, setAddError] = useState<string | null>(null);
  const counter = useRef(0);
  const people = draft.people.filter((p) => p.role !== 'client');
  const whoseOptions = [
    { value: 'client', label: 'You' },
    ...people.map((p) => ({ value: p.id, label: p.name })),
    { value: 'other', label: 'Someone else' },
    { value: 'unknown', label: 'Not sure' },
  ];

  const add = () => {
    if (!adding.kind) return setAddError('Choose what kind of evidence it is.');
    const summary = adding.summary.trim();
    if (!summary) return setAddError('Describe the evidence in a few words.');
    let id: string;
    do {
      counter.current += 1;
      id = `client-${counter.current}`;
    } while (draft.evidence.some((e) => e.id === id));
    const item: EvidenceItem = {
      id,
      kind: adding.kind,
      direction: adding.direction,
      whose: adding.kind === 'confession' || adding.kind === 'admission' ? 'unknown' : '',
      summary: summary.slice(0, 300),
      quote: '',
      source: { field: 'client' },
      byClient: true,
    };
    onChange({ ...draft, evidence: [...draft.evidence, item] });
    setAdding(NEW_EVIDENCE);
    setAddError(null);
  };

  return (
    <Section
      title="Evidence"
      hint="Say whether each piece of evidence helps or hurts you. Remove what is wrong; add what is missing."
      testId="facts-evidence"
    >
      {draft.evidence.length === 0 ? (
        <p className="cb-muted">No evidence was found in your description.</p>
      ) : (
        <ul className="cb-fact-list" aria-label="Evidence">
          {draft.evidence.map((item) => {
            const name = item.summary || EVIDENCE_KIND_WORDS[item.kind];
            const whose = whoseWords(item, draft.people);
            const statement = item.kind === 'confession' || item.kind === 'admission';
            return (
              <li key={item.id} data-testid="fact-evidence">
                <div className="cb-fact-head">
                  <Tag className="cb-fact-tag">{EVIDENCE_KIND_WORDS[item.kind]}</Tag>
                  <span>
                    {item.summary}
                    {whose && !statement && <span className="cb-muted"> ({whose})</span>}
                  </span>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    className="cb-fact-remove"
                    aria-label={`Remove evidence: ${name}`}
                    onClick={() => onChange({ ...draft, evidence: draft.evidence.filter((e) => e.id !== item.id) })}
                  >
                    Remove
                  </Button>
                </div>
                {statement && (
                  <div className="cb-fact-inline">
                    <span className="cb-muted">Made {whose || 'by someone not named'} ·</span>
                    <Select
                      size="small"
                      aria-label={`Whose ${EVIDENCE_KIND_WORDS[item.kind].toLowerCase()}: ${name}`}
                      value={item.whose || 'unknown'}
                      options={whoseOptions}
                      onChange={(whose: string) => setEvidence(item.id, { whose })}
                      popupMatchSelectWidth={false}
                      style={{ minWidth: 140 }}
                    />
                  </div>
                )}
                <Choice
                  label={`Does “${name}” help or hurt you?`}
                  value={item.direction}
                  options={DIRECTION_OPTIONS}
                  onChange={(direction) => setEvidence(item.id, { direction })}
                />
                <Quote text={item.quote} />
              </li>
            );
          })}
        </ul>
      )}
      <fieldset className="cb-fact-add" aria-describedby={addError ? 'cb-add-evidence-error' : undefined}>
        <legend>Add evidence</legend>
        <div className="cb-fact-add-row">
          <Select
            aria-label="Kind of evidence"
            placeholder="Kind"
            value={adding.kind}
            options={EVIDENCE_KIND_OPTIONS}
            onChange={(kind: EvidenceKind) => setAdding({ ...adding, kind })}
            style={{ minWidth: 160 }}
          />
          <Input
            aria-label="Short description of the evidence"
            placeholder="e.g. Store receipt showing I was in Dayton"
            maxLength={300}
            value={adding.summary}
            onChange={(event) => setAdding({ ...adding, summary: event.target.value })}
            onPressEnter={add}
          />
        </div>
        <div className="cb-fact-add-row">
          <Choice
            label="Does the new evidence help or hurt you?"
            value={adding.direction}
            options={DIRECTION_OPTIONS}
            onChange={(direction) => setAdding({ ...adding, direction })}
          />
          <Button icon={<PlusOutlined aria-hidden />} onClick={add}>
            Add evidence
          </Button>
        </div>
        {addError && (
          <p id="cb-add-evidence-error" role="alert" className="cb-fact-error">
            {addError}
          </p>
        )}
      </fieldset>
    </Section>
  );
}

function Charges({ draft, onChange }: { draft: ConfirmFacts; onChange: (next: ConfirmFacts) => void }) {
  const setText = (index: number, text: string) =>
    onChange({
      ...draft,
      charges: draft.charges.map((c, i) => {
        if (i !== index) return c;
        // A statute the new words no longer cite is dropped.
        const { statute, ...rest } = c;
        return statute && text.includes(statute) ? { ...rest, statute, text } : { ...rest, text };
      }),
    });
  return (
    <div className="cb-fact-field">
      <span className="cb-fact-label">Charges</span>
      {draft.charges.length === 0 && <p className="cb-muted">No charge was found. Add each charge you face.</p>}
      <ol className="cb-fact-charges" aria-label="Charges">
        {draft.charges.map((charge, index) => (
          <li key={index}>
            <Input
              aria-label={`Charge ${index + 1}`}
              value={charge.text}
              maxLength={500}
              status={charge.text.trim() ? undefined : 'warning'}
              onChange={(event) => setText(index, event.target.value)}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Remove charge ${index + 1}`}
              onClick={() => onChange({ ...draft, charges: draft.charges.filter((_, i) => i !== index) })}
            />
          </li>
        ))}
      </ol>
      <div>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => onChange({ ...draft, charges: [...draft.charges, { text: '', level: 'unknown' }] })}
        >
          Add charge
        </Button>
      </div>
    </div>
  );
}

/**
 * Self-defence (issue 25, decision 0095): raised by the reader or by the client, with who the evidence
 * shows started it, whether the other person broke into or unlawfully entered the client's home
 * (the castle doctrine), and whether the client was barred from having the weapon.
 */
function SelfDefence({ draft, onChange }: { draft: ConfirmFacts; onChange: (next: ConfirmFacts) => void }) {
  const claim = draft.selfDefence;
  const setClaim = (patch: Partial<NonNullable<ConfirmFacts['selfDefence']>> | null) => {
    if (patch === null) {
      const { selfDefence: _dropped, ...rest } = draft;
      onChange(rest);
      return;
    }
    onChange({ ...draft, selfDefence: { aggressor: 'unknown', homeEntry: false, quote: '', ...claim, ...patch } });
  };
  return (
    <div className="cb-fact-field" data-testid="facts-self-defence">
      <Checkbox checked={claim !== undefined} onChange={(event) => setClaim(event.target.checked ? {} : null)}>
        I acted in self-defence (or in defence of someone else or of my home)
      </Checkbox>
      {claim && (
        <>
          <span className="cb-fact-label">Who does the evidence show started it?</span>
          <Choice
            label="Who started it"
            value={claim.aggressor}
            options={AGGRESSOR_OPTIONS}
            onChange={(aggressor) => setClaim({ aggressor })}
          />
          <Checkbox checked={claim.homeEntry} onChange={(event) => setClaim({ homeEntry: event.target.checked })}>
            The other person broke into or unlawfully entered my home
          </Checkbox>
          <Checkbox checked={claim.unlawfulActivity === true} onChange={(event) => setClaim({ unlawfulActivity: event.target.checked })}>
            I was not allowed to have the weapon I used
          </Checkbox>
          <Quote text={claim.quote} />
        </>
      )}
    </div>
  );
}

/** The sheet as sent: empty charges left out, words trimmed. */
export function cleanDraft(draft: ConfirmFacts): ConfirmFacts {
  return {
    ...draft,
    charges: draft.charges.map((c) => ({ ...c, text: c.text.trim() })).filter((c) => c.text.length > 0),
  };
}
