import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentBodies, sentQueries } from '../../../../.storybook/mock-fetch';
import { FindMyPiPage } from './find-my-pi-page';
import { adminUser, clientUser, signedIn } from '../../../../.storybook/fixtures';
import { AppAt } from '../../../../.storybook/app-at';
import {
  answeredInquiry,
  byDistance,
  emptyDirectory,
  expiredPi,
  myInquiry,
  noResults,
  otherSpecialtiesOnly,
  pendingInquiry,
  radiusAnswer,
  searchAnswer,
  secondPi,
  surveillancePi,
} from './story-fixtures';

const meta = {
  title: 'Directory/Find My PI',
  component: FindMyPiPage,
  parameters: {
    api: {
      'GET /api/pi-inquiries': { body: [answeredInquiry, pendingInquiry] },
      'GET /api/find-pi/search': { body: searchAnswer },
      'POST /api/pi-inquiries': {
        status: 201,
        body: {
          id: pendingInquiry.id,
          status: 'pending',
          message: 'Inquiry Sent Successfully',
          detail: 'The PI will receive your inquiry.',
        },
      },
    },
  },
} satisfies Meta<typeof FindMyPiPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function pick(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.selectOptions(within(canvasElement).getByLabelText(label), option);
}

export const CriteriaDefaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/licensed, background-checked and verified/)).toBeVisible();
    await expect(canvas.getByLabelText('Search Radius')).toHaveValue('50');
    await expect(canvas.getByRole('option', { name: 'Statewide' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Minimum Rating')).toHaveValue('4');
    await expect(canvas.getByLabelText('Investigation Type')).toHaveValue('');
    await expect(canvas.getAllByRole('option', { name: /Urgent \(ASAP\)|Medium \(within 2 weeks\)/ })).toHaveLength(2);
    // My Inquiries: statuses, and the answer with its estimated cost.
    await expect(await canvas.findByText('Answered')).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('I can start Monday with a two-person team.')).toBeVisible();
    await expect(canvas.getByText('Estimated cost: $1,800.00')).toBeVisible();
  },
};

export const SearchRequirements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Investigators' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Please specify the investigation type and location to find matching PIs.')).toBeVisible();
    await expect(sentQueries('GET', '/api/find-pi/search')).toHaveLength(0);
  },
};

