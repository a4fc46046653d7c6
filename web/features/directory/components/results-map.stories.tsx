import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ResultsMap from './results-map';
import { radiusAnswer, searchAnswer, secondPi, surveillancePi } from './story-fixtures';
import './directory.css';

const meta = {
  title: 'Directory/Results map',
  component: ResultsMap,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultsMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The map's element for a class Leaflet gives a vector layer (an SVG path). */
const paths = (map: HTMLElement, className: string) => [...map.querySelectorAll<SVGPathElement>(`path.${className}`)];

export const RadiusCountiesAndTowns: Story = {
  args: { search: radiusAnswer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('region', {
      name: 'Map of 2 investigators within 25 miles of Austin, TX: the search radius, town names, state and county lines',
    });
    // The 25-mile circle around the centre, as a drawn path, and the view fitted to it.
    const [circle] = paths(map, 'cb-pi-map-radius');
    await expect(circle).toBeInstanceOf(SVGPathElement);
    const box = circle!.getBoundingClientRect();
    const mapBox = map.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(mapBox.height * 0.7);
    await expect(box.top).toBeGreaterThanOrEqual(mapBox.top);
    await expect(box.bottom).toBeLessThanOrEqual(mapBox.bottom);
    // The towns the answer names, labelled; the markers labelled with their card's number. A town
    // whose label would cover an investigator's is left unlabelled at this zoom (Round Rock, under
    // Lee Morgan's marker).
    await expect(within(map).getByText('Pflugerville')).toBeVisible();
    await expect(within(map).getByText('Kyle')).toBeVisible();
    await expect(within(map).getByText(`1. ${surveillancePi.fullName}`)).toBeVisible();
    await expect(within(map).getByText(`2. ${secondPi.fullName}`)).toBeVisible();
    await expect(within(map).getByText('Round Rock')).not.toBeVisible();
    // No two shown town labels overlap.
    const shown = [...map.querySelectorAll<HTMLElement>('.cb-pi-map-place')]
      .filter((e) => e.style.display !== 'none')
      .map((e) => e.firstElementChild!.getBoundingClientRect());
    await expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const [i, a] of shown.entries())
      for (const b of shown.slice(i + 1))
        await expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);
    // Zoomed to a radius, the county lines load after the first paint, as their own chunk.
    await waitFor(() => expect(paths(map, 'cb-pi-map-counties')).toHaveLength(1), { timeout: 10_000 });
    await expect(within(map).getByText(/Places: GeoNames \(CC BY 4\.0\)/)).toBeVisible();
  },
};

export const StatewideNoCircle: Story = {
  args: { search: searchAnswer },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', {
      name: 'Map of 2 investigators in TX (statewide): town names, state and county lines',
    });
    await expect(paths(map, 'cb-pi-map-radius')).toHaveLength(0);
    // The view is the state: its largest cities from El Paso in the west to Dallas and Corpus Christi.
    for (const city of ['El Paso', 'Dallas', 'San Antonio', 'Corpus Christi']) await expect(within(map).getByText(city)).toBeVisible();
    // At this zoom the county lines are not loaded.
    await expect(paths(map, 'cb-pi-map-counties')).toHaveLength(0);
  },
};

/** Investigators placed at one town's centre share one marker, labelled with their cards' numbers: no label hides another. */
export const SharedPlace: Story = {
  args: {
    search: {
      ...radiusAnswer,
      results: [
        surveillancePi,
        { ...secondPi, city: 'Austin', latitude: surveillancePi.latitude, longitude: surveillancePi.longitude },
        { ...secondPi, id: '00000000-0000-4000-8000-000000000009', fullName: 'Sample Kim Ortega' },
      ],
      total: 3,
    },
  },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: /^Map of 3 investigators within 25 miles/ });
    await expect(within(map).getByText('1, 2. 2 investigators here')).toBeVisible();
    await expect(within(map).getByText('3. Sample Kim Ortega')).toBeVisible();
    await expect(within(map).queryByText(`2. ${secondPi.fullName}`)).toBeNull();
    await expect(map.querySelectorAll('.cb-pi-map-label')).toHaveLength(2);
  },
};
