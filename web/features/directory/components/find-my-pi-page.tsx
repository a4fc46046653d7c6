import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Typography } from '../../../components/ui/typography';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import {
  DEFAULT_MIN_RATING,
  DEFAULT_RADIUS,
  INVESTIGATION_TYPES,
  MESSAGES,
  RADIUS_OPTIONS,
  STATEWIDE,
  URGENCY_LABELS,
  URGENCY_LEVELS,
  type InvestigatorProfile,
  type SearchRequest,
} from '../../../../modules/directory/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSearchInvestigators, useSearchResults } from '../api/directory-api';
import { MyInquiries } from './my-inquiries';
import './directory.css';

// What the page shows only after a search or a click loads then, off the first load
// (docs/decisions/0014-web-bundle.md): the results (cards, Leaflet map) and the contact dialog.
const Results = lazy(() => import('./results'));
const ContactDialog = lazy(() => import('./contact-dialog'));

export const RADIUS_LABELS = Object.fromEntries(RADIUS_OPTIONS.map((r) => [r, r === STATEWIDE ? 'Statewide' : `${r} miles`])) as Record<
  (typeof RADIUS_OPTIONS)[number],
  string
>;

export const MIN_RATING_OPTIONS = [
  { value: 0, label: 'Any rating' },
  { value: 3, label: '3+ stars' },
  { value: 3.5, label: '3.5+ stars' },
  { value: 4, label: '4+ stars' },
  { value: 4.5, label: '4.5+ stars' },
];

interface NativeSelectProps {
  id: string;
  value?: string | number;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  options: { value: string | number; label: string }[];
  /** An empty first choice (the field is optional or not chosen yet). */
  placeholder?: string;
}

