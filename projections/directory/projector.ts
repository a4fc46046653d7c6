// The directory views: listed investigators (with their rating and a point for the radius search),
// reviews, inquiries with their consultation, and the investigator network. Built from the
// directory module's events; an erased user's inquiries and reviews are removed. The personal text
// (a review's, an inquiry's description, place and shared contact, the PI's response, a
// cancellation's reason) comes from the events' `pii`, which reads back null once its user was
// erased, and is kept sealed with the owner's data key (`SEALED`, decision 0056): a copy of the
// database reads ciphertext, and after the owner's erasure nothing opens it.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import { stripNul } from '../../infra/http/text.js';
import { sealText } from '../../infra/crypto/view-cipher.js';
import { directoryEventSchemas, type DirectoryEvent } from '../../modules/directory/index.js';
import type { IdentityEventOf } from '../../modules/identity/index.js';

export const directoryViewMigration = {
  name: '0111_directory_view',
  async up(knex: Knex) {
    await knex.schema.createTable('directory_investigators_view', (t) => {
      t.uuid('id').primary();
      t.text('full_name').notNullable();
      t.text('agency_name').notNullable();
      t.text('license_number').notNullable();
      t.date('license_expiration').notNullable();
      t.text('license_state').notNullable();
      t.integer('years_experience').notNullable();
      t.jsonb('specializations').notNullable();
      t.jsonb('service_areas').notNullable();
      t.text('bio').notNullable();
      t.text('email').notNullable();
      t.text('phone').notNullable();
      t.text('website').notNullable();
      t.text('address').notNullable();
      t.text('city').notNullable();
      t.text('state').notNullable();
      t.text('zip_code').notNullable();
      t.double('latitude').notNullable();
      t.double('longitude').notNullable();
      t.decimal('hourly_rate', 10, 2);
      t.boolean('is_verified').notNullable().defaultTo(true);
      t.boolean('is_active').notNullable().defaultTo(true);
      t.integer('rating_sum').notNullable().defaultTo(0);
      t.integer('total_reviews').notNullable().defaultTo(0);
      t.decimal('average_rating', 3, 2).notNullable().defaultTo(0);
      t.integer('response_time_hours').notNullable().defaultTo(24);
      t.jsonb('languages').notNullable();
      t.jsonb('certifications').notNullable();
      t.jsonb('availability').notNullable();
      t.integer('linked_user_id');
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['linked_user_id']);
    });
    // The radius search: a latitude/longitude bounding box on this index, then the exact
    // great-circle distance on the few rows inside it; statewide searches use the state index.
    await knex.raw(
      'create index directory_investigators_point on directory_investigators_view (latitude, longitude) where is_active and is_verified',
    );
    await knex.raw('create index directory_investigators_state on directory_investigators_view (state) where is_active and is_verified');
    await knex.schema.createTable('directory_reviews_view', (t) => {
      t.uuid('id').primary();
      t.uuid('pi_id').notNullable().index();
      t.integer('user_id').notNullable().index();
      t.integer('rating').notNullable();
      t.text('review').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
    await knex.schema.createTable('directory_inquiries_view', (t) => {
      t.uuid('id').primary();
      t.integer('user_id').notNullable();
      t.uuid('pi_id').notNullable().index();
      t.text('investigation_type').notNullable();
      t.text('location').notNullable();
      t.text('urgency_level').notNullable();
      t.text('description').notNullable();
      t.text('budget').notNullable();
      t.text('preferred_contact_method').notNullable();
      t.text('status').notNullable();
      t.text('pi_response');
      t.decimal('estimated_cost', 10, 2);
      t.text('consultation_status');
      t.timestamp('consultation_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['user_id', 'created_at']);
    });
    await knex.schema.createTable('directory_network_view', (t) => {
      t.uuid('id').primary();
      t.text('legal_name').notNullable();
      t.text('dba_name');
      t.text('website').notNullable();
      t.jsonb('operational_states').notNullable();
      t.text('contact_email').notNullable();
      t.text('phone').notNullable();
      t.jsonb('specializations').notNullable();
      t.boolean('license_required').notNullable();
      t.text('notes').notNullable();
      t.text('status').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  async down(knex: Knex) {
    for (const t of ['directory_network_view', 'directory_inquiries_view', 'directory_reviews_view', 'directory_investigators_view'])
      await knex.schema.dropTable(t);
  },
};

/** The inquiry loop (issue 30): what the client shared, how the answer went out, the consultation's time zone. */
export const directoryInquiryContactMigration = {
  name: '0115_directory_view_inquiry_contact',
  async up(knex: Knex) {
    await knex.schema.alterTable('directory_inquiries_view', (t) => {
      t.text('contact_email');
      t.text('contact_phone');
      t.text('answer_channel');
      t.text('consultation_time_zone');
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('directory_inquiries_view', (t) => {
      t.dropColumns('contact_email', 'contact_phone', 'answer_channel', 'consultation_time_zone');
    });
  },
};

/** Why a consultation was cancelled (issue 29 M2): on the inquiry, not copied into a notification. */
export const directoryCancelReasonMigration = {
  name: '0121_directory_view_cancel_reason',
  async up(knex: Knex) {
    await knex.schema.alterTable('directory_inquiries_view', (t) => {
      t.text('consultation_cancel_reason');
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('directory_inquiries_view', (t) => {
      t.dropColumn('consultation_cancel_reason');
    });
  },
};

/**
 * The personal text of the inquiries and reviews, sealed with the owner's data key (issue 29 H3,
 * decision 0056): the client for everything on an inquiry, the reviewer for a review. Each
 * ciphertext is bound to its owner and to the column named here.
 */
export const SEALED = {
  description: 'directory_inquiries_view.description',
  location: 'directory_inquiries_view.location',
  contactEmail: 'directory_inquiries_view.contact_email',
  contactPhone: 'directory_inquiries_view.contact_phone',
  piResponse: 'directory_inquiries_view.pi_response',
  cancelReason: 'directory_inquiries_view.consultation_cancel_reason',
  review: 'directory_reviews_view.review',
} as const;

type Ev<T extends DirectoryEvent['type']> = Extract<DirectoryEvent, { type: T }>['data'];
const json = (v: unknown) => JSON.stringify(v);

/** The row of a listing (the same for a new listing and an update). */
export function listingRow(d: Ev<'InvestigatorListed'> | Ev<'InvestigatorUpdated'>) {
  return {
    full_name: stripNul(d.fullName),
    agency_name: stripNul(d.agencyName),
    license_number: d.licenseNumber,
    license_expiration: d.licenseExpiration,
    license_state: d.licenseState,
    years_experience: d.yearsExperience,
    specializations: json(d.specializations),
    service_areas: json(d.serviceAreas),
    bio: stripNul(d.bio),
    email: d.email,
    phone: d.phone,
    website: d.website,
    address: stripNul(d.address),
    city: d.city,
    state: d.state,
    zip_code: d.zipCode,
    latitude: d.latitude,
    longitude: d.longitude,
    hourly_rate: d.hourlyRate,
    is_verified: d.isVerified,
    is_active: true,
    response_time_hours: d.responseTimeHours,
    languages: json(d.languages),
    certifications: json(d.certifications),
    availability: json(d.availability),
  };
}

export const DIRECTORY_HANDLES = [
  'InvestigatorListed',
  'InvestigatorUpdated',
  'InvestigatorDeactivated',
  'InvestigatorAccountLinked',
  'ReviewPosted',
  'InquirySent',
  'InquiryAnswered',
  'ConsultationScheduled',
  'ConsultationRescheduled',
  'ConsultationCancelled',
  'ConsultationCompleted',
  'NetworkMemberAdded',
  'NetworkMemberUpdated',
  'NetworkMemberRemoved',
  'UserErased',
] as const;

export const directoryProjector: Projector = {
  name: 'directory',
  // 2: the cancellation reason on the inquiry, the place read from `pii` (issue 29 M2).
  // 3: the inquiries' and reviews' personal text sealed with its owner's key (issue 29 H3).
  version: 3,
  tables: ['directory_investigators_view', 'directory_reviews_view', 'directory_inquiries_view', 'directory_network_view'],
  handles: DIRECTORY_HANDLES,
  async apply(trx, recorded, ctx) {
    const e = { type: recorded.type, data: recorded.data } as DirectoryEvent | IdentityEventOf<'UserErased'>;
    /** The inquiry's client, whose key seals its text; null when the row is gone (the client was erased). */
    const ownerOf = async (inquiryId: string): Promise<number | null> => {
      const row = (await trx('directory_inquiries_view').where({ id: inquiryId }).first('user_id')) as { user_id: number } | undefined;
      return row ? Number(row.user_id) : null;
    };
    /** `text` sealed for the inquiry's client under `purpose`; null when there is no text or no key. */
    const sealFor = async (owner: number | null, purpose: string, text: string | null | undefined): Promise<string | null> => {
      if (owner === null || text === null || text === undefined) return null;
      const key = await ctx.cipher.sealingKey(owner);
      return key ? sealText(key, owner, purpose, stripNul(text)) : null;
    };
    // The store checks the directory's events at append; an event of the same name in another
    // shape (another module's, or a test's synthetic one) is not the directory's: skip it.
    const schema = (directoryEventSchemas as Record<string, { safeParse(v: unknown): { success: boolean } }>)[e.type];
    if (schema && !schema.safeParse(e.data).success) return;
    switch (e.type) {
      case 'InvestigatorListed':
        await trx('directory_investigators_view')
          .insert({ id: e.data.investigatorId, ...listingRow(e.data), created_at: e.data.listedAt, updated_at: e.data.listedAt })
          .onConflict('id')
          .ignore();
        return;
      case 'InvestigatorUpdated':
        await trx('directory_investigators_view')
          .where({ id: e.data.investigatorId })
          .update({ ...listingRow(e.data), updated_at: e.data.updatedAt });
        return;
      case 'InvestigatorDeactivated':
        await trx('directory_investigators_view')
          .where({ id: e.data.investigatorId })
          .update({ is_active: false, updated_at: e.data.deactivatedAt });
        return;
      case 'InvestigatorAccountLinked':
        await trx('directory_investigators_view')
          .where({ id: e.data.investigatorId })
          .update({ linked_user_id: e.data.userId === null ? null : Number(e.data.userId) });
        return;
      case 'ReviewPosted': {
        const d = e.data;
        const inserted = await trx('directory_reviews_view')
          .insert({
            id: d.reviewId,
            pi_id: d.investigatorId,
            user_id: Number(d.userId),
            rating: d.rating,
            // The rating counts whoever wrote it; the words only while the reviewer's key exists.
            review: (await sealFor(Number(d.userId), SEALED.review, d.pii?.comment)) ?? '',
            created_at: d.postedAt,
          })
          .onConflict('id')
          .ignore()
          .returning('id');
        if (inserted.length === 0) return;
        await trx.raw(
          `update directory_investigators_view set rating_sum = rating_sum + ?, total_reviews = total_reviews + 1,
             average_rating = round((rating_sum + ?)::numeric / (total_reviews + 1), 2) where id = ?`,
          [d.rating, d.rating, d.investigatorId],
        );
        return;
      }
      case 'InquirySent': {
        const d = e.data;
        const owner = Number(d.userId);
        const key = await ctx.cipher.sealingKey(owner);
        // The client was erased since: the inquiry is gone with them (UserErased deletes its row).
        if (!key || !d.pii) return;
        const seal = (purpose: string, text: string) => sealText(key, owner, purpose, stripNul(text));
        await trx('directory_inquiries_view')
          .insert({
            id: d.inquiryId,
            user_id: Number(d.userId),
            pi_id: d.piId,
            investigation_type: d.investigationType,
            // Under `pii` since issue 29 (M2); the clear field on older inquiries.
            location: seal(SEALED.location, d.pii.location ?? d.location ?? ''),
            urgency_level: d.urgencyLevel,
            description: seal(SEALED.description, d.pii.description),
            budget: d.budget,
            preferred_contact_method: d.preferredContactMethod,
            contact_email: d.pii.contact?.email ? seal(SEALED.contactEmail, d.pii.contact.email) : null,
            contact_phone: d.pii.contact?.phone ? seal(SEALED.contactPhone, d.pii.contact.phone) : null,
            status: 'pending',
            created_at: d.sentAt,
            updated_at: d.sentAt,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'InquiryAnswered':
        await trx('directory_inquiries_view')
          .where({ id: e.data.inquiryId })
          .update({
            status: 'answered',
            pi_response: await sealFor(await ownerOf(e.data.inquiryId), SEALED.piResponse, e.data.pii?.piResponse),
            estimated_cost: e.data.estimatedCost,
            answer_channel: e.data.channel ?? 'app',
            updated_at: e.data.answeredAt,
          });
        return;
      case 'ConsultationScheduled':
      case 'ConsultationRescheduled':
        await trx('directory_inquiries_view')
          .where({ id: e.data.inquiryId })
          .update({
            consultation_status: 'scheduled',
            consultation_at: e.data.startsAt,
            consultation_time_zone: e.data.timeZone ?? 'UTC',
            consultation_cancel_reason: null,
          });
        return;
      case 'ConsultationCancelled':
        await trx('directory_inquiries_view')
          .where({ id: e.data.inquiryId })
          .update({
            consultation_status: 'cancelled',
            // Read from `pii` (null once the client was erased); an older event's clear reason only while it is not.
            consultation_cancel_reason: await sealFor(
              await ownerOf(e.data.inquiryId),
              SEALED.cancelReason,
              (e.data.pii === undefined ? e.data.reason : e.data.pii?.reason)?.trim() || null,
            ),
          });
        return;
      case 'ConsultationCompleted':
        await trx('directory_inquiries_view').where({ id: e.data.inquiryId }).update({ consultation_status: 'completed' });
        return;
      case 'NetworkMemberAdded':
      case 'NetworkMemberUpdated': {
        const d = e.data;
        const at = 'addedAt' in d ? d.addedAt : d.updatedAt;
        const row = {
          legal_name: stripNul(d.legalName),
          dba_name: d.dbaName,
          website: d.website,
          operational_states: json(d.operationalStates),
          contact_email: d.contactEmail,
          phone: d.phone,
          specializations: json(d.specializations),
          license_required: d.licenseRequired,
          notes: stripNul(d.notes),
          status: d.status,
          updated_at: at,
        };
        await trx('directory_network_view')
          .insert({ id: d.memberId, ...row, created_at: at })
          .onConflict('id')
          .merge(row);
        return;
      }
      case 'NetworkMemberRemoved':
        await trx('directory_network_view').where({ id: e.data.memberId }).delete();
        return;
      case 'UserErased':
        await trx('directory_inquiries_view').where({ user_id: e.data.userId }).delete();
        await trx('directory_reviews_view').where({ user_id: e.data.userId }).delete();
        await trx('directory_investigators_view').where({ linked_user_id: e.data.userId }).update({ linked_user_id: null });
        return;
      default:
        return;
    }
  },
};
