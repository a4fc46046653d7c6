// The results map, offline: Leaflet over US state outlines (us-atlas + topojson-client), with the
// search radius, county lines once zoomed in, the towns the search answer names (GeoNames, chosen on
// the server) and the investigators' numbered markers, each opening its card. No tile server.
// Loaded with React.lazy from results.tsx so Leaflet and the atlas stay off the page's first load
// (docs/decisions/0014-web-bundle.md); the county lines are a later chunk still (decision 0060).
import { plural } from '../../../lib/plural';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';
import { STATEWIDE, type MapPlace, type SearchResponse } from '../../../../modules/directory/contract';

const topology = states as unknown as Topology<{ states: GeometryCollection }>;
const stateShapes = feature(topology, topology.objects.states);
const stateLines = mesh(topology, topology.objects.states);

const METRES_PER_MILE = 1609.344;
/** From this zoom on (a view about 200 miles across) the county lines load and show. */
export const COUNTY_ZOOM = 7;

/**
 * The map's layers bottom to top, each in its own pane: the land, the county lines, the state
 * lines, the radius (Leaflet's overlay pane, 400), the towns, then the investigators' markers (their
 * labels are Leaflet's tooltips, above all).
 */
const PANES = { land: 350, counties: 360, borders: 370, places: 450, pis: 500 } as const;

export interface ResultsMapProps {
  search: SearchResponse;
}

/** A town's label: a dot at the place and its name to the right, in the towns' pane under the markers. */
function placeMarker(place: MapPlace) {
  const html = document.createElement('span');
  html.className = 'cb-pi-map-place-inner';
  const name = document.createElement('span');
  name.className = 'cb-pi-map-place-name';
  name.textContent = place.name;
  html.append(name);
  return L.marker([place.latitude, place.longitude], {
    icon: L.divIcon({ className: 'cb-pi-map-place', html, iconSize: undefined }),
    pane: 'places',
    interactive: false,
    keyboard: false,
  });
}

type Box = [number, number, number, number];
const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * Shows the towns whose labels fit, most populous first: a label that would cover a shown one, an
 * investigator's marker or its label is hidden at this zoom (zooming in makes room for more).
 */
