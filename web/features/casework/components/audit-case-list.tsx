// The auditor's Case History (issue 31; decision 0054): every case with its status and last event,
// found by number, title or id, a page at a time; each row opens the case's event history.
import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Typography } from '../../../components/ui/typography';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import {
  CASE_STATUSES,
  CASE_STATUS_LABELS,
  MESSAGES,
  caseTypeLabel,
  type CaseCategory,
  type CaseStatus,
} from '../../../../modules/casework/contract';
import { type AuditCaseRow } from '../../../../modules/casework/history-contract';
import { plural } from '../../../lib/plural';
import { AUDIT_PAGE_SIZE, useAuditCases } from '../api/get-audit-cases';
import { formatDateTime } from '../lib/format';
import './audit-case-list.css';

export interface AuditCaseListProps {
  q?: string;
  status?: CaseStatus;
  page?: number;
  /** A new search, status or page (the route keeps them in the address). */
  onChange: (next: { q?: string; status?: CaseStatus; page?: number }) => void;
}

function CaseRow({ row }: { row: AuditCaseRow }) {
  const title = row.caseTitle ?? 'Owner’s account erased';
  return (
    <li className="cb-audit-row">
      <div className="cb-audit-case">
        <Link to="/case-detail/$id/history" params={{ id: String(row.id) }} className="cb-audit-link">
          {row.caseNumber ?? `Case ${row.id}`}
        </Link>
        <span className="cb-audit-title">{title}</span>
        <span className="cb-audit-meta">
          #{row.id} · {caseTypeLabel(row.caseCategory as CaseCategory, row.caseType)}
        </span>
      </div>
      <div className="cb-audit-status">
        <span className={`cb-audit-badge cb-audit-badge-${row.status}`}>{CASE_STATUS_LABELS[row.status]}</span>
      </div>
      <div className="cb-audit-last">
        <span>{row.lastEvent.label}</span>
        <span className="cb-audit-meta">
          {formatDateTime(row.lastEvent.at)} · {plural(row.eventCount, 'event')}
        </span>
      </div>
    </li>
  );
}

export function AuditCaseList({ q, status, page = 1, onChange }: AuditCaseListProps) {
  const query = useAuditCases({ q, status, page });
  const [words, setWords] = useState(q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: words.trim() || undefined, status, page: undefined });
  };
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / AUDIT_PAGE_SIZE)) : 1;

  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          {MESSAGES.historyTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Every case with its status and last event. Open one for its full history: who did what and when, the case after each event, and
          whether its hash chain verifies.
        </Typography.Paragraph>
      </div>
      <Card>
        <form className="cb-audit-toolbar" role="search" aria-label="Search cases" onSubmit={submit}>
          <label className="cb-audit-field">
            <span>Search</span>
            <Input
              className="cb-audit-input"
              type="search"
              value={words}
              maxLength={100}
              placeholder="Case number, title or id"
              onChange={(e) => setWords(e.target.value)}
            />
          </label>
          <label className="cb-audit-field">
            <span>Status</span>
            <select
              className="cb-native-select"
              value={status ?? ''}
              onChange={(e) => onChange({ q, status: (e.target.value || undefined) as CaseStatus | undefined, page: undefined })}
            >
              <option value="">All statuses</option>
              {CASE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CASE_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <Button type="primary" htmlType="submit">
            Search
          </Button>
        </form>
        {query.isPending ? (
          <LoadingBlock label="Loading cases" />
        ) : query.isError ? (
          <LoadError title="Could not load the cases" error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <p className="cb-audit-count" aria-live="polite">
              {query.data.total === 0
                ? q || status
                  ? 'No case matches. Try other words or all statuses.'
                  : 'No cases yet.'
                : `${plural(query.data.total, 'case')}${q || status ? (query.data.total === 1 ? ' matches' : ' match') : ''} · page ${page} of ${pages}`}
            </p>
            {query.data.items.length > 0 && (
              <ul className="cb-audit-list" aria-label="Cases">
                {query.data.items.map((row) => (
                  <CaseRow key={row.id} row={row} />
                ))}
              </ul>
            )}
            {pages > 1 && (
              <nav className="cb-audit-pager" aria-label="Pages">
                <Button disabled={page <= 1} onClick={() => onChange({ q, status, page: page - 1 })}>
                  Previous
                </Button>
                <span>
                  Page {page} of {pages}
                </span>
                <Button disabled={page >= pages} onClick={() => onChange({ q, status, page: page + 1 })}>
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
