import type { InquiryRow, InvestigatorProfile, NetworkMember, Review, SearchResponse } from '../../../../modules/directory/contract';

const base: Omit<InvestigatorProfile, 'id' | 'fullName' | 'specializations' | 'bio' | 'distanceMiles'> = {
  agencyName: 'Sample Agency (fictional)',
  licenseNumber: 'A-12345',
  licenseExpiration: '2030-01-01',
  licenseState: 'TX',
  yearsExperience: 12,
  serviceAreas: ['Austin'],
  email: 'sample@example.test',
  phone: '',
  website: '',
  address: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  latitude: 30.27,
  longitude: -97.74,
  hourlyRate: '95.00',
  isVerified: true,
  isActive: true,
  averageRating: '4.60',
  totalReviews: 18,
  responseTimeHours: 4,
  languages: ['English'],
  certifications: [],
  availability: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  specializationMatch: 1,
  weightedRating: '4.52',
  licenseStatus: 'valid',
};

export const surveillancePi: InvestigatorProfile = {
  ...base,
  id: '00000000-0000-4000-8000-000000000001',
  fullName: 'Sample Dana Reyes',
  specializations: ['Surveillance', 'Background Checks', 'Insurance Claims', 'Fraud Investigation', 'Skip Tracing'],
  bio: 'Former insurance fraud analyst. '.repeat(30),
  distanceMiles: 3.2,
};

export const secondPi: InvestigatorProfile = {
  ...base,
  id: '00000000-0000-4000-8000-000000000002',
  fullName: 'Sample Lee Morgan',
  specializations: ['Surveillance'],
  bio: 'Short bio.',
  hourlyRate: null,
  // Nobody has reviewed this one yet.
  averageRating: '0.00',
  totalReviews: 0,
  weightedRating: '3.50',
  distanceMiles: 18.4,
  city: 'Round Rock',
  latitude: 30.51,
  longitude: -97.68,
};

export const searchAnswer: SearchResponse = {
  location: { label: 'Austin, TX', latitude: 30.27, longitude: -97.74, state: 'TX' },
  sort: 'best',
  summary: '2 investigators offering Surveillance in TX (statewide)',
  total: 2,
  expiredLicences: 0,
  results: [surveillancePi, secondPi],
  otherSpecialties: null,
  directoryEmpty: false,
};

/** A PI whose licence lapsed: listed last, flagged. */
export const expiredPi: InvestigatorProfile = {
  ...secondPi,
  id: '00000000-0000-4000-8000-000000000003',
  fullName: 'Sample Kim Alvarez',
  licenseNumber: 'C-5555',
  licenseExpiration: '2025-03-31',
  licenseStatus: 'expired',
  distanceMiles: 6.1,
};

/** The same search in distance order, with an expired licence last. */
export const byDistance: SearchResponse = {
  ...searchAnswer,
  sort: 'distance',
  summary: '3 investigators offering Surveillance in TX (statewide)',
  total: 3,
  expiredLicences: 1,
  results: [surveillancePi, secondPi, expiredPi],
};

export const noResults: SearchResponse = {
  ...searchAnswer,
  summary: 'No investigators offering Background Checks within 50 miles of Austin, TX 73301',
  total: 0,
  results: [],
};

/** Nobody within the radius offers the type: investigators of other specialties, apart. */
export const otherSpecialtiesOnly: SearchResponse = {
  ...noResults,
  summary: 'No investigators offering Missing Persons within 50 miles of Austin, TX',
  otherSpecialties: {
    summary: '1 investigator within 50 miles of Austin, TX works in other specialties',
    total: 1,
    results: [{ ...surveillancePi, specializationMatch: 0 }],
  },
};

/** Nothing was ever imported or seeded. */
export const emptyDirectory: SearchResponse = { ...noResults, directoryEmpty: true };

export const pendingInquiry: InquiryRow = {
  id: '10000000-0000-4000-8000-000000000001',
  userId: 7,
  piId: surveillancePi.id,
  piName: surveillancePi.fullName,
  investigationType: 'Surveillance',
  location: 'Austin, TX',
  urgencyLevel: 'medium',
  description: 'I need surveillance of a claimant for two days.',
  budget: '$1,000 - $2,500',
  preferredContactMethod: 'email',
  status: 'pending',
  piResponse: null,
  estimatedCost: null,
  answerChannel: null,
  contact: { name: 'sample.client', email: 'sample.client@example.test', phone: '512-555-0142' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  consultation: null,
};

export const answeredInquiry: InquiryRow = {
  ...pendingInquiry,
  id: '10000000-0000-4000-8000-000000000002',
  status: 'answered',
  piResponse: 'I can start Monday with a two-person team.',
  estimatedCost: '1800.00',
  answerChannel: 'app',
};

export const networkMember: NetworkMember = {
  id: '20000000-0000-4000-8000-000000000001',
  legalName: 'Sample Lone Star Investigations LLC',
  dbaName: 'Lone Star PI',
  website: '',
  operationalStates: ['TX', 'OK'],
  contactEmail: 'network@example.test',
  phone: '512-555-0100',
  specializations: ['Surveillance'],
  licenseRequired: true,
  notes: 'Sample member for demos.',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** An inquiry the story's signed-in client (.storybook/fixtures clientUser, id 101) sent, answered, without a consultation. */
export const myInquiry: InquiryRow = { ...answeredInquiry, id: '10000000-0000-4000-8000-000000000003', userId: 101 };

export const bookedInquiry: InquiryRow = {
  ...myInquiry,
  id: '10000000-0000-4000-8000-000000000004',
  consultation: {
    status: 'scheduled',
    scheduledAt: '2030-12-20T15:30:00.000Z',
    duration: 60,
    timeZone: 'America/Chicago',
    cancelReason: null,
  },
};

/** The same consultation, cancelled by the client with a reason the investigator reads on the inquiry. */
export const cancelledInquiry: InquiryRow = {
  ...myInquiry,
  id: '10000000-0000-4000-8000-000000000005',
  consultation: {
    status: 'cancelled',
    scheduledAt: '2030-12-20T15:30:00.000Z',
    duration: 60,
    timeZone: 'America/Chicago',
    cancelReason: 'My hearing was moved to that morning.',
  },
};

export const reviews: Review[] = [
  {
    id: '30000000-0000-4000-8000-000000000001',
    piId: surveillancePi.id,
    clientName: 'sample.client.one',
    rating: 5,
    review: 'Clear reports, on time.',
    caseType: null,
    isVerified: true,
    createdAt: '2026-10-02T12:00:00.000Z',
  },
  {
    id: '30000000-0000-4000-8000-000000000002',
    piId: surveillancePi.id,
    clientName: 'sample.client.two',
    rating: 4,
    review: '',
    caseType: null,
    isVerified: true,
    createdAt: '2026-09-12T12:00:00.000Z',
  },
];
