import { Table } from '../../../components/ui/table';
import { Tag } from '../../../components/ui/tag';
import { format } from 'date-fns';
import type { Role, UserResponse } from '../../../../modules/identity/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { useStaffUsers } from '../api/get-staff-users';

const roleLabels: Record<Role, string> = {
  client: 'Client',
  investigator: 'Investigator',
  auditor: 'Auditor',
  admin: 'Admin',
};

// Dark text on light tags keeps 4.5:1 contrast.
const roleColors: Record<Role, { color: string; background: string; borderColor: string }> = {
  client: { color: '#1f2937', background: '#f3f4f6', borderColor: '#d1d5db' },
  investigator: { color: '#0b3d91', background: '#e6f0ff', borderColor: '#adc8f5' },
  auditor: { color: '#4c1d95', background: '#f3e8ff', borderColor: '#d8b4fe' },
  admin: { color: '#7c2d12', background: '#fff1e6', borderColor: '#fdba74' },
};

export function formatCreated(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : format(date, 'd MMM yyyy');
}

export function StaffTable() {
  const query = useStaffUsers();
  if (query.isPending) return <LoadingBlock label="Loading staff accounts" />;
  if (query.isError) return <LoadError title="Could not load staff accounts" error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<UserResponse>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={query.data}
      scroll={{ x: true }}
      locale={{ emptyText: <span className="cb-empty-text">No staff accounts yet. Create the first one below.</span> }}
      columns={[
        { title: 'Username', dataIndex: 'username' },
        { title: 'Email', dataIndex: 'email' },
        {
          title: 'Role',
          dataIndex: 'role',
          render: (role: Role) => <Tag style={roleColors[role]}>{roleLabels[role]}</Tag>,
        },
        { title: 'Created', dataIndex: 'createdAt', render: (createdAt: string) => formatCreated(createdAt) },
      ]}
    />
  );
}
