// The user's documents as a compact list, the way a paperless-ngx user expects it: a table on a
// wide screen (name, type, upload date, status, size; each column sorts), rows with the same facts
// on a phone, filters for type, status and upload dates above both, and a search's matches (with
// their highlighted snippets) narrowing it. A chunk of its own with antd's Table, Select and date
// picker: the page's first screen paints without them (docs/decisions/0044-documents-screen.md).
import { useMemo, useState, type ReactNode } from 'react';
import { Button, DatePicker, Select, Table, type TableColumnsType, type TableProps } from 'antd';
import { EyeOutlined, FileImageOutlined, FilePdfOutlined, FileTextOutlined, FileWordOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DOCUMENT_STATUSES,
  MESSAGES,
  type DocumentKind,
  type DocumentStatus,
  type DocumentSummary,
  type SearchResult,
} from '../../../../modules/documents/contract';
import { Progress } from '../../../components/ui/progress';
import { Typography } from '../../../components/ui/typography';
import {
  filterDocuments,
  filtersActive,
  NEWEST_FIRST,
  NO_FILTERS,
  sortDocuments,
  typeOf,
  typesIn,
  type ListFilters,
  type ListSort,
  type SortKey,
} from '../lib/list-view';
import { useNarrowScreen } from '../lib/use-narrow-screen';
import { dateOf, dayOf, DeleteButton, DownloadButton, sizeOf, STATUS, StatusTag } from './document-actions';

const BEST_MATCH: ListSort = { key: 'relevance' };

/** Rows per page of the table, and shown at a time on a phone. */
export const PAGE_SIZE = 20;

const KIND_ICON: Record<DocumentKind, ReactNode> = {
  pdf: <FilePdfOutlined aria-hidden />,
  docx: <FileWordOutlined aria-hidden />,
  doc: <FileWordOutlined aria-hidden />,
  jpeg: <FileImageOutlined aria-hidden />,
  png: <FileImageOutlined aria-hidden />,
  text: <FileTextOutlined aria-hidden />,
};

export interface DocumentListProps {
  documents: DocumentSummary[];
  /** A search's answer: only its matches are listed, best first unless another sort is chosen. */
  search?: SearchResult[] | undefined;
  onOpen: (id: string) => void;
}

