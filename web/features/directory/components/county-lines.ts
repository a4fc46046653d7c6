// The lines between US counties (us-atlas' counties-10m, from the Census Bureau's cartographic
// boundaries), as one GeoJSON MultiLineString: each border once, without those that are also a
// state's (the state lines draw them). Its own chunk, imported by results-map.tsx only once the map
// is zoomed in far enough for counties to help: about 250 KiB gzipped that the first paint of the
// map does not wait for (docs/decisions/0060-results-map-places.md).
import { mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import counties from 'us-atlas/counties-10m.json';

const topology = counties as unknown as Topology<{ counties: GeometryCollection }>;

/** A county's id is its five-digit FIPS code, whose first two digits are its state's. */
const stateOf = (county: { id?: string | number }) => String(county.id).slice(0, 2);

export const countyLines = mesh(topology, topology.objects.counties, (a, b) => a !== b && stateOf(a) === stateOf(b));
