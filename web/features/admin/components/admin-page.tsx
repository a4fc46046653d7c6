import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { CreateStaffForm } from './create-staff-form';
import { StaffTable } from './staff-table';

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
          <CreateStaffForm />
        </Card>
        {children}
      </Flex>
    </div>
  );
}
