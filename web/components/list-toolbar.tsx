import { useEffect, useId, useState } from 'react';
import { Button } from 'antd';
import { Input } from './ui/input';
import type { ListState } from '../lib/list-state';
import './list-toolbar.css';

export interface ListOption {
  value: string;
  label: string;
}

export interface ListToolbarProps {
  /** What the list holds, for the controls' names ('cases', 'escalations'). */
  noun: string;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  onClear: () => void;
  /** Whether any filter is set (Clear shows). */
  filtered: boolean;
  searchPlaceholder: string;
  statuses: readonly ListOption[];
  /** The kind filter's name and choices (a case's category, an escalation's urgency). */
  typeLabel: string;
  types: readonly ListOption[];
  /** `key:order` values: the order a phone (no column headers) picks here. */
  sorts: readonly ListOption[];
}

/** A list's search, status, kind, date range and order: native controls (light, the same at every width). */
export function ListToolbar({
  noun,
  state,
  onChange,
  onClear,
  filtered,
  searchPlaceholder,
  statuses,
  typeLabel,
  types,
  sorts,
}: ListToolbarProps) {
  const id = useId();
  const [text, setText] = useState(state.q);
  // A search changed from outside (Clear filters) is shown in the field (adjusted while rendering).
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    if (text.trim() !== state.q) setText(state.q);
  }
  // The search is sent 300 ms after typing pauses.
  useEffect(() => {
    if (text.trim() === state.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), 300);
    return () => clearTimeout(timer);
  }, [text, state.q, onChange]);
  const sortValue = `${state.sort}:${state.order}`;
  return (
    <div className="cb-list-toolbar" role="search" aria-label={`Find ${noun}`}>
      <div className="cb-list-field cb-list-search">
        <label htmlFor={`${id}-q`}>Search</label>
        <Input
          id={`${id}-q`}
          type="search"
          value={text}
          placeholder={searchPlaceholder}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="cb-list-field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          className="cb-native-select"
          value={state.status}
          onChange={(e) => onChange({ status: e.target.value })}
        >
          <option value="">All</option>
          {statuses.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="cb-list-field">
        <label htmlFor={`${id}-type`}>{typeLabel}</label>
        <select id={`${id}-type`} className="cb-native-select" value={state.type} onChange={(e) => onChange({ type: e.target.value })}>
          <option value="">All</option>
          {types.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="cb-list-field">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          className="cb-native-select"
          value={state.from}
          max={state.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="cb-list-field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          className="cb-native-select"
          value={state.to}
          min={state.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <div className="cb-list-field">
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select
          id={`${id}-sort`}
          className="cb-native-select"
          value={sorts.some((o) => o.value === sortValue) ? sortValue : ''}
          onChange={(e) => {
            const [sort, order] = e.target.value.split(':') as [string, 'asc' | 'desc'];
            onChange({ sort, order });
          }}
        >
          {!sorts.some((o) => o.value === sortValue) && <option value="">As the columns say</option>}
          {sorts.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <div className="cb-list-field cb-list-clear">
          <Button onClick={onClear}>Clear filters</Button>
        </div>
      )}
    </div>
  );
}
