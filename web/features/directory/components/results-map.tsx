// The results map: Leaflet over US state outlines (us-atlas + topojson-client), no tile server.
// Loaded with React.lazy from find-my-pi-page.tsx so Leaflet and the atlas stay off the page's
// first load (docs/decisions/0014-web-bundle.md).
import { plural } from '../../../lib/plural';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';
import type { SearchResponse } from '../../../../modules/directory/contract';

const outlines = feature(
  states as unknown as Topology<{ states: GeometryCollection }>,
  (states as unknown as Topology<{ states: GeometryCollection }>).objects.states,
);

export interface ResultsMapProps {
  search: SearchResponse;
}

export default function ResultsMap({ search }: ResultsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { zoomControl: true, attributionControl: false, scrollWheelZoom: false });
    const here: L.LatLngExpression = [search.location.latitude, search.location.longitude];
    const points: L.LatLngExpression[] = [here, ...search.results.map((pi): L.LatLngExpression => [pi.latitude, pi.longitude])];
    // The view first: Leaflet's vector layers need one when they are added.
    map.fitBounds(L.latLngBounds(points).pad(0.3), { maxZoom: 9 });
    L.geoJSON(outlines, { style: { color: '#8c8c8c', weight: 1, fillColor: '#f5f5f5', fillOpacity: 1 }, interactive: false }).addTo(map);
    L.circleMarker(here, { radius: 7, color: '#b42318', fillOpacity: 0.9 }).bindTooltip(search.location.label).addTo(map);
    // Each marker is labelled with its card's number and opens that card (the cards are articles named by the PI).
    search.results.forEach((pi, i) => {
      L.circleMarker([pi.latitude, pi.longitude], { radius: 7, color: '#1d4ed8', fillOpacity: 0.85 })
        .bindTooltip(`${i + 1}. ${pi.fullName}`, { permanent: i < 10, direction: 'right', className: 'cb-pi-map-label' })
        .on('click', () => {
          const card = document.querySelector<HTMLElement>(`[role="article"][aria-label="${CSS.escape(pi.fullName)}"]`);
          card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          card?.focus({ preventScroll: true });
        })
        .addTo(map);
    });
    return () => void map.remove();
  }, [search]);
  return (
    <div
      ref={element}
      className="cb-pi-map"
      role="region"
      aria-label={`Map of ${plural(search.results.length, 'investigator')} near ${search.location.label}`}
    />
  );
}
