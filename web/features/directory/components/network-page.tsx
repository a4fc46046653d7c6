import { Fragment, useDeferredValue, useState } from 'react';
import { Alert, Empty, Skeleton } from 'antd';
import { Input } from '../../../components/ui/input';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import { MESSAGES, type NetworkMember } from '../../../../modules/directory/contract';
import { errorMessage } from '../../../lib/api-client';
import { plural } from '../../../lib/plural';
import { useNetwork } from '../api/directory-api';
import './directory.css';

/** An address that may wrap only after its "@" and before a dot, never inside a word. */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** Whether every word of the query is in the member's names, states, specialties, email or notes. */
export function matchesNetworkQuery(member: NetworkMember, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [
    member.legalName,
    member.dbaName ?? '',
    member.operationalStates.join(' '),
    member.specializations.join(' '),
    member.contactEmail,
    member.notes ?? '',
  ]
    .join(' ')
    .toLowerCase();
  return words.every((w) => text.includes(w));
}

export function NetworkMemberCard({ member }: { member: NetworkMember }) {
  return (
    <Card className="cb-network-card" role="article" aria-label={member.legalName}>
      <Typography.Title level={2} style={{ fontSize: 17, marginBottom: 0 }}>
        {member.legalName}
      </Typography.Title>
      {member.dbaName && <Typography.Text type="secondary">DBA {member.dbaName}</Typography.Text>}
      <div className="cb-pi-tags">
        {member.specializations.map((s) => (
          <Tag key={s}>{s}</Tag>
        ))}
      </div>
      <dl className="cb-pi-facts">
        <div>
          <dt>States</dt>
          <dd>{member.operationalStates.join(', ') || '—'}</dd>
        </div>
        <div className="cb-pi-fact-wide">
          <dt>Email</dt>
          <dd className="cb-email">
            <a href={`mailto:${member.contactEmail}`}>
              <BreakableEmail email={member.contactEmail} />
            </a>
          </dd>
        </div>
        {member.phone && (
          <div>
            <dt>Phone</dt>
            <dd>{member.phone}</dd>
          </div>
        )}
        <div>
          <dt>License required</dt>
          <dd>{member.licenseRequired ? 'Yes' : 'No'}</dd>
        </div>
      </dl>
      {member.notes && <Typography.Paragraph className="cb-pi-bio">{member.notes}</Typography.Paragraph>}
    </Card>
  );
}

export function NetworkSkeletons() {
  return (
    <div className="cb-pi-cards" role="status" aria-busy="true" aria-label="Loading the network">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="cb-network-card">
          <Skeleton active />
        </Card>
      ))}
    </div>
  );
}

/** Investigator Network (SPEC §2), staff only; app/ shows 'Access Denied' to anyone else. */
export function NetworkPage() {
  const { data, isPending, error } = useNetwork();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = data?.filter((m) => matchesNetworkQuery(m, deferred)) ?? [];
  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Investigator Network
        </Typography.Title>
      </div>
      <Alert type="warning" showIcon title="Confidential" description={MESSAGES.confidential} style={{ marginBottom: 16 }} />
      {isPending ? (
        <NetworkSkeletons />
      ) : error ? (
        <Alert type="error" title={errorMessage(error)} />
      ) : data.length === 0 ? (
        <Empty
          description={
            <>
              <Typography.Title level={2} style={{ fontSize: 20 }}>
                {MESSAGES.noNetwork}
              </Typography.Title>
              <Typography.Paragraph>{MESSAGES.noNetworkDetail}</Typography.Paragraph>
            </>
          }
        />
      ) : (
        <>
          <Input
            type="search"
            placeholder="Search by name, state, specialty or email"
            aria-label="Search the network"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ maxWidth: 480, marginBottom: 8 }}
          />
          <Typography.Paragraph type="secondary" role="status" style={{ marginBottom: 12 }}>
            {deferred.trim() ? `${shown.length} of ${plural(data.length, 'member')} match` : plural(data.length, 'member')}
          </Typography.Paragraph>
          {shown.length === 0 ? (
            <Empty description={`No member matches “${deferred.trim()}”.`} />
          ) : (
            <div className="cb-pi-cards">
              {shown.map((member) => (
                <NetworkMemberCard key={member.id} member={member} />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
