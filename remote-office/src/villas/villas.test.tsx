import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import NewVillaPage from './NewVillaPage';
import VillaListPage from './VillaListPage';
import VillaPage from './VillaPage';
import { listItem, options, villa } from './testVilla';

const api = fakeApiPerTest();

const listOf = (villas: ReturnType<typeof listItem>[], total = villas.length, page = 1) => ({
  body: { villas, total, page, rpp: 50 },
});

describe('the office villa list', () => {
  it('shows every villa with its columns, each row linking to the villa', async () => {
    api.on('GET /office/villa-options', { body: options });
    api.on(
      'GET /office/villas',
      listOf([listItem(1), listItem(2, { status: 'DRAFT', photos: 0, villaName: 'Draft one' })]),
    );
    renderPage(<VillaListPage />, { path: '/office/villas', at: '/office/villas' });
    const table = await screen.findByRole('table', { name: 'Villas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Code',
      'Name',
      'Community',
      'Bedrooms',
      'Sleeps',
      'Status',
      'Photos',
      'Next arrival',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Villa 1', 'Windsor Hills', '4', '8', 'Available', '12', '10 Mar 2027']);
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(within(second).getByText('None')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'WH001' })).toHaveAttribute(
      'href',
      '/office/villas/1',
    );
    expect(screen.getByText('Showing 1 to 2 of 2 villas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New villa' })).toHaveAttribute(
      'href',
      '/office/villas/new',
    );
  });

  it('searches by code or name, community and status, and pages on', async () => {
    const user = userEvent.setup();
    api.on('GET /office/villa-options', { body: options });
    api.on('GET /office/villas', (request) =>
      request.query.get('q') === 'nothing'
        ? listOf([])
        : listOf([listItem(1)], 120, Number(request.query.get('page') ?? 1)),
    );
    renderPage(<VillaListPage />, { path: '/office/villas', at: '/office/villas' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.requests.at(-1)?.query.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search by code or name' }), 'palm');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Community' }), 'Solterra');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Withdrawn');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Page 1 of 3');
    const sent = api.requests.filter((r) => r.path === '/office/villas').at(-1)!;
    expect(Object.fromEntries(sent.query)).toEqual({
      q: 'palm',
      community: '2',
      status: 'WITHDRAWN',
    });

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No villa matches this search.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    api.on('GET /office/villa-options', { body: options });
    api.on('GET /office/villas', { status: 500, body: {} });
    renderPage(<VillaListPage />, { path: '/office/villas', at: '/office/villas' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The villas could not be loaded.');
    api.on('GET /office/villas', listOf([]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no villas yet.')).toBeInTheDocument();
  });
});

describe('a new villa', () => {
  it('names the missing fields and sends nothing; then creates the draft', async () => {
    const user = userEvent.setup();
    api.on('GET /office/villa-options', { body: options });
    api.on('POST /office/villas', (request) =>
      (request.body as { villaCode: string }).villaCode.toUpperCase() === 'WH001'
        ? {
            status: 422,
            body: {
              validationErrors: [
                { field: 'villaCode', error: 'Another villa already has this code' },
              ],
            },
          }
        : { status: 201, body: { villa: villa({ id: 77 }) } },
    );
    renderPage(<NewVillaPage />, { path: '/office/villas/new', at: '/office/villas/new' });
    await user.click(await screen.findByRole('button', { name: 'Create villa' }));
    expect(await screen.findByText('Villa code is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Villa code/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Community is required')).toBeInTheDocument();
    expect(screen.getByText('Bedrooms must be a whole number from 1 to 20')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Villa code/ }), 'wh001');
    await user.type(screen.getByRole('textbox', { name: /Villa name/ }), 'Palm View');
    await user.selectOptions(screen.getByRole('combobox', { name: /Community/ }), 'Windsor Hills');
    await user.type(screen.getByRole('textbox', { name: /^Bedrooms/ }), '4');
    await user.type(screen.getByRole('textbox', { name: /Maximum occupancy/ }), '8');
    await user.type(screen.getByRole('textbox', { name: /^Bathrooms/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /Square footage/ }), 'lots');
    expect(
      await screen.findByText('Square footage (ft) must be a whole number from 100 to 50000'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Square footage/ }));
    await user.type(screen.getByRole('textbox', { name: /Square footage/ }), '2100');
    await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    await user.click(screen.getByRole('button', { name: 'Create villa' }));

    // The server's 422 comes back at its field.
    expect(await screen.findAllByText('Another villa already has this code')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Villa code/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const sent = api.requests.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      villaCode: 'wh001',
      villaName: 'Palm View',
      bedrooms: 4,
      community: { comId: 1 },
      counts: { maxOccupancy: 8, bathrooms: 3, sqft: 2100, floors: 1 },
      features: [{ code: 'wifi' }],
      commissionRate: 10,
    });

    await user.clear(screen.getByRole('textbox', { name: /Villa code/ }));
    await user.type(screen.getByRole('textbox', { name: /Villa code/ }), 'NEW42');
    await user.click(screen.getByRole('button', { name: 'Create villa' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });
});