function declutter(map: L.Map, towns: { marker: L.Marker; place: MapPlace }[], taken: () => Box[]) {
  const shown = taken();
  const size = map.getSize();
  for (const { marker } of towns) {
    const element = marker.getElement();
    if (!element) continue;
    const at = map.latLngToContainerPoint(marker.getLatLng());
    const width = (element.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
    const box: Box = [at.x - 4, at.y - 9, at.x - 2 + width, at.y + 9];
    const inView = box[0] >= 0 && box[1] >= 0 && box[2] <= size.x && box[3] <= size.y;
    const fits = inView && !shown.some((b) => overlaps(b, box));
    element.style.display = fits ? '' : 'none';
    if (fits) shown.push(box);
  }
}

export default function ResultsMap({ search }: ResultsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const statewide = search.maxDistance >= STATEWIDE;
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { zoomControl: true, attributionControl: false, scrollWheelZoom: false });
    for (const [name, zIndex] of Object.entries(PANES)) map.createPane(name).style.zIndex = String(zIndex);
    map.getPane('places')!.style.pointerEvents = 'none';
    L.control.attribution({ prefix: false }).addAttribution('Outlines: US Census Bureau · Places: GeoNames (CC BY 4.0)').addTo(map);
    const here = L.latLng(search.location.latitude, search.location.longitude);
    // The view first: Leaflet's vector layers need one when they are added. A radius search shows
    // its circle; a statewide one the state's largest places (the answer's, spread over the state);
    // either way every marker is in view.
    const points = L.latLngBounds([
      here,
      ...search.results.map((pi) => L.latLng(pi.latitude, pi.longitude)),
      ...(statewide ? search.places.map((p) => L.latLng(p.latitude, p.longitude)) : []),
    ]);
    const view = statewide ? points.pad(0.1) : here.toBounds(2 * search.maxDistance * METRES_PER_MILE).extend(points);
    map.fitBounds(view, { maxZoom: 10, padding: [8, 8] });

    L.geoJSON(stateShapes, { pane: 'land', style: { stroke: false, fillColor: '#f5f5f5', fillOpacity: 1 }, interactive: false }).addTo(map);
    L.geoJSON(stateLines, { pane: 'borders', style: { color: '#737373', weight: 1.2 }, interactive: false }).addTo(map);
    if (!statewide)
      L.circle(here, {
        radius: search.maxDistance * METRES_PER_MILE,
        className: 'cb-pi-map-radius',
        color: '#b42318',
        weight: 2,
        dashArray: '6 5',
        fillColor: '#b42318',
        fillOpacity: 0.05,
        interactive: false,
      }).addTo(map);

    // The county lines: their chunk loads the first time the map is at COUNTY_ZOOM or nearer.
    let removed = false;
    let counties: Promise<unknown> | undefined;
    const showCounties = () => {
      if (counties || map.getZoom() < COUNTY_ZOOM) return;
      counties = import('./county-lines').then(({ countyLines }) => {
        if (removed) return;
        L.geoJSON(countyLines, {
          pane: 'counties',
          style: { color: '#bfbfbf', weight: 0.7, className: 'cb-pi-map-counties' },
          interactive: false,
        }).addTo(map);
      });
    };

    const towns = search.places.map((place) => ({ place, marker: placeMarker(place).addTo(map) }));
    L.circleMarker(here, { pane: 'pis', radius: 7, color: '#b42318', fillOpacity: 0.9 }).bindTooltip(search.location.label).addTo(map);
    // Each marker is labelled with its card's number and opens that card (the cards are articles named
    // by the PI). Investigators at one place (a directory placed by city puts a town's PIs on its
    // centre) share one marker, labelled with their numbers, so no label hides another.
    const groups = new Map<string, { at: L.LatLng; numbers: number[]; first: string }>();
    search.results.forEach((pi, i) => {
      const key = `${pi.latitude.toFixed(3)},${pi.longitude.toFixed(3)}`;
      const group = groups.get(key);
      if (group) group.numbers.push(i + 1);
      else groups.set(key, { at: L.latLng(pi.latitude, pi.longitude), numbers: [i + 1], first: pi.fullName });
    });
    const pis = [...groups.values()].map(({ at, numbers, first }) =>
      L.circleMarker(at, { pane: 'pis', radius: numbers.length > 1 ? 9 : 7, color: '#1d4ed8', fillOpacity: 0.85 })
        .bindTooltip(numbers.length > 1 ? `${numbers.join(', ')}. ${numbers.length} investigators here` : `${numbers[0]}. ${first}`, {
          permanent: numbers[0]! <= 10,
          direction: 'right',
          className: 'cb-pi-map-label',
        })
        .on('click', () => {
          const card = document.querySelector<HTMLElement>(`[role="article"][aria-label="${CSS.escape(first)}"]`);
          card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          card?.focus({ preventScroll: true });
        })
        .addTo(map),
    );
    // What a town's label must not cover: the centre, each investigator's marker and shown label.
    const taken = () => {
      const boxes: Box[] = [];
      for (const marker of [here, ...pis.map((m) => m.getLatLng())]) {
        const p = map.latLngToContainerPoint(marker);
        boxes.push([p.x - 8, p.y - 8, p.x + 8, p.y + 8]);
      }
      for (const m of pis) {
        const tip = m.isTooltipOpen() ? m.getTooltip()?.getElement() : undefined;
        if (!tip) continue;
        const p = map.latLngToContainerPoint(m.getLatLng());
        boxes.push([p.x + 6, p.y - tip.offsetHeight / 2, p.x + 14 + tip.offsetWidth, p.y + tip.offsetHeight / 2]);
      }
      return boxes;
    };
    const arrange = () => {
      declutter(map, towns, taken);
      showCounties();
    };
    map.on('zoomend moveend', arrange);
    arrange();
    return () => {
      removed = true;
      map.off('zoomend moveend', arrange);
      map.remove();
    };
  }, [search, statewide]);

  const where = statewide ? `in ${search.location.state} (statewide)` : `within ${search.maxDistance} miles of ${search.location.label}`;
  return (
    <div
      ref={element}
      className="cb-pi-map"
      role="region"
      aria-label={`Map of ${plural(search.results.length, 'investigator')} ${where}: ${statewide ? '' : 'the search radius, '}town names, state and county lines`}
    />
  );
}
