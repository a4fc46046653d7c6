// The authorization matrix rows of the directory module's command routes (infra/http/access.ts).
// Auditors are read-only everywhere (403 on every POST, PUT, PATCH and DELETE).
import { only, type AccessTable } from '../../infra/http/access.js';
import {
  answerRequest,
  cancelRequest,
  consultationRequest,
  importRequest,
  inquiryRequest,
  linkRequest,
  listingRequest,
  networkMemberRequest,
  reviewRequest,
  routingOverrideRequest,
} from './contract.js';

export const directoryAccess: AccessTable = {
  'POST /api/pi-reviews': {
    expect: only(201, ['owner', 'otherClient']),
    body: 'piReview',
    schema: reviewRequest,
    note: 'A client who sent that PI an inquiry (the fixture sends one first); staff 403.',
  },
  'POST /api/pi-inquiries': {
    expect: only(201, ['owner', 'otherClient']),
    body: 'piInquiry',
    schema: inquiryRequest,
    note: 'Clients send inquiries; staff 403.',
  },
  'PATCH /api/pi-inquiries/:id': {
    expect: only(200, ['investigator']),
    resource: 'piInquiry',
    body: 'piAnswer',
    schema: answerRequest,
    note: 'Only the investigator account an admin linked to the listing (the fixture links the world’s investigator); everyone else 403.',
  },
  'PUT /api/pi-inquiries/:id/consultation': {
    expect: only(200, ['owner']),
    resource: 'piInquiry',
    body: 'piConsultation',
    schema: consultationRequest,
    note: 'The client who sent the inquiry books or moves the consultation.',
  },
  'POST /api/pi-inquiries/:id/consultation/cancel': {
    expect: only(200, ['owner', 'investigator']),
    resource: 'piConsultation',
    body: 'empty',
    schema: cancelRequest,
    note: 'Either party: the client or the linked investigator.',
  },
  'POST /api/pi-inquiries/:id/consultation/complete': {
    expect: only(200, ['owner', 'investigator']),
    resource: 'piConsultation',
    note: 'Either party.',
  },
  'POST /api/admin/investigators': { expect: only(201, ['admin']), body: 'piListing', schema: listingRequest, note: 'Admins list PIs.' },
  'POST /api/admin/investigators/import': {
    expect: only(200, ['admin']),
    body: 'piImport',
    schema: importRequest,
    note: 'Admins import a CSV.',
  },
  'POST /api/admin/directory/import': {
    expect: only(200, ['admin']),
    body: 'piImportUpload',
    note: 'multipart (field "file"): no JSON schema; the admin upload screen’s CSV; everyone else 403.',
  },
  'PUT /api/admin/investigators/:id/account': {
    expect: only(200, ['admin']),
    resource: 'piListing',
    body: 'piLink',
    schema: linkRequest,
    note: 'Admins link an investigator account to a listing.',
  },
  'DELETE /api/admin/investigators/:id': { expect: only(204, ['admin']), resource: 'piListing', note: 'Admins deactivate a listing.' },
  'POST /api/investigator-network': { expect: only(201, ['admin']), body: 'networkMember', schema: networkMemberRequest },
  'PUT /api/investigator-network/:id': {
    expect: only(200, ['admin']),
    resource: 'networkMember',
    body: 'networkMember',
    schema: networkMemberRequest,
  },
  'DELETE /api/investigator-network/:id': { expect: only(204, ['admin']), resource: 'networkMember' },
  'POST /api/escalation-offers/:escalationId/accept': {
    expect: only(200, ['investigator']),
    resource: 'escalationOffer',
    note: 'The investigator the case is offered to (the fixture routes one to the world’s linked investigator); everyone else 403.',
  },
  'POST /api/escalation-offers/:escalationId/decline': {
    expect: only(200, ['investigator']),
    resource: 'escalationOffer',
    note: 'The investigator the case is offered to.',
  },
  'POST /api/escalation-offers/:escalationId/contacted': {
    expect: only(200, ['investigator']),
    resource: 'escalationTaken',
    note: 'The investigator who accepted the case records contact with the client.',
  },
  'POST /api/admin/escalation-routing/:escalationId': {
    expect: only(200, ['admin']),
    resource: 'escalationOffer',
    body: 'routingOverride',
    schema: routingOverrideRequest,
    note: 'Admins offer the case on, assign it or stop the routing; everyone else 403.',
  },
};