export default function DocumentList({ documents, search, onOpen }: DocumentListProps) {
  const narrow = useNarrowScreen();
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [chosenSort, setSort] = useState<ListSort | undefined>();
  const [page, setPage] = useState(1);
  const sort: ListSort = chosenSort ?? (search ? BEST_MATCH : NEWEST_FIRST);
  const snippets = useMemo(() => new Map((search ?? []).map((r) => [r.id, r])), [search]);
  const shown = useMemo(
    () =>
      sortDocuments(
        filterDocuments(
          documents,
          filters,
          search?.map((r) => r.id),
        ),
        // A search's "best match" kept after the search is cleared means the list's own order.
        sort.key === 'relevance' && !search ? NEWEST_FIRST : sort,
      ),
    [documents, filters, search, sort],
  );
  const types = useMemo(() => typesIn(documents), [documents]);
  const filter = (next: Partial<ListFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const total = search ? search.length : documents.length;

  return (
    <div className="cb-doc-list">
      <Filters filters={filters} types={types} narrow={narrow} onChange={filter} />
      <div className="cb-doc-list-bar">
        <Typography.Text type="secondary" role="status" aria-live="polite">
          {filtersActive(filters)
            ? `Showing ${shown.length} of ${total} documents`
            : `${shown.length} ${shown.length === 1 ? 'document' : 'documents'}`}
        </Typography.Text>
        {filtersActive(filters) && (
          <Button size="small" onClick={() => filter(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
        {narrow && <SortSelect sort={sort} searching={Boolean(search)} onChange={setSort} />}
      </div>
      {narrow ? (
        <Rows documents={shown} snippets={snippets} onOpen={onOpen} />
      ) : (
        <DocumentTable
          documents={shown}
          snippets={snippets}
          sort={sort}
          searching={Boolean(search)}
          onSort={setSort}
          page={page}
          onPage={setPage}
          onOpen={onOpen}
        />
      )}
    </div>
  );
}

const STATUS_OPTIONS = DOCUMENT_STATUSES.map((s) => ({ value: s, label: STATUS[s].label }));

function Filters({
  filters,
  types,
  narrow,
  onChange,
}: {
  filters: ListFilters;
  types: string[];
  narrow: boolean;
  onChange: (f: Partial<ListFilters>) => void;
}) {
  // Either end may be open (allowEmpty): "from a day on" or "until a day".
  const range: [Dayjs | null, Dayjs | null] | null =
    filters.from || filters.to ? [filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null] : null;
  const today = dayjs();
  return (
    <div className="cb-doc-filters" role="group" aria-label="Filters">
      <Select
        mode="multiple"
        allowClear
        className="cb-doc-filter"
        placeholder="All types"
        aria-label="Filter by type"
        value={filters.types}
        onChange={(v: string[]) => onChange({ types: v })}
        options={types.map((t) => ({ value: t, label: t }))}
        maxTagCount="responsive"
        notFoundContent="No types yet"
      />
      <Select
        mode="multiple"
        allowClear
        className="cb-doc-filter"
        placeholder="All statuses"
        aria-label="Filter by status"
        value={filters.statuses}
        onChange={(v: DocumentStatus[]) => onChange({ statuses: v })}
        options={STATUS_OPTIONS}
        maxTagCount="responsive"
      />
      {narrow ? (
        // A phone: two one-month pickers (the range picker's two months do not fit its screen).
        <span className="cb-doc-filter cb-doc-filter-dates-narrow">
          <label htmlFor="cb-doc-from" className="cb-visually-hidden">
            Uploaded from
          </label>
          <DatePicker
            id="cb-doc-from"
            placeholder="Uploaded from"
            value={filters.from ? dayjs(filters.from) : null}
            maxDate={filters.to ? dayjs(filters.to) : undefined}
            onChange={(v: Dayjs | null) => onChange({ from: v?.format('YYYY-MM-DD') })}
            inputReadOnly
          />
          <label htmlFor="cb-doc-to" className="cb-visually-hidden">
            Uploaded until
          </label>
          <DatePicker
            id="cb-doc-to"
            placeholder="until"
            value={filters.to ? dayjs(filters.to) : null}
            minDate={filters.from ? dayjs(filters.from) : undefined}
            onChange={(v: Dayjs | null) => onChange({ to: v?.format('YYYY-MM-DD') })}
            inputReadOnly
          />
        </span>
      ) : (
        <span className="cb-doc-filter">
          <label htmlFor="cb-doc-from" className="cb-visually-hidden">
            Uploaded from
          </label>
          <label htmlFor="cb-doc-to" className="cb-visually-hidden">
            Uploaded until
          </label>
          <DatePicker.RangePicker
            id={{ start: 'cb-doc-from', end: 'cb-doc-to' }}
            placeholder={['Uploaded from', 'until']}
            value={range}
            allowEmpty={[true, true]}
            onChange={(v) => onChange({ from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') })}
            presets={[
              { label: 'Today', value: [today.startOf('day'), today.endOf('day')] },
              { label: 'Last 7 days', value: [today.subtract(6, 'day'), today] },
              { label: 'Last 30 days', value: [today.subtract(29, 'day'), today] },
              { label: 'This year', value: [today.startOf('year'), today] },
            ]}
            style={{ width: '100%' }}
          />
        </span>
      )}
    </div>
  );
}

const SORTS: { value: string; label: string; sort: ListSort }[] = [
  { value: 'date-descend', label: 'Newest first', sort: { key: 'date', order: 'descend' } },
  { value: 'date-ascend', label: 'Oldest first', sort: { key: 'date', order: 'ascend' } },
  { value: 'name-ascend', label: 'Name A–Z', sort: { key: 'name', order: 'ascend' } },
  { value: 'name-descend', label: 'Name Z–A', sort: { key: 'name', order: 'descend' } },
  { value: 'type-ascend', label: 'Type A–Z', sort: { key: 'type', order: 'ascend' } },
  { value: 'status-ascend', label: 'Status', sort: { key: 'status', order: 'ascend' } },
  { value: 'size-descend', label: 'Largest first', sort: { key: 'size', order: 'descend' } },
  { value: 'size-ascend', label: 'Smallest first', sort: { key: 'size', order: 'ascend' } },
];
const sortValue = (s: ListSort) => (s.key === 'relevance' ? 'relevance' : `${s.key}-${s.order}`);

/** The phone's sort (the table sorts by its column headers). */
function SortSelect({ sort, searching, onChange }: { sort: ListSort; searching: boolean; onChange: (s: ListSort) => void }) {
  const options = [...(searching ? [{ value: 'relevance', label: 'Best match' }] : []), ...SORTS];
  return (
    <Select
      className="cb-doc-sort"
      aria-label="Sort by"
      value={sortValue(sort)}
      onChange={(v: string) => onChange(v === 'relevance' ? { key: 'relevance' } : SORTS.find((s) => s.value === v)!.sort)}
      options={options.map(({ value, label }) => ({ value, label }))}
      popupMatchSelectWidth={false}
    />
  );
}

/** The name, with what the SPEC's cards said of a document being analysed or failed, and a search's snippet. */
function NameCell({ doc, snippet, onOpen }: { doc: DocumentSummary; snippet: SearchResult | undefined; onOpen: (id: string) => void }) {
  return (
    <div className="cb-doc-name-cell">
      <span className="cb-doc-kind">{KIND_ICON[doc.kind]}</span>
      <div className="cb-doc-name-body">
        <Button type="link" className="cb-doc-name-link" onClick={() => onOpen(doc.id)}>
          {doc.fileName}
        </Button>
        {doc.status === 'processing' && (
          <div className="cb-doc-row-note">
            <Typography.Text type="secondary">Analyzing document...</Typography.Text>
            <Progress percent={75} showInfo={false} status="active" size="small" aria-label={`Analysis progress of ${doc.fileName}`} />
          </div>
        )}
        {doc.status === 'failed' && (
          <Typography.Text type="danger" className="cb-doc-row-note">
            {MESSAGES.analysisFailed}
          </Typography.Text>
        )}
        {snippet && snippet.snippet.length > 0 && (
          <p className="cb-doc-snippet">
            {snippet.snippet.map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
          </p>
        )}
      </div>
    </div>
  );
}

function Actions({ doc, onOpen }: { doc: DocumentSummary; onOpen: (id: string) => void }) {
  return (
    <div className="cb-doc-row-actions">
      <Button icon={<EyeOutlined />} onClick={() => onOpen(doc.id)} aria-label={`View ${doc.fileName}`} title="View" />
      <DownloadButton doc={doc} iconOnly />
      <DeleteButton doc={doc} iconOnly />
    </div>
  );
}

function DocumentTable({
  documents,
  snippets,
  sort,
  searching,
  onSort,
  page,
  onPage,
  onOpen,
}: {
  documents: DocumentSummary[];
  snippets: Map<string, SearchResult>;
  sort: ListSort;
  searching: boolean;
  onSort: (s: ListSort | undefined) => void;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const order = (key: SortKey) => (sort.key === key ? sort.order : null);
  // Each column sorts up, then down, then back to the list's own order (newest first, or best match).
  const sortable = (key: SortKey) => ({
    key,
    sorter: true,
    sortOrder: order(key),
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
  });
  const columns: TableColumnsType<DocumentSummary> = [
    {
      title: 'Name',
      ...sortable('name'),
      render: (_, doc) => <NameCell doc={doc} snippet={snippets.get(doc.id)} onOpen={onOpen} />,
    },
    {
      title: 'Type',
      ...sortable('type'),
      width: 200,
      render: (_, doc) => typeOf(doc) ?? <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: 'Uploaded',
      ...sortable('date'),
      width: 124,
      render: (_, doc) => (
        <time dateTime={doc.uploadDate} title={dateOf(doc.uploadDate)}>
          {dayOf(doc.uploadDate)}
        </time>
      ),
    },
    { title: 'Status', ...sortable('status'), width: 112, render: (_, doc) => <StatusTag status={doc.status} /> },
    { title: 'Size', ...sortable('size'), width: 84, align: 'right', render: (_, doc) => sizeOf(doc.size) },
    {
      title: <span className="cb-visually-hidden">Actions</span>,
      key: 'actions',
      width: 132,
      render: (_, doc) => <Actions doc={doc} onOpen={onOpen} />,
    },
  ];
  const onChange: TableProps<DocumentSummary>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') return onPage(pagination.current ?? 1);
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const key = sorter.columnKey as SortKey | undefined;
    onSort(key && sorter.order ? { key, order: sorter.order } : searching ? { key: 'relevance' } : undefined);
    onPage(1);
  };
  return (
    <Table<DocumentSummary>
      className="cb-doc-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={documents}
      onChange={onChange}
      showSorterTooltip={false}
      pagination={{ current: page, pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: 'No documents match these filters.' }}
    />
  );
}

function Rows({
  documents,
  snippets,
  onOpen,
}: {
  documents: DocumentSummary[];
  snippets: Map<string, SearchResult>;
  onOpen: (id: string) => void;
}) {
  const [count, setCount] = useState(PAGE_SIZE);
  if (documents.length === 0) return <Typography.Paragraph type="secondary">No documents match these filters.</Typography.Paragraph>;
  return (
    <>
      <ul className="cb-doc-rows" aria-label="Your documents">
        {documents.slice(0, count).map((doc) => (
          <li key={doc.id} className="cb-doc-row">
            <div className="cb-doc-row-top">
              <NameCell doc={doc} snippet={snippets.get(doc.id)} onOpen={onOpen} />
              <StatusTag status={doc.status} />
            </div>
            <div className="cb-doc-row-bottom">
              <Typography.Text type="secondary" className="cb-doc-row-facts">
                {[typeOf(doc), dayOf(doc.uploadDate), sizeOf(doc.size)].filter(Boolean).join(' · ')}
              </Typography.Text>
              <Actions doc={doc} onOpen={onOpen} />
            </div>
          </li>
        ))}
      </ul>
      {documents.length > count && (
        <Button block onClick={() => setCount(count + PAGE_SIZE)}>
          Show {Math.min(PAGE_SIZE, documents.length - count)} more
        </Button>
      )}
    </>
  );
}
