import type {
  InquiryRow,
  InvestigatorProfile,
  MapPlace,
  NetworkMember,
  Review,
  SearchResponse,
} from '../../../../modules/directory/contract';

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

/** Texas' most populous places (GeoNames, as the server's map-places.ts chooses them for a statewide search). */
export const texasPlaces: MapPlace[] = [
  { name: 'Houston', state: 'TX', latitude: 29.76328, longitude: -95.36327, population: 2296224 },
  { name: 'San Antonio', state: 'TX', latitude: 29.42412, longitude: -98.49363, population: 1469845 },
  { name: 'Dallas', state: 'TX', latitude: 32.78306, longitude: -96.80667, population: 1300092 },
  { name: 'Austin', state: 'TX', latitude: 30.26715, longitude: -97.74306, population: 931830 },
  { name: 'Fort Worth', state: 'TX', latitude: 32.72541, longitude: -97.32085, population: 833319 },
  { name: 'El Paso', state: 'TX', latitude: 31.75872, longitude: -106.48693, population: 681124 },
  { name: 'Arlington', state: 'TX', latitude: 32.73569, longitude: -97.10807, population: 388125 },
  { name: 'Corpus Christi', state: 'TX', latitude: 27.80058, longitude: -97.39638, population: 324074 },
];

/** The places around Austin a 25-mile search's map labels. */
export const austinPlaces: MapPlace[] = [
  { name: 'Austin', state: 'TX', latitude: 30.26715, longitude: -97.74306, population: 931830 },
  { name: 'Round Rock', state: 'TX', latitude: 30.50826, longitude: -97.6789, population: 115997 },
  { name: 'Cedar Park', state: 'TX', latitude: 30.5052, longitude: -97.82029, population: 65945 },
  { name: 'Georgetown', state: 'TX', latitude: 30.63269, longitude: -97.67723, population: 63716 },
  { name: 'San Marcos', state: 'TX', latitude: 29.88327, longitude: -97.94139, population: 60684 },
  { name: 'Pflugerville', state: 'TX', latitude: 30.43937, longitude: -97.62, population: 57122 },
  { name: 'Leander', state: 'TX', latitude: 30.57881, longitude: -97.85307, population: 37889 },
  { name: 'Kyle', state: 'TX', latitude: 29.98911, longitude: -97.87723, population: 35733 },
  { name: 'Hutto', state: 'TX', latitude: 30.5427, longitude: -97.54667, population: 22722 },
  { name: 'Brushy Creek', state: 'TX', latitude: 30.51353, longitude: -97.73973, population: 21764 },
];

export const searchAnswer: SearchResponse = {
  location: { label: 'Austin, TX', latitude: 30.27, longitude: -97.74, state: 'TX' },
  maxDistance: 999,
  places: texasPlaces,
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

/** A 25-mile search: the map draws its circle and labels the towns in and around it. */
export const radiusAnswer: SearchResponse = {
  ...searchAnswer,
  maxDistance: 25,
  places: austinPlaces,
  summary: '2 investigators offering Surveillance within 25 miles of Austin, TX',
};

export const noResults: SearchResponse = {
  ...searchAnswer,
  maxDistance: 50,
  places: austinPlaces,
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
