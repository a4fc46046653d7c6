// The `zipcodes` package ships no types: the part of its API the directory uses.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipInfo | undefined;
  export function lookupByName(city: string, state: string): ZipInfo[];
  export function lookupByState(state: string): ZipInfo[];
  const zipcodes: { lookup: typeof lookup; lookupByName: typeof lookupByName; lookupByState: typeof lookupByState };
  export default zipcodes;
}