export const ResultsAndContact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await pick(canvasElement, 'Investigation Type', 'Surveillance');
    await pick(canvasElement, 'Search Radius', 'Statewide');
    await userEvent.type(canvas.getByLabelText('Location'), 'Austin, TX');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Investigators' }));
    // The count says what it counts.
    await expect(await canvas.findByRole('heading', { name: '2 investigators offering Surveillance in TX (statewide)' })).toBeVisible();
    await expect(canvas.getByText(/counts as if it also had 5 reviews of 3.5 stars/)).toBeVisible();
    // The search is a GET (decision 0032): the criteria in its query string.
    await expect(sentQueries('GET', '/api/find-pi/search')[0]?.toString()).toBe(
      'investigationType=Surveillance&location=Austin%2C+TX&maxDistance=999&minRating=4',
    );
    const card = within(canvas.getByRole('article', { name: surveillancePi.fullName }));
    await expect(card.getByRole('group', { name: 'Rating 4.60 of 5' })).toHaveTextContent('4.60 (18 reviews)');
    const unreviewed = within(canvas.getByRole('article', { name: secondPi.fullName }));
    await expect(unreviewed.getByText('No reviews yet')).toBeVisible();
    await expect(unreviewed.queryByRole('group', { name: /^Rating/ })).toBeNull();
    await expect(card.getByText('+2 more')).toBeVisible();
    await expect(card.getByText('$95/hour')).toBeVisible();
    // The licence number and its state on every card.
    await expect(card.getByText('TX A-12345')).toBeVisible();
    await expect(card.getByText('Valid to 2030-01-01')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Contact This PI' }));
    const dialog = within(await body.findByRole('dialog', { name: `Contact ${surveillancePi.fullName}` }));
    const send = dialog.getByRole('button', { name: 'Send Inquiry' });
    await expect(send).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Case Description'), '   ');
    await expect(send).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Case Description'), 'Watch a claimant for two days');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expect(await body.findByText('Inquiry Sent Successfully')).toBeVisible();
    await expect(sentBodies('POST', '/api/pi-inquiries')[0]).toMatchObject({
      piId: surveillancePi.id,
      investigationType: 'Surveillance',
      description: 'Watch a claimant for two days',
      preferredContactMethod: 'email',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Modify Search' }));
    await expect(await canvas.findByRole('button', { name: 'Find Investigators' })).toBeVisible();
  },
};

/** The daily inquiry limit (429): the server's words stay in the dialog, and Send stays off until it is closed. */
export const InquiryLimitReached: Story = {
  parameters: {
    api: {
      'POST /api/pi-inquiries': {
        status: 429,
        body: {
          message: "You have sent today's 10 inquiries, the most a day. You can send more after midnight UTC (in about 3 hours).",
          code: 'TOO_MANY_REQUESTS',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await pick(canvasElement, 'Investigation Type', 'Surveillance');
    await pick(canvasElement, 'Search Radius', 'Statewide');
    await userEvent.type(canvas.getByLabelText('Location'), 'Austin, TX');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Investigators' }));
    const card = within(await canvas.findByRole('article', { name: surveillancePi.fullName }));
    await userEvent.click(card.getByRole('button', { name: 'Contact This PI' }));
    const dialog = within(await body.findByRole('dialog', { name: `Contact ${surveillancePi.fullName}` }));
    await userEvent.type(dialog.getByLabelText('Case Description'), 'Watch a claimant for two days');
    const send = dialog.getByRole('button', { name: 'Send Inquiry' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Daily inquiry limit reached');
    await expect(alert).toHaveTextContent(
      "You have sent today's 10 inquiries, the most a day. You can send more after midnight UTC (in about 3 hours).",
    );
    await expect(send).toBeDisabled();
    await expect(body.queryByText('Inquiry Sent Successfully')).toBeNull();
  },
};

/** The server's state for SortByDistance: whether the distance order was asked for. */
const sortServer = { asked: 0 };

export const SortByDistance: Story = {
  parameters: {
    api: {
      'GET /api/pi-inquiries': { body: [] },
      'GET /api/find-pi/search': () => ({ body: sortServer.asked++ === 0 ? searchAnswer : byDistance }),
    },
  },
  play: async ({ canvasElement }) => {
    sortServer.asked = 0;
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Investigation Type', 'Surveillance');
    await pick(canvasElement, 'Search Radius', 'Statewide');
    await userEvent.type(canvas.getByLabelText('Location'), 'Austin, TX');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Investigators' }));
    await expect(await canvas.findByLabelText('Sort by')).toHaveValue('best');
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'Distance');
    // The server sorts (it may hold more than the 100 shown): the same search asked again with the order.
    await waitFor(() => expect(sentQueries('GET', '/api/find-pi/search')).toHaveLength(2));
    await expect(sentQueries('GET', '/api/find-pi/search')[1]?.get('sort')).toBe('distance');
    await expect(await canvas.findByRole('heading', { name: '3 investigators offering Surveillance in TX (statewide)' })).toBeVisible();
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('distance');
    await expect(canvas.getByText('1 has an expired licence and is listed last.')).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards.at(-1)).toHaveAccessibleName(expiredPi.fullName);
    await expect(within(cards.at(-1)!).getByText('Expired 2025-03-31')).toBeVisible();
  },
};

export const NoMatches: Story = {
  parameters: { api: { 'GET /api/pi-inquiries': { body: [] }, 'GET /api/find-pi/search': { body: noResults } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Investigation Type', 'Background Checks');
    await userEvent.type(canvas.getByLabelText('Location'), '73301');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Investigators' }));
    await expect(await canvas.findByText('No Matches Found')).toBeVisible();
    await expect(canvas.getByText('No investigators offering Background Checks within 50 miles of Austin, TX 73301.')).toBeVisible();
    await expect(canvas.getByText('Try expanding your search radius or adjusting your criteria.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Nearby, other specialties' })).toBeNull();
  },
};

export const OtherSpecialtiesApart: Story = {
  parameters: { api: { 'GET /api/pi-inquiries': { body: [] }, 'GET /api/find-pi/search': { body: otherSpecialtiesOnly } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Investigation Type', 'Missing Persons');
    await userEvent.type(canvas.getByLabelText('Location'), 'Austin, TX');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Investigators' }));
    await expect(await canvas.findByText('No Matches Found')).toBeVisible();
    const group = within(canvas.getByRole('region', { name: 'Nearby, other specialties' }));
    await expect(
      group.getByText(/1 investigator within 50 miles of Austin, TX works in other specialties\. None of them lists Missing Persons/),
    ).toBeVisible();
    await expect(group.getByRole('article', { name: surveillancePi.fullName })).toBeVisible();
  },
};

export const EmptyDirectoryToAClient: Story = {
  parameters: {
    queryData: signedIn(clientUser),
    api: { 'GET /api/pi-inquiries': { body: [] }, 'GET /api/find-pi/search': { body: emptyDirectory } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Investigation Type', 'Surveillance');
    await userEvent.type(canvas.getByLabelText('Location'), 'Austin, TX');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Investigators' }));
    await expect(await canvas.findByRole('heading', { name: 'No investigators are listed yet' })).toBeVisible();
    await expect(canvas.queryByText('No Matches Found')).toBeNull();
    await expect(canvas.queryByText(/expanding your search radius/)).toBeNull();
    await expect(canvas.queryByText(/npm run seed/)).toBeNull();
  },
};

export const EmptyDirectoryToTheAdmin: Story = {
  parameters: {
    queryData: signedIn(adminUser),
    api: { 'GET /api/pi-inquiries': { body: [] }, 'GET /api/find-pi/search': { body: emptyDirectory } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Investigation Type', 'Surveillance');
    await userEvent.type(canvas.getByLabelText('Location'), 'Austin, TX');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Investigators' }));
    await expect(await canvas.findByRole('heading', { name: 'No investigators are listed yet' })).toBeVisible();
    await expect(canvas.getByText('Add investigators to the directory')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Administration page' })).toHaveAttribute('href', '/admin');
    await expect(canvas.getByText('npm run seed')).toBeVisible();
    await expect(canvas.getByText('npm run directory:import -- file.csv')).toBeVisible();
  },
};

/** The server's state for ReviewRefreshesTheCard: whether the review was posted. */
const reviewServer = { posted: false };
const firstReview = {
  id: '30000000-0000-4000-8000-000000000009',
  piId: secondPi.id,
  clientName: clientUser.username,
  rating: 5,
  review: 'Thorough.',
  caseType: null,
  isVerified: true,
  createdAt: '2026-11-20T12:00:00.000Z',
};

export const ReviewRefreshesTheCard: Story = {
  parameters: {
    queryData: signedIn(clientUser),
    api: {
      'GET /api/pi-inquiries': { body: [{ ...myInquiry, piId: secondPi.id, piName: secondPi.fullName }] },
      'GET /api/find-pi/search': () => ({
        body: reviewServer.posted
          ? { ...searchAnswer, results: [surveillancePi, { ...secondPi, averageRating: '5.00', totalReviews: 1 }] }
          : searchAnswer,
      }),
      'GET /api/pi-reviews': () => ({ body: reviewServer.posted ? [firstReview] : [] }),
      'POST /api/pi-reviews': () => {
        reviewServer.posted = true;
        return { status: 201, body: { id: firstReview.id, piId: secondPi.id, rating: 5, review: 'Thorough.' } };
      },
    },
  },
  play: async ({ canvasElement }) => {
    reviewServer.posted = false;
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Investigation Type', 'Surveillance');
    await userEvent.type(canvas.getByLabelText('Location'), 'Austin, TX');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Investigators' }));
    const card = within(await canvas.findByRole('article', { name: secondPi.fullName }));
    await expect(card.getByText('No reviews yet')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Reviews (0)' }));
    const stars = within(await card.findByLabelText('Your Rating')).getAllByRole('radio');
    await userEvent.click(stars[4]!);
    await userEvent.type(card.getByLabelText('Your Review'), 'Thorough.');
    await userEvent.click(card.getByRole('button', { name: 'Post Review' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Review posted')).toBeVisible();
    // The card's rating and count come from the search: it is asked again once the review is in.
    await expect(await card.findByRole('group', { name: 'Rating 5.00 of 5' })).toHaveTextContent('5.00 (1 review)');
    await expect(card.getByRole('button', { name: 'Hide Reviews' })).toBeVisible();
    await expect(card.queryByText('No reviews yet')).toBeNull();
    await expect(sentQueries('GET', '/api/find-pi/search')).toHaveLength(2);
  },
};

/**
 * On a phone, in the whole app: the map of a 25-mile search scrolled under the sticky top bar stays
 * under it (Leaflet's controls carry z-indexes up to 1000), and a marker opens its card.
 */
export const MapUnderTheTopBarOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: {
    router: false,
    queryData: [...signedIn(clientUser), [['/api/pi-inquiries'], []]],
    api: { 'GET /api/pi-inquiries': { body: [] }, 'GET /api/find-pi/search': { body: radiusAnswer } },
  },
  render: () => <AppAt path="/find-my-pi" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvasElement.ownerDocument;
    await canvas.findByRole('heading', { level: 1, name: 'Find My PI' });
    await pick(canvasElement, 'Investigation Type', 'Surveillance');
    await pick(canvasElement, 'Search Radius', '25 miles');
    await userEvent.type(canvas.getByLabelText('Location'), 'Austin, TX');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Investigators' }));
    const map = await canvas.findByRole('region', { name: /^Map of 2 investigators within 25 miles of Austin, TX: the search radius/ });
    await expect(await within(map).findByText('Pflugerville')).toBeVisible();
    await expect(map.querySelector('path.cb-pi-map-radius')).not.toBeNull();
    // Scroll the map's zoom control under the top bar: the bar stays on top.
    const bar = page.querySelector<HTMLElement>('header.cb-topbar')!;
    await expect(bar).toBeVisible();
    const zoomIn = within(map).getByRole('button', { name: 'Zoom in' });
    page.defaultView!.scrollBy(0, zoomIn.getBoundingClientRect().top - (bar.getBoundingClientRect().bottom - 12));
    await waitFor(() => expect(zoomIn.getBoundingClientRect().top).toBeLessThan(bar.getBoundingClientRect().bottom - 4));
    const under = zoomIn.getBoundingClientRect();
    const y = bar.getBoundingClientRect().bottom - 4;
    await expect(under.top).toBeLessThan(y);
    await expect(under.bottom).toBeGreaterThan(y);
    await expect(bar.contains(page.elementFromPoint(under.left + under.width / 2, y))).toBe(true);
    // A marker opens its card: Lee Morgan's (Round Rock) is the third marker, after the centre and Dana Reyes.
    const markers = map.querySelectorAll<SVGPathElement>('.leaflet-pis-pane path.leaflet-interactive');
    await expect(markers).toHaveLength(3);
    await userEvent.click(markers[2]!);
    await waitFor(() => expect(canvas.getByRole('article', { name: secondPi.fullName })).toHaveFocus());
    // Back to the top before the accessibility check: the zoom control was put under the bar on
    // purpose, and a check made while the page still scrolls would count it as covered.
    page.defaultView!.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(zoomIn.getBoundingClientRect().top).toBeGreaterThan(bar.getBoundingClientRect().bottom));
  },
};
