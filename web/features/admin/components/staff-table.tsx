// The admin's staff accounts (issue 31; decision 0054): a compact table, searched by name or email,
// filtered by role and status, sorted, ten rows a page; each investigator or auditor account can be
// disabled, enabled again, or have its password reset (a link is emailed to the account).
import { useId, useMemo, useState } from 'react';
import { Button } from 'antd';
import { dayMonthYear } from '../../../lib/dates';
import { Table } from '../../../components/ui/table';
import { Tag } from '../../../components/ui/tag';
import { Input } from '../../../components/ui/input';
import { LazyPopconfirm } from '../../../components/ui/lazy-popconfirm';
import type { Role, StaffMember } from '../../../../modules/identity/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { plural } from '../../../lib/plural';
import { toast } from '../../../lib/toast';
import { useStaffUsers } from '../api/get-staff-users';
import { useStaffAccountAction, type StaffAction } from '../api/staff-account-actions';

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
const disabledColors = { color: '#7f1d1d', background: '#fef2f2', borderColor: '#fca5a5' };
const activeColors = { color: '#14532d', background: '#f0fdf4', borderColor: '#86efac' };

export function formatCreated(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : dayMonthYear(date);
}

type Sort = 'newest' | 'oldest' | 'username' | 'role';
const SORTS: Record<Sort, { label: string; compare: (a: StaffMember, b: StaffMember) => number }> = {
  newest: { label: 'Newest first', compare: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id },
  oldest: { label: 'Oldest first', compare: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id },
  username: { label: 'Username A–Z', compare: (a, b) => a.username.localeCompare(b.username) },
  role: { label: 'Role', compare: (a, b) => a.role.localeCompare(b.role) || a.username.localeCompare(b.username) },
};

const ACTION_DONE: Record<StaffAction, (u: StaffMember) => { title: string; description: string }> = {
  disable: (u) => ({ title: 'Account disabled', description: `${u.username} cannot sign in until enabled again; their sessions ended.` }),
  enable: (u) => ({ title: 'Account enabled', description: `${u.username} can sign in again.` }),
  'reset-password': (u) => ({
    title: 'Password reset',
    description: `${u.username} was signed out and sent a link to ${u.email} to choose a new password.`,
  }),
};

function Actions({ user }: { user: StaffMember }) {
  const action = useStaffAccountAction();
  // The operations account runs the platform: it is neither disabled nor reset from here.
  if (user.role === 'admin') return <span className="cb-staff-muted">Operations account</span>;
  const run = (kind: StaffAction) =>
    action.mutate(
      { id: user.id, action: kind },
      {
        onSuccess: () => toast({ variant: 'success', ...ACTION_DONE[kind](user) }),
        onError: (error) => toast({ variant: 'error', title: 'The change failed', description: errorMessage(error) }),
      },
    );
  const pending = action.isPending;
  return (
    <span className="cb-staff-actions">
      {user.disabled ? (
        <Button size="small" loading={pending && action.variables?.action === 'enable'} onClick={() => run('enable')}>
          Enable <span className="cb-visually-hidden">{user.username}</span>
        </Button>
      ) : (
        <LazyPopconfirm
          title={`Disable ${user.username}?`}
          description="They are signed out and cannot sign in until enabled again."
          okText="Disable"
          cancelText="Cancel"
          onConfirm={() => run('disable')}
        >
          <Button size="small" danger loading={pending && action.variables?.action === 'disable'}>
            Disable <span className="cb-visually-hidden">{user.username}</span>
          </Button>
        </LazyPopconfirm>
      )}
      <LazyPopconfirm
        title={`Reset the password of ${user.username}?`}
        description="They are signed out and get an email with a link to choose a new password."
        okText="Reset"
        cancelText="Cancel"
        onConfirm={() => run('reset-password')}
      >
        <Button size="small" loading={pending && action.variables?.action === 'reset-password'}>
          Reset password <span className="cb-visually-hidden">of {user.username}</span>
        </Button>
      </LazyPopconfirm>
    </span>
  );
}

export function StaffTable() {
  const query = useStaffUsers();
  const id = useId();
  const [words, setWords] = useState('');
  const [role, setRole] = useState<'' | Role>('');
  const [status, setStatus] = useState<'' | 'active' | 'disabled'>('');
  const [sort, setSort] = useState<Sort>('newest');

  const rows = useMemo(() => {
    const needle = words.trim().toLowerCase();
    return (query.data ?? [])
      .filter((u) => !needle || u.username.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle))
      .filter((u) => !role || u.role === role)
      .filter((u) => !status || (status === 'disabled') === u.disabled)
      .sort(SORTS[sort].compare);
  }, [query.data, words, role, status, sort]);

  if (query.isPending) return <LoadingBlock label="Loading staff accounts" />;
  if (query.isError) return <LoadError title="Could not load staff accounts" error={query.error} onRetry={() => void query.refetch()} />;
  const filtered = words.trim() !== '' || role !== '' || status !== '';
  return (
    <>
      <div className="cb-staff-toolbar" role="search" aria-label="Filter staff accounts">
        <div className="cb-staff-field cb-staff-search">
          <label htmlFor={`${id}-q`}>Search</label>
          <Input id={`${id}-q`} type="search" value={words} placeholder="Username or email" onChange={(e) => setWords(e.target.value)} />
        </div>
        <div className="cb-staff-field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} className="cb-native-select" value={role} onChange={(e) => setRole(e.target.value as '' | Role)}>
            <option value="">All roles</option>
            <option value="investigator">Investigator</option>
            <option value="auditor">Auditor</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <div className="cb-staff-field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            className="cb-native-select"
            value={status}
            onChange={(e) => setStatus(e.target.value as '' | 'active' | 'disabled')}
          >
            <option value="">Any status</option>
            <option value="active">Active</option>
            <option value="disabled">Disabled</option>
          </select>
        </div>
        <div className="cb-staff-field">
          <label htmlFor={`${id}-sort`}>Sort</label>
          <select id={`${id}-sort`} className="cb-native-select" value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
            {(Object.keys(SORTS) as Sort[]).map((key) => (
              <option key={key} value={key}>
                {SORTS[key].label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="cb-staff-count" aria-live="polite">
        {plural(rows.length, 'account')}
        {filtered ? ` of ${query.data.length}` : ''}
      </p>
      <Table<StaffMember>
        rowKey="id"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={rows}
        scroll={{ x: true }}
        className="cb-staff-table"
        locale={{
          emptyText: (
            <span className="cb-empty-text">
              {filtered ? 'No account matches these filters.' : 'No staff accounts yet. Create the first one below.'}
            </span>
          ),
        }}
        columns={[
          { title: 'Username', dataIndex: 'username', render: (username: string) => <strong>{username}</strong> },
          { title: 'Email', dataIndex: 'email', render: (email: string) => <span className="cb-staff-email">{email}</span> },
          {
            title: 'Role',
            dataIndex: 'role',
            render: (r: Role) => <Tag style={roleColors[r]}>{roleLabels[r]}</Tag>,
          },
          {
            title: 'Status',
            key: 'status',
            render: (_: unknown, user) =>
              user.disabled ? <Tag style={disabledColors}>Disabled</Tag> : <Tag style={activeColors}>Active</Tag>,
          },
          { title: 'Created', dataIndex: 'createdAt', render: (createdAt: string) => formatCreated(createdAt) },
          { title: 'Actions', key: 'actions', render: (_: unknown, user) => <Actions user={user} /> },
        ]}
      />
    </>
  );
}
