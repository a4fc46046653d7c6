import { Alert, Empty, Skeleton } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import { MESSAGES, type NetworkMember } from '../../../../modules/directory/contract';
import { errorMessage } from '../../../lib/api-client';
import { useNetwork } from '../api/directory-api';
import './directory.css';

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
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${member.contactEmail}`}>{member.contactEmail}</a>
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
        <div className="cb-pi-cards">
          {data.map((member) => (
            <NetworkMemberCard key={member.id} member={member} />
          ))}
        </div>
      )}
    </div>
  );
}
