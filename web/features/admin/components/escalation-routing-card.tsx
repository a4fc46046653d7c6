// The admin's view of escalations routed to the directory (issue 30, item 4; decision 0057): each
// routing's case, current offer, taker and every step in order, with the staff overrides the API
// offers — offer it to the next candidate now, assign it to a candidate, stop it.
import { useId, useState } from 'react';
import { Button, Flex } from 'antd';
import { Card } from '../../../components/ui/card';
import { LazyPopconfirm } from '../../../components/ui/lazy-popconfirm';
import { Table } from '../../../components/ui/table';
import { Tag } from '../../../components/ui/tag';
import { Typography } from '../../../components/ui/typography';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { busy } from '../../../components/busy';
import type { EscalationRouting, RoutingStep } from '../../../../modules/directory/contract';
import { errorMessage } from '../../../lib/api-client';
import { dayMonthYearTime } from '../../../lib/dates';
import { plural } from '../../../lib/plural';
import { toast } from '../../../lib/toast';
import { useEscalationRoutings, useOverrideEscalationRouting, type RoutingOverride } from '../api/escalation-routing';
import './admin.css';

/** A candidate's distance from the client, as the routing recorded it. */
const milesOf = (c: { distanceMiles: number | null }) =>
  c.distanceMiles === null ? 'distance not recorded' : `${c.distanceMiles.toFixed(1)} mi`;

type Status = EscalationRouting['status'];

// Colours that keep 4.5:1 contrast as a tag's text on its light background (the Case Offers tab's).
export const ROUTING_STATUS: Record<Status, { label: string; color: string }> = {
  offering: { label: 'Offering', color: '#0b57d0' },
  accepted: { label: 'Accepted: awaiting contact', color: '#8a5a00' },
  contacted: { label: 'Client contacted', color: '#237804' },
  exhausted: { label: 'Exhausted: in the staff queue', color: '#a8071a' },
  stopped: { label: 'Stopped', color: '#595959' },
};

const STEP_LABELS: Record<string, string> = {
  EscalationRouted: 'Routed',
  EscalationOffered: 'Offered',
  EscalationOfferDeclined: 'Declined',
  EscalationOfferAccepted: 'Accepted',
  EscalationOfferWithdrawn: 'Withdrawn',
  EscalationClientContacted: 'Client contacted',
  EscalationAcceptanceLapsed: 'Acceptance lapsed',
  EscalationRoutingExhausted: 'No candidate left',
  EscalationRoutingStopped: 'Stopped',
};
const WITHDRAWN: Record<string, string> = {
  taken: 'another investigator accepted first',
  stopped: 'staff stopped the routing',
  exhausted: 'no candidate was left',
};
/** Where each candidate stands, from the last step that names them. */
const CANDIDATE_STANDING: Record<string, string> = {
  EscalationOffered: 'offer open',
  EscalationOfferDeclined: 'declined',
  EscalationOfferAccepted: 'accepted',
  EscalationOfferWithdrawn: 'offer withdrawn',
  EscalationClientContacted: 'contacted the client',
  EscalationAcceptanceLapsed: 'lapsed',
};

const time = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayMonthYearTime(date);
};
// The view's step details name times as ISO strings ("next investigator at 2026-…Z"): shown in local time.
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g;
export const stepDetail = (step: RoutingStep) =>
  step.type === 'EscalationOfferWithdrawn' && step.detail
    ? (WITHDRAWN[step.detail] ?? step.detail)
    : (step.detail ?? '').replace(ISO_TIME, (iso) => time(iso));

const nameOf = (c: { piId: string; piName: string | null }) => c.piName ?? `Listing ${c.piId.slice(0, 8)}`;

/** Each candidate's last step (by listing id), in the order the steps came. */
function lastStepOf(routing: EscalationRouting): Map<string, RoutingStep> {
  const last = new Map<string, RoutingStep>();
  for (const step of routing.steps) if (step.piId && step.type in CANDIDATE_STANDING) last.set(step.piId, step);
  return last;
}

