// 'Facts weighed' (issue 25): the fact sheet an analysis weighed, read only, in plain words, folded
// under the result so the numbers can be checked against what they rest on.
import type { FactSheet } from '../../../../modules/casework/contract';
import {
  DETENTION_WORDS,
  EVIDENCE_KIND_WORDS,
  PERSON_ROLE_WORDS,
  clientRoleSentence,
  directionWords,
  factorValueWords,
  familyFactorWords,
  selfDefenceSentence,
  sideWords,
  whoseWords,
  type Audience,
} from '../lib/fact-words';

const PARENT_WORDS = {
  mother: 'the mother',
  father: 'the father',
  other: 'not a parent of the child (a grandparent, another relative or a guardian)',
  unknown: 'a parent (which one is not known)',
} as const;

export function FactSheetSummary({ facts, audience = 'client' }: { facts: FactSheet; audience?: Audience }) {
  const people = facts.people.filter((p) => p.role !== 'client');
  const family = facts.decisionMaker === 'judge';
  const you = audience === 'client' ? 'You are' : 'The client is';
  return (
    <div className="cb-stack cb-facts-weighed">
      <p style={{ margin: 0 }}>
        {clientRoleSentence(facts.clientRole, audience)}
        {facts.clientParent && ` ${you} ${PARENT_WORDS[facts.clientParent]}.`}
        {facts.otherPartyIsParent !== undefined &&
          ` The other party is ${facts.otherPartyIsParent ? "the child's other parent" : 'not a parent of the child'}.`}
        {facts.modification && ' The case asks to change an order the court already made.'}
        {facts.incomeGivenUpBy &&
          ` ${facts.incomeGivenUpBy === 'client' ? (audience === 'client' ? 'You' : 'The client') : 'The other party'} gave up income by choice.`}
        {facts.clientAsks && ` ${audience === 'client' ? 'You ask' : 'The client asks'} for ${facts.clientAsks}.`}
      </p>
      {people.length > 0 && (
        <div>
          <strong>People</strong>
          <ul aria-label="People weighed">
            {people.map((p) => (
              <li key={p.id}>
                {p.name} ({PERSON_ROLE_WORDS[p.role].toLowerCase()}
                {p.listedWitness ? ', key witness' : ''}): {sideWords(p.side, audience).toLowerCase()}
              </li>
            ))}
          </ul>
        </div>
      )}
      {facts.evidence.length > 0 && (
        <div>
          <strong>Evidence</strong>
          <ul aria-label="Evidence weighed">
            {facts.evidence.map((e) => {
              const whose = whoseWords(e, facts.people, audience);
              return (
                <li key={e.id}>
                  {EVIDENCE_KIND_WORDS[e.kind]}
                  {e.summary ? `: ${e.summary}` : ''}
                  {whose ? ` (${whose})` : ''} — {directionWords(e.direction, audience).toLowerCase()}
                  {e.byClient ? (audience === 'client' ? ' · added or changed by you' : ' · added or changed by the client') : ''}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {!family && (
        <div>
          <strong>Charges and record</strong>
          <ul aria-label="Charges weighed">
            {facts.charges.map((c, i) => (
              <li key={i}>
                {c.text}
                {c.level !== 'unknown' ? ` (${c.level})` : ''}
              </li>
            ))}
            <li>Prior convictions: {facts.priorRecord.count === null ? 'not known' : facts.priorRecord.count}</li>
            <li>Detention: {DETENTION_WORDS[facts.procedural.detention].toLowerCase()}</li>
            {facts.procedural.suppressionIssue && <li>A motion to suppress evidence is raised</li>}
            {facts.selfDefence && <li data-testid="summary-self-defence">{selfDefenceSentence(facts.selfDefence, audience)}</li>}
          </ul>
        </div>
      )}
      {facts.familyFactors.length > 0 && (
        <div>
          <strong>What the court weighs</strong>
          <ul aria-label="Family factors weighed">
            {facts.familyFactors.map((f, i) => {
              const value = factorValueWords(f.key, f.value);
              return (
                <li key={`${f.key}-${i}`}>
                  {familyFactorWords(f.key, audience)}
                  {value ? ` (${value})` : ''} — {directionWords(f.direction, audience).toLowerCase()}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <p className="cb-muted" style={{ margin: 0, fontSize: 12 }}>
        Read by the {facts.reader.engine === 'offline' ? 'offline' : 'OpenAI'} fact reader ({facts.reader.model}, version{' '}
        {facts.reader.version}); about {Math.round(facts.understood * 100)}% of the description placed.
      </p>
    </div>
  );
}
