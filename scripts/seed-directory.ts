// The clearly fictional sample directory and investigator network that `npm run seed` writes
// (names end in "(sample)", emails use example.com, phone numbers 555-01xx). Also a CSV the import
// takes, so the seed goes through the module's own import path (idempotent: seeding twice changes nothing).
import { IMPORT_COLUMNS } from '../modules/directory/index.js';

const YEAR = new Date().getUTCFullYear();
const PLACES: [string, string, string][] = [
  ['Austin', 'TX', '78701'],
  ['Austin', 'TX', '78745'],
  ['Round Rock', 'TX', '78664'],
  ['San Antonio', 'TX', '78205'],
  ['Dallas', 'TX', '75201'],
  ['Houston', 'TX', '77002'],
  ['Denver', 'CO', '80202'],
  ['Chicago', 'IL', '60601'],
  ['Atlanta', 'GA', '30303'],
  ['Seattle', 'WA', '98101'],
  ['Boston', 'MA', '02108'],
  ['Phoenix', 'AZ', '85004'],
];
const FIRST = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Harper', 'Rowan', 'Sage', 'Emerson', 'Reese', 'Dakota'];
const LAST = [
  'Marsh',
  'Calloway',
  'Benton',
  'Ashford',
  'Delacroix',
  'Whitlock',
  'Pryor',
  'Sterling',
  'Hale',
  'Voss',
  'Lindqvist',
  'Okafor',
];
const SPECS = [
  ['Surveillance', 'Infidelity/Cheating', 'Insurance Claims', 'Child Custody'],
  ['Background Checks', 'Skip Tracing'],
  ['Missing Persons', 'Skip Tracing', 'Legal Support'],
  ['Corporate Investigations', 'Fraud Investigation', 'Asset Searches'],
  ['Criminal Defense', 'Legal Support'],
  ['Surveillance', "Workers' Compensation"],
];

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function sampleDirectoryCsv(count = 36): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const [city, state, zip] = PLACES[i % PLACES.length]!;
    // The surname moves on each time the first names come round again, so no two PIs share a name.
    const last = LAST[(i * 5 + Math.floor(i / FIRST.length)) % LAST.length]!;
    const name = `${FIRST[i % FIRST.length]} ${last} (sample)`;
    const row: Record<(typeof IMPORT_COLUMNS)[number], string> = {
      fullName: name,
      agencyName: `${last} Investigations (sample)`,
      licenseNumber: `SAMPLE-${state}-${1000 + i}`,
      licenseExpiration: `${YEAR + 1 + (i % 3)}-12-31`,
      licenseState: state,
      yearsExperience: String(3 + ((i * 7) % 25)),
      specializations: SPECS[i % SPECS.length]!.join(';'),
      serviceAreas: `${city};${state} statewide`,
      bio: `${name} is a fictional investigator in the sample directory. Not a real person or agency; for demos and tests only.`,
      email: `sample.pi${i}@example.com`,
      phone: `555-01${String(i % 100).padStart(2, '0')}`,
      website: '',
      address: '',
      city,
      state,
      zipCode: zip,
      hourlyRate: String(60 + ((i * 13) % 120)),
      isVerified: 'true',
      responseTimeHours: String([2, 6, 12, 24, 48][i % 5]),
      languages: i % 4 === 0 ? 'English;Spanish' : 'English',
      certifications: i % 3 === 0 ? 'CFE' : '',
      availability: 'Weekdays;Evenings',
    };
    return IMPORT_COLUMNS.map((c) => cell(row[c])).join(',');
  });
  return [IMPORT_COLUMNS.join(','), ...rows].join('\n') + '\n';
}

export const SAMPLE_NETWORK = [
  {
    legalName: 'Lone Star Field Services (sample)',
    dbaName: 'LSFS (sample)',
    operationalStates: ['TX', 'OK', 'NM'],
    contactEmail: 'lonestar@example.com',
    phone: '555-0190',
    specializations: ['Surveillance', 'Insurance Claims'],
    licenseRequired: true,
    notes: 'Fictional network member.',
  },
  {
    legalName: 'Front Range Research (sample)',
    dbaName: null,
    operationalStates: ['CO', 'WY'],
    contactEmail: 'frontrange@example.com',
    phone: '555-0191',
    specializations: ['Background Checks', 'Skip Tracing'],
    licenseRequired: false,
    notes: 'Fictional network member.',
  },
  {
    legalName: 'Harborlight Process & Records (sample)',
    dbaName: null,
    operationalStates: ['MA', 'NH', 'RI'],
    contactEmail: 'harborlight@example.com',
    phone: '555-0192',
    specializations: ['Legal Support'],
    licenseRequired: true,
    notes: 'Fictional network member.',
  },
];
