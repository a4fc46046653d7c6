import { useState } from 'react';
import { Button, Flex } from 'antd';
import { Card } from '../../../components/ui/card';
import { Tag } from '../../../components/ui/tag';
import { Typography } from '../../../components/ui/typography';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import {
  ADMIN_LISTING_LIMIT,
  LICENCE_WARNING_DAYS,
  type AdminListing,
  type AdminListingFilter,
} from '../../../../modules/directory/contract';
import type { UserResponse } from '../../../../modules/identity/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useStaffUsers } from '../api/get-staff-users';
import { useDirectoryListings, useLinkListingAccount } from '../api/directory-listings';
import './admin.css';

const FILTERS: { value: AdminListingFilter; label: string }[] = [
  { value: 'all', label: 'All listings' },
  { value: 'unlinked', label: 'No account' },
  { value: 'expiring', label: `Licence expired or expiring within ${LICENCE_WARNING_DAYS} days` },
];

/** A licence's state in words, in colours that keep 4.5:1 contrast with white text. */
function LicenceTag({ listing }: { listing: AdminListing }) {
  if (listing.licenseStatus === 'expired') return <Tag color="#a8071a">Expired {listing.licenseExpiration}</Tag>;
  if (listing.licenseStatus === 'expiring') return <Tag color="#ad4e00">Expires {listing.licenseExpiration}</Tag>;
  return <Tag color="#237804">Valid to {listing.licenseExpiration}</Tag>;
}

/** One listing: its licence, its account, and the link or unlink action. */
function ListingRow({ listing, investigators }: { listing: AdminListing; investigators: UserResponse[] }) {
  const link = useLinkListingAccount();
  const [chosen, setChosen] = useState('');
  const selectId = `link-${listing.id}`;
  const act = (userId: number | null) =>
    link.mutate(
      { listingId: listing.id, userId },
      {
        onSuccess: () => {
          setChosen('');
          toast({
            variant: 'success',
            title: userId === null ? 'Account unlinked' : 'Account linked',
            description:
              userId === null
                ? `${listing.fullName} has no investigator account now.`
                : `${investigators.find((u) => u.id === userId)?.username ?? 'The account'} now sees ${listing.fullName}'s inquiries.`,
          });
        },
        onError: (error) => toast({ variant: 'error', title: 'Could not change the link', description: errorMessage(error) }),
      },
    );
  return (
    <li className="cb-listing" aria-label={listing.fullName}>
      <div className="cb-listing-main">
        <Typography.Text strong>{listing.fullName}</Typography.Text>
        {listing.agencyName && <Typography.Text type="secondary"> · {listing.agencyName}</Typography.Text>}
        {!listing.isActive && <Tag>Deactivated</Tag>}
        <div className="cb-listing-facts">
          <span>
            License {listing.licenseState} {listing.licenseNumber} <LicenceTag listing={listing} />
          </span>
          <span>
            {listing.city}, {listing.state}
          </span>
          <span>Account: {listing.linkedUsername ?? (listing.linkedUserId === null ? 'none' : `#${listing.linkedUserId}`)}</span>
        </div>
      </div>
      <div className="cb-listing-actions">
        {listing.linkedUserId !== null ? (
          <Button onClick={() => act(null)} loading={busy(link.isPending)} disabled={link.isPending}>
            Unlink
          </Button>
        ) : investigators.length === 0 ? (
          <Typography.Text type="secondary">Create an investigator account above to link it.</Typography.Text>
        ) : (
          <>
            <label className="cb-visually-hidden" htmlFor={selectId}>
              Investigator account for {listing.fullName}
            </label>
            <select id={selectId} className="cb-native-select cb-admin-select" value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">Choose an investigator account</option>
              {investigators.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.username}
                </option>
              ))}
            </select>
            <Button type="primary" onClick={() => act(Number(chosen))} disabled={!chosen || link.isPending} loading={busy(link.isPending)}>
              Link
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * Admin: the directory's listings — which have no investigator account, which licences expire within
 * 30 days — and linking an investigator account to a listing (its inquiries go to that account) or
 * unlinking it (GET /api/admin/investigators, PUT /api/admin/investigators/:id/account).
 */
export function DirectoryListingsCard() {
  const [show, setShow] = useState<AdminListingFilter>('all');
  const [q, setQ] = useState('');
  const listings = useDirectoryListings({ show, q });
  const staff = useStaffUsers();
  const investigators = (staff.data ?? []).filter((u) => u.role === 'investigator');
  const data = listings.data;
  return (
    <Card title={<h2 className="cb-card-title">Directory Listings and Accounts</h2>}>
      <Flex vertical gap={12}>
        {listings.isPending ? (
          <LoadingBlock label="Loading the directory's listings" />
        ) : listings.isError || !data ? (
          <LoadError title="Could not load the directory's listings" error={listings.error} onRetry={() => void listings.refetch()} />
        ) : data.counts.active === 0 && show === 'all' && !q ? (
          <div role="status">
            <Typography.Paragraph strong style={{ marginBottom: 4 }}>
              No investigators are listed yet
            </Typography.Paragraph>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              Clients searching Find My PI are told the directory is empty. Add listings with the CSV upload on this page (Import Private
              Investigators), with <code>npm run directory:import -- file.csv</code> on the server, or with <code>npm run seed</code> for
              fictional sample listings.
            </Typography.Paragraph>
          </div>
        ) : (
          <>
            <dl className="cb-import-counts" aria-label="Directory counts">
              <div>
                <dt>Active listings</dt>
                <dd>{data.counts.active}</dd>
              </div>
              <div>
                <dt>Without an account</dt>
                <dd>{data.counts.unlinked}</dd>
              </div>
              <div>
                <dt>Licence expiring within {LICENCE_WARNING_DAYS} days</dt>
                <dd>{data.counts.expiring}</dd>
              </div>
              <div>
                <dt>Licence expired</dt>
                <dd>{data.counts.expired}</dd>
              </div>
            </dl>
            <div className="cb-listing-filters">
              <label htmlFor="listing-filter">Show</label>
              <select
                id="listing-filter"
                className="cb-native-select cb-admin-select"
                value={show}
                onChange={(e) => setShow(e.target.value as AdminListingFilter)}
              >
                {FILTERS.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </select>
              <label htmlFor="listing-search">Search</label>
              <input
                id="listing-search"
                className="cb-native-select cb-admin-select"
                type="search"
                placeholder="Name, agency or licence number"
                value={q}
                onChange={(e) => setQ(e.target.value)}
              />
            </div>
            <Typography.Text role="status">
              {data.matching === 0
                ? 'No listing matches.'
                : data.matching > data.listings.length
                  ? `${data.matching} listings match; the first ${ADMIN_LISTING_LIMIT} are shown (soonest licence expiry first).`
                  : `${data.matching} ${data.matching === 1 ? 'listing matches' : 'listings match'} (soonest licence expiry first).`}
            </Typography.Text>
            <ul className="cb-listings" aria-label="Directory listings">
              {data.listings.map((l) => (
                <ListingRow key={l.id} listing={l} investigators={investigators} />
              ))}
            </ul>
          </>
        )}
      </Flex>
    </Card>
  );
}
