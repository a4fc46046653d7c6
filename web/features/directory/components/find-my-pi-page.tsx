import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Select, Skeleton, Typography } from 'antd';
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
  type SearchResponse,
} from '../../../../modules/directory/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSearchInvestigators } from '../api/directory-api';
import { ContactDialog } from './contact-dialog';
import { MyInquiries } from './my-inquiries';
import { PiCard } from './pi-card';
import './directory.css';

/** Leaflet and the state outlines load only when results are shown (docs/decisions/0014-web-bundle.md). */
const ResultsMap = lazy(() => import('./results-map'));

export const RADIUS_LABELS = Object.fromEntries(
  RADIUS_OPTIONS.map((r) => [r, r === STATEWIDE ? 'Statewide' : `${r} miles`]),
) as Record<(typeof RADIUS_OPTIONS)[number], string>;

export const MIN_RATING_OPTIONS = [
  { value: 0, label: 'Any rating' },
  { value: 3, label: '3+ stars' },
  { value: 3.5, label: '3.5+ stars' },
  { value: 4, label: '4+ stars' },
  { value: 4.5, label: '4.5+ stars' },
];

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

/** SPEC §2/§9: investigation type, location, urgency (optional), radius (50), minimum rating (4), specializations. */
export function CriteriaForm({ initialValues, pending, onSearch }: CriteriaFormProps) {
  const [form] = Form.useForm<CriteriaValues>();
  const submit = (values: CriteriaValues) => {
    const location = values.location?.trim() ?? '';
    if (!values.investigationType || !location) {
      toast({ variant: 'warning', title: MESSAGES.searchTitle, description: MESSAGES.searchRequired });
      return;
    }
    onSearch(
      {
        investigationType: values.investigationType as SearchRequest['investigationType'],
        location,
        ...(values.urgencyLevel ? { urgencyLevel: values.urgencyLevel } : {}),
        maxDistance: values.maxDistance,
        minRating: values.minRating,
        specializations: values.specializations as SearchRequest['specializations'],
      },
      values,
    );
  };
  return (
    <Card className="cb-pi-criteria">
      <Form<CriteriaValues> form={form} name="find-my-pi" layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={submit}>
        <div className="cb-pi-grid">
          <Form.Item label="Investigation Type" name="investigationType">
            <Select aria-label="Investigation Type" placeholder="Select investigation type" options={INVESTIGATION_TYPES.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
          <Form.Item label="Location" name="location">
            <Input placeholder='City, ST or ZIP (e.g. "Austin, TX")' autoComplete="postal-code" />
          </Form.Item>
          <Form.Item label="Urgency Level" name="urgencyLevel">
            <Select
              aria-label="Urgency Level"
              allowClear
              placeholder="Select urgency (optional)"
              options={URGENCY_LEVELS.map((u) => ({ value: u, label: URGENCY_LABELS[u] }))}
            />
          </Form.Item>
          <Form.Item label="Search Radius" name="maxDistance">
            <Select aria-label="Search Radius" options={RADIUS_OPTIONS.map((r) => ({ value: r, label: RADIUS_LABELS[r] }))} />
          </Form.Item>
          <Form.Item label="Minimum Rating" name="minRating">
            <Select aria-label="Minimum Rating" options={MIN_RATING_OPTIONS} />
          </Form.Item>
          <Form.Item label="Specializations" name="specializations">
            <Select
              aria-label="Specializations"
              mode="multiple"
              allowClear
              placeholder="Any"
              options={INVESTIGATION_TYPES.map((t) => ({ value: t, label: t }))}
            />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={busy(pending)} disabled={pending}>
          {pending ? 'Searching...' : 'Find Investigators'}
        </Button>
      </Form>
    </Card>
  );
}

export interface ResultsProps {
  search: SearchResponse;
  onModify: () => void;
  onContact: (pi: InvestigatorProfile) => void;
  /** Stories leave the map out (it loads Leaflet). */
  showMap?: boolean;
}

/** '{n} verified PIs found in your area' with the cards and the map, or 'No Matches Found'. */
export function Results({ search, onModify, onContact, showMap = true }: ResultsProps) {
  if (search.results.length === 0)
    return (
      <Card>
        <Empty
          description={
            <>
              <Typography.Title level={2} style={{ fontSize: 20 }}>
                {MESSAGES.noMatches}
              </Typography.Title>
              <Typography.Paragraph>{MESSAGES.noMatchesDetail}</Typography.Paragraph>
            </>
          }
        >
          <Button onClick={onModify}>Modify Search</Button>
        </Empty>
      </Card>
    );
  return (
    <section aria-labelledby="pi-results-title">
      <div className="cb-pi-results-head">
        <Typography.Title level={2} id="pi-results-title" style={{ fontSize: 20, margin: 0 }}>
          {MESSAGES.found(search.total)}
        </Typography.Title>
        <Button onClick={onModify}>Modify Search</Button>
      </div>
      {showMap && (
        <Suspense fallback={<Skeleton.Node active className="cb-pi-map" />}>
          <ResultsMap search={search} />
        </Suspense>
      )}
      <div className="cb-pi-cards">
        {search.results.map((pi) => (
          <PiCard key={pi.id} pi={pi} onContact={onContact} />
        ))}
      </div>
    </section>
  );
}

/** Find My PI (SPEC §2, §4: starts on the criteria, the search switches to results, 'Modify Search' returns). */
export function FindMyPiPage() {
  const search = useSearchInvestigators();
  const [values, setValues] = useState<CriteriaValues>(criteriaDefaults);
  const [criteria, setCriteria] = useState<SearchRequest | null>(null);
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
      {view === 'results' && search.data ? (
        <Results search={search.data} onModify={() => setView('criteria')} onContact={setContact} />
      ) : (
        <CriteriaForm initialValues={values} pending={search.isPending} onSearch={run} />
      )}
      <ContactDialog
        pi={contact}
        investigationType={criteria?.investigationType ?? ''}
        location={criteria?.location ?? ''}
        urgencyLevel={criteria?.urgencyLevel ?? 'medium'}
        onClose={() => setContact(null)}
      />
      <MyInquiries />
    </div>
  );
}
