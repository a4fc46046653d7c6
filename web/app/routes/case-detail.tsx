import { getRouteApi, Link } from '@tanstack/react-router';
import { Card, Typography } from 'antd';
import { PlaceholderPage } from '../../components/placeholder-page';
import { useSignedInUser } from '../use-signed-in-user';

const route = getRouteApi('/app/case-detail/$id');

/** A case id in the URL must be a whole number (SPEC.md §5). */
export function isCaseId(id: string): boolean {
  return /^\d+$/.test(id);
}

export function CaseDetailRoute() {
  const { id } = route.useParams();
  const user = useSignedInUser();
  if (!isCaseId(id)) {
    return (
      <div className="cb-page" style={{ display: 'flex', justifyContent: 'center', paddingTop: 64 }}>
        <Card className="cb-message-card">
          <Typography.Title level={1} style={{ fontSize: 22 }}>
            Invalid Case ID
          </Typography.Title>
          <Typography.Paragraph>The case link you followed is not valid.</Typography.Paragraph>
          {/* SPEC.md §2: staff go back to their dashboard, clients to their history; the link says which. */}
          {user.userType === 'investigator' ? (
            <Link to="/investigator-dashboard">Return to Dashboard</Link>
          ) : (
            <Link to="/history">Return to History</Link>
          )}
        </Card>
      </div>
    );
  }
  return (
    <PlaceholderPage
      title="Case Detail"
      description={`Case ${id}: its details, AI analysis results and comments arrive in the casework release.`}
    />
  );
}
