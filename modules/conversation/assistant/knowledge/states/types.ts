// Casebook's state reference tables: one row per state (and DC) per table, each with the statute
// it rests on and an honest note of what it was checked against and when.

/** Two-letter postal code of a state or of the District of Columbia. */
export type StateCode =
  | 'AL'
  | 'AK'
  | 'AZ'
  | 'AR'
  | 'CA'
  | 'CO'
  | 'CT'
  | 'DE'
  | 'DC'
  | 'FL'
  | 'GA'
  | 'HI'
  | 'ID'
  | 'IL'
  | 'IN'
  | 'IA'
  | 'KS'
  | 'KY'
  | 'LA'
  | 'ME'
  | 'MD'
  | 'MA'
  | 'MI'
  | 'MN'
  | 'MS'
  | 'MO'
  | 'MT'
  | 'NE'
  | 'NV'
  | 'NH'
  | 'NJ'
  | 'NM'
  | 'NY'
  | 'NC'
  | 'ND'
  | 'OH'
  | 'OK'
  | 'OR'
  | 'PA'
  | 'RI'
  | 'SC'
  | 'SD'
  | 'TN'
  | 'TX'
  | 'UT'
  | 'VT'
  | 'VA'
  | 'WA'
  | 'WV'
  | 'WI'
  | 'WY';

export interface RowSource {
  /** The statute (or case) the row rests on. */
  citation: string;
  /** The date the row was written and, where `checkedAgainst` is set, checked. */
  checked: string;
  /** The public page the row was compared with, when there was one. */
  checkedAgainst?: string;
  /** What the check was, in plain words — or that the row rests on Casebook's own knowledge only. */
  note: string;
}

export interface RecordingConsentRow {
  state: StateCode;
  /** Whose consent a recording of a private conversation needs. */
  rule: 'one-party' | 'all-party' | 'mixed';
  /** One or two sentences for the answer. */
  summary: string;
  source: RowSource;
}

export interface PiLicensingRow {
  state: StateCode;
  /** 'state': a state licence is required; 'local': no state licence, some cities or counties license; 'none'. */
  licence: 'state' | 'local' | 'none';
  /** Who issues the licence (or null when nobody at state level does). */
  body: string | null;
  summary: string;
  source: RowSource;
}

export interface TrackingRow {
  state: StateCode;
  /** The statute that speaks to electronic or GPS tracking of a person or vehicle. */
  statute: string;
  summary: string;
  source: RowSource;
}

export interface StalkingRow {
  state: StateCode;
  statute: string;
  summary: string;
  source: RowSource;
}

export interface ProtectiveOrderRow {
  state: StateCode;
  /** What the civil order against domestic violence is called in the state. */
  order: string;
  /** The statute it rests on. */
  statute: string;
  /** Where to file. */
  court: string;
  /** The statewide starting form, only where a public page confirmed it. */
  form?: string;
  /** The temporary (ex parte) order and when the full hearing follows. */
  temporary: string;
  /** How long an order after the hearing lasts, where known. */
  duration?: string;
  /** What filing costs. */
  fee: string;
  /** The separate civil order for stalking or harassment, where there is one. */
  other?: string;
  summary: string;
  source: RowSource;
}

export interface SmallClaimsRow {
  state: StateCode;
  /** US dollars: the most a claim in the state's small-claims court may ask for. */
  limit: number;
  summary: string;
  source: RowSource;
}

export type StateTable = 'recording' | 'licensing' | 'tracking' | 'protective' | 'stalking' | 'smallClaims';