describe("a villa's page", () => {
  const at = { path: '/office/villas/:id', at: '/office/villas/42' };
  const history = {
    entries: [
      {
        at: '2026-12-01T10:00:00.000Z',
        staffEmail: 'staff@demo.test',
        action: 'villa.updated',
        before: { villaName: 'Palm', counts: { sqft: 2000 } },
        after: { villaName: 'Palm View', counts: { sqft: 2100 } },
      },
      {
        at: '2026-12-01T09:00:00.000Z',
        staffEmail: 'admin@demo.test',
        action: 'villa.created',
        before: null,
        after: { villaCode: 'NEW42' },
      },
    ],
  };

  it('sends only what changed, and shows the history newest first', async () => {
    const user = userEvent.setup();
    api.on('GET /office/villa-options', { body: options });
    api.on('GET /office/villas/42', { body: { villa: villa() } });
    api.on('GET /office/audit', { body: history });
    api.on('PATCH /office/villas/42', (request) => ({
      body: { villa: villa({ ...(request.body as object), counts: villa().counts }) },
    }));
    renderPage(<VillaPage />, at);
    expect(
      await screen.findByRole('heading', { name: 'NEW42 · Palm View', level: 1 }),
    ).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'This villa' });
    expect(within(tabs).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/office/villas/42/calendar',
    );
    expect(within(tabs).getByRole('link', { name: 'Photos (0)' })).toHaveAttribute(
      'href',
      '/office/villas/42/photos',
    );

    const historyTable = await screen.findByRole('table', {
      name: 'The villa’s history, newest first',
    });
    const rows = within(historyTable).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual([
      'Changed',
      'Created',
    ]);
    expect(rows[0]).toHaveTextContent('Villa name: Palm → Palm View');
    expect(rows[0]).toHaveTextContent('Square footage (ft): 2000 → 2100');
    expect(within(rows[1]).getByText('admin@demo.test')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);

    const name = screen.getByRole('textbox', { name: /Villa name/ });
    await user.clear(name);
    await user.type(name, 'Palm View Lodge ');
    const sqft = screen.getByRole('textbox', { name: /Square footage/ });
    await user.clear(sqft);
    await user.type(sqft, '2200');
    await user.click(screen.getByRole('checkbox', { name: 'Barbecue' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      villaName: 'Palm View Lodge',
      counts: { sqft: 2200 },
      features: [{ code: 'wifi' }, { code: 'bbq' }],
    });
  });

  it('shows a refused change at its field, and a refused publish in the API’s words', async () => {
    const user = userEvent.setup();
    api.on('GET /office/villa-options', { body: options });
    api.on('GET /office/villas/42', { body: { villa: villa() } });
    api.on('GET /office/audit', { body: { entries: [] } });
    api.on('PATCH /office/villas/42', (request) =>
      'status' in (request.body as object)
        ? {
            status: 422,
            body: {
              validationErrors: [
                {
                  field: 'status',
                  error:
                    'This villa has no nightly rate in the booking window yet: set its rates in the calendar, then publish it',
                },
              ],
            },
          }
        : {
            status: 422,
            body: {
              validationErrors: [
                { field: 'villaCode', error: 'Another villa already has this code' },
              ],
            },
          },
    );
    renderPage(<VillaPage />, at);
    expect(await screen.findByText('Nothing has been recorded for this villa yet.')).toBeVisible();
    const code = await screen.findByRole('textbox', { name: /Villa code/ });
    await user.clear(code);
    await user.type(code, 'WH001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('Another villa already has this code')).not.toHaveLength(0);
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        'This villa has no nightly rate in the booking window yet: set its rates in the calendar, then publish it',
      ),
    ).toBeInTheDocument();
  });

  it('withdraws a villa on sale, and offers no delete for one with bookings', async () => {
    const user = userEvent.setup();
    let current = villa({ status: 'AVAILABLE', hasRates: true, bookings: 2 });
    api.on('GET /office/villa-options', { body: options });
    api.on('GET /office/villas/42', () => ({ body: { villa: current } }));
    api.on('GET /office/audit', { body: { entries: [] } });
    api.on('PATCH /office/villas/42', () => {
      current = { ...current, status: 'WITHDRAWN' };
      return { body: { villa: current } };
    });
    renderPage(<VillaPage />, at);
    expect(
      await screen.findByText(
        'This villa has 2 bookings (holds and quotations included), so it cannot be deleted: withdraw it instead',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete villa' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('The villa is withdrawn: agents no longer see it.'),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'WITHDRAWN' });
    expect(await screen.findByRole('button', { name: 'Publish again' })).toBeInTheDocument();
  });

  it('deletes a villa without bookings after asking, or shows why not', async () => {
    const user = userEvent.setup();
    api.on('GET /office/villa-options', { body: options });
    api.on('GET /office/villas/42', { body: { villa: villa() } });
    api.on('GET /office/audit', { body: { entries: [] } });
    api.on('DELETE /office/villas/42', {
      status: 409,
      body: {
        errors: [
          'This villa has 1 booking (holds and quotations included), so it cannot be deleted: withdraw it instead',
        ],
      },
    });
    renderPage(<VillaPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Delete villa' }));
    expect(screen.getByText(/Delete NEW42 with its descriptions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This villa has 1 booking (holds and quotations included), so it cannot be deleted',
    );
    api.on('DELETE /office/villas/42', { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('says when there is no such villa', async () => {
    api.on('GET /office/villas/42', { status: 404, body: { errors: ['not found'] } });
    renderPage(<VillaPage />, at);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no villa with this id: it may have been deleted.',
    );
  });
});