function Overrides({ routing, last }: { routing: EscalationRouting; last: Map<string, RoutingStep> }) {
  const override = useOverrideEscalationRouting();
  const [chosen, setChosen] = useState('');
  const id = useId();
  const { status, caseId, taker } = routing;
  const run = (body: RoutingOverride, done: (status: Status) => { title: string; description?: string }) =>
    override.mutate(
      { escalationId: routing.escalationId, override: body },
      {
        onSuccess: (answer) => {
          if (body.action === 'assign') setChosen('');
          toast({ variant: 'success', ...done(answer.status) });
        },
        onError: (error) => toast({ variant: 'error', title: 'The routing was not changed', description: errorMessage(error) }),
      },
    );
  const pending = (action: RoutingOverride['action']) => busy(override.isPending && override.variables?.override.action === action);
  const canOfferNext = status === 'offering' || status === 'accepted';
  const canAssign = status === 'offering' || status === 'accepted' || status === 'exhausted';
  const canStop = status === 'offering' || status === 'accepted';
  if (!canOfferNext && !canAssign)
    return (
      <Typography.Text type="secondary">
        {status === 'contacted' ? 'The client was contacted: nothing is left to override.' : 'The routing is over.'}
      </Typography.Text>
    );

  // Taking the case back from its taker, or ending the routing when nobody is left, is asked first.
  const confirmNext = status === 'accepted' || routing.candidates.every((c) => last.has(c.piId));
  const sendNext = () =>
    run({ action: 'next' }, (s) =>
      s === 'exhausted'
        ? { title: 'No candidate was left', description: 'The open offers were withdrawn; the staff queue keeps the case.' }
        : { title: 'Offered to the next candidate', description: `Case ${caseId} was offered to the next candidate.` },
    );
  const offerNext = (
    <Button disabled={override.isPending} loading={pending('next')} onClick={confirmNext ? undefined : sendNext}>
      Offer to Next Candidate <span className="cb-visually-hidden">(case {caseId})</span>
    </Button>
  );
  const candidate = routing.candidates.find((c) => c.piId === chosen);
  const assignable = routing.candidates.filter((c) => c.piId !== taker?.piId);
  return (
    <div className="cb-routing-actions" role="group" aria-label={`Overrides for case ${caseId}`}>
      {canOfferNext &&
        (confirmNext ? (
          <LazyPopconfirm
            title={status === 'accepted' ? `Take case ${caseId} back from ${taker ? nameOf(taker) : 'its taker'}?` : 'No candidate is left'}
            description={
              status === 'accepted'
                ? 'Their acceptance ends and the case is offered to the next candidate.'
                : 'The open offers are withdrawn and the staff queue keeps the case.'
            }
            okText={status === 'accepted' ? 'Take back and offer on' : 'End the routing'}
            cancelText="Cancel"
            onConfirm={sendNext}
          >
            {offerNext}
          </LazyPopconfirm>
        ) : (
          offerNext
        ))}
      {canAssign && assignable.length > 0 && (
        <span className="cb-routing-assign">
          <label className="cb-visually-hidden" htmlFor={`${id}-assign`}>
            Candidate to assign case {caseId} to
          </label>
          <select
            id={`${id}-assign`}
            className="cb-native-select cb-admin-select"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            <option value="">Choose a candidate</option>
            {assignable.map((c) => (
              <option key={c.piId} value={c.piId}>
                {nameOf(c)} · {milesOf(c)} · {CANDIDATE_STANDING[last.get(c.piId)?.type ?? ''] ?? 'not offered yet'}
              </option>
            ))}
          </select>
          <LazyPopconfirm
            title={`Assign case ${caseId} to ${candidate ? nameOf(candidate) : 'this candidate'}?`}
            description={
              taker
                ? `${nameOf(taker)} loses it; every other open offer is withdrawn.`
                : 'Every other open offer is withdrawn; they have 24 hours to contact the client.'
            }
            okText="Assign"
            cancelText="Cancel"
            disabled={!candidate || override.isPending}
            onConfirm={() =>
              candidate &&
              run({ action: 'assign', piId: candidate.piId }, () => ({
                title: 'Case assigned',
                description: `${nameOf(candidate)} has 24 hours to contact the client.`,
              }))
            }
          >
            <Button disabled={!candidate || override.isPending} loading={pending('assign')}>
              Assign <span className="cb-visually-hidden">case {caseId}</span>
            </Button>
          </LazyPopconfirm>
        </span>
      )}
      {canStop && (
        <LazyPopconfirm
          title={`Stop routing case ${caseId}?`}
          description="Every open offer is withdrawn and no one else is asked; the staff queue keeps the case."
          okText="Stop routing"
          cancelText="Cancel"
          onConfirm={() =>
            run({ action: 'stop' }, () => ({ title: 'Routing stopped', description: `Case ${caseId} stays in the staff queue.` }))
          }
        >
          <Button danger disabled={override.isPending} loading={pending('stop')}>
            Stop Routing <span className="cb-visually-hidden">case {caseId}</span>
          </Button>
        </LazyPopconfirm>
      )}
    </div>
  );
}

type NumberedStep = RoutingStep & { n: number };

