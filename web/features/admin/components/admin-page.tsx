import { lazy, type ReactNode } from 'react';
import { Flex } from 'antd';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Typography } from '../../../components/ui/typography';
import { WhenNear } from '../../../components/ui/when-near';
import { StaffTable } from './staff-table';

// The form is under the staff list: its code (antd's Form, Input, Radio) loads when it nears the
// viewport, not with the page (docs/decisions/0028-remaining-pages-weight.md).
const CreateStaffForm = lazy(() => import('./create-staff-form').then((m) => ({ default: m.CreateStaffForm })));

/** Staff accounts: investigators, auditors and admins are created here, never self-registered. */
export function AdminPage({ children }: { children?: ReactNode }) {
  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Administration
        </Typography.Title>
      </div>
      <Flex vertical gap={16}>
        <Card title={<h2 className="cb-card-title">Staff Accounts</h2>}>
          <StaffTable />
        </Card>
        <Card title={<h2 className="cb-card-title">Create a Staff Account</h2>}>
          <WhenNear placeholder={<Skeleton active paragraph={{ rows: 6 }} />}>
            <CreateStaffForm />
          </WhenNear>
        </Card>
        {children}
      </Flex>
    </div>
  );
}