/** A plain <select>: antd's Select (23 KiB gzipped) would double this page's own code on its first load. */
function NativeSelect({ id, value, onChange, options, placeholder }: NativeSelectProps) {
  return (
    <select id={id} className="cb-native-select" value={value ?? ''} onChange={onChange}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export interface CriteriaValues {
  investigationType?: string;
  location?: string;
  urgencyLevel?: (typeof URGENCY_LEVELS)[number];
  maxDistance: number;
  minRating: number;
  specializations: string[];
}

export const criteriaDefaults: CriteriaValues = { maxDistance: DEFAULT_RADIUS, minRating: DEFAULT_MIN_RATING, specializations: [] };

export interface CriteriaFormProps {
  initialValues: CriteriaValues;
  pending: boolean;
  onSearch: (criteria: SearchRequest, values: CriteriaValues) => void;
}

/** SPEC §2/§9: investigation type, location, urgency (optional), radius (50), minimum rating (4), specializations.
 * Plain controlled fields: antd's Form and Select would add ~35 KiB to this page's first load. */
export function CriteriaForm({ initialValues, pending, onSearch }: CriteriaFormProps) {
  const [values, setValues] = useState<CriteriaValues>(initialValues);
  const set = (patch: Partial<CriteriaValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const location = values.location?.trim() ?? '';
    const urgencyLevel = values.urgencyLevel || undefined;
    if (!values.investigationType || !location) {
      toast({ variant: 'warning', title: MESSAGES.searchTitle, description: MESSAGES.searchRequired });
      return;
    }
    onSearch(
      {
        investigationType: values.investigationType as SearchRequest['investigationType'],
        location,
        ...(urgencyLevel ? { urgencyLevel } : {}),
        maxDistance: values.maxDistance,
        minRating: values.minRating,
        specializations: values.specializations as SearchRequest['specializations'],
      },
      values,
    );
  };
  const toggle = (type: string, on: boolean) =>
    set({ specializations: on ? [...values.specializations, type] : values.specializations.filter((s) => s !== type) });
  return (
    <Card className="cb-pi-criteria">
      <form name="find-my-pi" onSubmit={submit} noValidate>
        <div className="cb-pi-grid">
          <Field label="Investigation Type" id="pi-investigation-type">
            <NativeSelect
              id="pi-investigation-type"
              placeholder="Select investigation type"
              value={values.investigationType}
              onChange={(e) => set({ investigationType: e.target.value })}
              options={INVESTIGATION_TYPES.map((t) => ({ value: t, label: t }))}
            />
          </Field>
          <Field label="Location" id="pi-location">
            <Input
              id="pi-location"
              value={values.location ?? ''}
              onChange={(e) => set({ location: e.target.value })}
              placeholder='City, ST or ZIP (e.g. "Austin, TX")'
              autoComplete="postal-code"
            />
          </Field>
          <Field label="Urgency Level" id="pi-urgency">
            <NativeSelect
              id="pi-urgency"
              placeholder="Any (optional)"
              value={values.urgencyLevel}
              onChange={(e) => set({ urgencyLevel: (e.target.value || undefined) as CriteriaValues['urgencyLevel'] })}
              options={URGENCY_LEVELS.map((u) => ({ value: u, label: URGENCY_LABELS[u] }))}
            />
          </Field>
          <Field label="Search Radius" id="pi-radius">
            <NativeSelect
              id="pi-radius"
              value={values.maxDistance}
              onChange={(e) => set({ maxDistance: Number(e.target.value) })}
              options={RADIUS_OPTIONS.map((r) => ({ value: r, label: RADIUS_LABELS[r] }))}
            />
          </Field>
          <Field label="Minimum Rating" id="pi-min-rating">
            <NativeSelect
              id="pi-min-rating"
              value={values.minRating}
              onChange={(e) => set({ minRating: Number(e.target.value) })}
              options={MIN_RATING_OPTIONS}
            />
          </Field>
        </div>
        <fieldset className="cb-pi-field">
          <legend>Specializations (optional)</legend>
          <div className="cb-pi-specializations">
            {INVESTIGATION_TYPES.map((t) => (
              <label key={t}>
                <input type="checkbox" checked={values.specializations.includes(t)} onChange={(e) => toggle(t, e.target.checked)} /> {t}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="primary" htmlType="submit" loading={busy(pending)} disabled={pending}>
          {pending ? 'Searching...' : 'Find Investigators'}
        </Button>
      </form>
    </Card>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="cb-pi-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** Find My PI (SPEC §2, §4: starts on the criteria, the search switches to results, 'Modify Search' returns). */
export function FindMyPiPage() {
  const search = useSearchInvestigators();
  const [values, setValues] = useState<CriteriaValues>(criteriaDefaults);
  const [criteria, setCriteria] = useState<SearchRequest | null>(null);
  // The answer shown: the search's, refreshed when a review changes a PI's rating.
  const results = useSearchResults(criteria);
  const shown = results.data ?? search.data;
  const [view, setView] = useState<'criteria' | 'results'>('criteria');
  const [contact, setContact] = useState<InvestigatorProfile | null>(null);

  const run = (request: SearchRequest, formValues: CriteriaValues) => {
    setValues(formValues);
    search.mutate(request, {
      onSuccess: () => {
        setCriteria(request);
        setView('results');
      },
      onError: (error) => toast({ variant: 'error', title: MESSAGES.searchTitle, description: errorMessage(error) }),
    });
  };

  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Find My PI
        </Typography.Title>
      </div>
      <Alert type="info" showIcon icon={<SafetyCertificateOutlined aria-hidden />} title={MESSAGES.banner} style={{ marginBottom: 16 }} />
      {view === 'results' && shown ? (
        <Suspense fallback={<Skeleton active />}>
          <Results
            search={shown}
            investigationType={criteria?.investigationType ?? ''}
            onModify={() => setView('criteria')}
            onContact={setContact}
            // 'best' is the default: left out of the query string, as a first search sends it.
            onSort={(sort) => criteria && setCriteria({ ...criteria, sort: sort === 'best' ? undefined : sort })}
            sorting={results.isPlaceholderData && results.isFetching}
          />
        </Suspense>
      ) : (
        <CriteriaForm initialValues={values} pending={search.isPending} onSearch={run} />
      )}
      {contact && (
        <Suspense fallback={null}>
          <ContactDialog
            pi={contact}
            investigationType={criteria?.investigationType ?? ''}
            location={criteria?.location ?? ''}
            urgencyLevel={criteria?.urgencyLevel}
            onClose={() => setContact(null)}
          />
        </Suspense>
      )}
      <MyInquiries />
    </div>
  );
}