function RoutingItem({ routing }: { routing: EscalationRouting }) {
  const headingId = useId();
  const last = lastStepOf(routing);
  const status = ROUTING_STATUS[routing.status] ?? { label: routing.status, color: '#595959' };
  const open = routing.status === 'offering' ? routing.candidates.filter((c) => last.get(c.piId)?.type === 'EscalationOffered') : [];
  const left = routing.candidates.some((c) => !last.has(c.piId));
  const steps: NumberedStep[] = routing.steps.map((s, i) => ({ ...s, n: i + 1 }));
  return (
    <li className="cb-routing" aria-labelledby={headingId}>
      <div className="cb-routing-head">
        <h3 id={headingId} className="cb-routing-title">
          Case {routing.caseId}
        </h3>
        <Tag color={status.color}>{status.label}</Tag>
      </div>
      <dl className="cb-routing-facts" aria-label={`Case ${routing.caseId} routing`}>
        <div>
          <dt>Investigation type</dt>
          <dd>{routing.investigationType}</dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>{routing.state}</dd>
        </div>
        <div>
          <dt>Routed</dt>
          <dd>{time(routing.routedAt)}</dd>
        </div>
        <div>
          <dt>Current offer</dt>
          <dd>{open.length === 0 ? 'None' : open.map((c) => `${nameOf(c)} (since ${time(last.get(c.piId)!.at)})`).join('; ')}</dd>
        </div>
        <div>
          <dt>Offer deadline</dt>
          <dd>
            {routing.status === 'offering' && routing.nextAt
              ? `${time(routing.nextAt)}, then ${left ? 'the next candidate is asked too' : 'the routing ends (no candidate left)'}`
              : '—'}
          </dd>
        </div>
        <div>
          <dt>Accepted by</dt>
          <dd>{routing.taker ? nameOf(routing.taker) : '—'}</dd>
        </div>
        <div>
          <dt>Contact by</dt>
          <dd>
            {routing.status === 'contacted'
              ? 'Client contacted'
              : routing.taker?.contactBy
                ? `${time(routing.taker.contactBy)}, or it is offered again`
                : '—'}
          </dd>
        </div>
      </dl>
      <Overrides routing={routing} last={last} />
      <h4 className="cb-routing-subtitle">Steps</h4>
      <Table<NumberedStep>
        rowKey="n"
        size="small"
        stacked
        pagination={false}
        dataSource={steps}
        locale={{ emptyText: 'No step recorded yet.' }}
        columns={[
          { title: '#', label: 'Step number', dataIndex: 'n' },
          { title: 'When', dataIndex: 'at', render: (at: string) => time(at) },
          { title: 'Step', dataIndex: 'type', render: (type: string) => STEP_LABELS[type] ?? type },
          { title: 'Investigator', key: 'pi', render: (_: unknown, s) => (s.piId ? nameOf({ piId: s.piId, piName: s.piName }) : '—') },
          { title: 'Detail', key: 'detail', render: (_: unknown, s) => stepDetail(s) || '—' },
        ]}
      />
      <details className="cb-routing-candidates">
        <summary>{plural(routing.candidates.length, 'candidate')}, nearest first</summary>
        <ol>
          {routing.candidates.map((c) => (
            <li key={c.piId}>
              {nameOf(c)} · {milesOf(c)} · rating {c.rating.toFixed(2)} ·{' '}
              {CANDIDATE_STANDING[last.get(c.piId)?.type ?? ''] ?? 'not offered yet'}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/**
 * Admin: premium escalations routed to the directory's investigators — what each is offered to now,
 * who accepted and by when they must contact the client, every step — and the staff overrides
 * (GET /api/admin/escalation-routing, POST /api/admin/escalation-routing/:escalationId).
 */
export function EscalationRoutingCard() {
  const query = useEscalationRoutings();
  return (
    <Card title={<h2 className="cb-card-title">Escalation Routing</h2>}>
      {query.isPending ? (
        <LoadingBlock label="Loading the escalation routing" />
      ) : query.isError ? (
        <LoadError title="Could not load the escalation routing" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <div role="status">
          <Typography.Paragraph strong style={{ marginBottom: 4 }}>
            No escalation has been routed to the directory yet.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            A premium escalation that names a place and a kind of work is offered here to linked, licensed investigators one after another;
            every offer and answer will be listed on this card.
          </Typography.Paragraph>
        </div>
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary" role="status">
            {plural(query.data.length, 'routed escalation')}, newest first. An offer nobody answers brings in the next candidate; whoever
            accepts has 24 hours to contact the client.
          </Typography.Text>
          <ul className="cb-routings" aria-label="Routed escalations">
            {query.data.map((r) => (
              <RoutingItem key={r.escalationId} routing={r} />
            ))}
          </ul>
        </Flex>
      )}
    </Card>
  );
}
