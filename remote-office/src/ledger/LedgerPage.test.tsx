import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerResponse } from '@villa/shared/contract';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import LedgerPage from './LedgerPage';

const api = fakeApiPerTest();

const totals = { received: 450, refunded: 0, net: 450, declined: 450, declines: 1 };
const ledger: LedgerResponse = {
  from: '2026-06-01',
  to: '2026-06-30',
  method: '',
  days: [
    {
      day: '2026-06-01',
      lines: [
        {
          at: '2026-06-01T09:00:00.000Z',
          kind: 'CARD_DECLINED',
          method: 'CARD',
          bookRef: 'VB4K7Q2M',
          amount: 450,
          reference: 'att-1',
          detail: 'Your card was declined.',
        },
        {
          at: '2026-06-01T09:01:00.000Z',
          kind: 'CARD_PAYMENT',
          method: 'CARD',
          bookRef: 'VB4K7Q2M',
          amount: 450,
          reference: 'tx-1',
          detail: 'Visa ending 4242',
        },
      ],
      totals,
    },
  ],
  totals,
};

const at = '/office/payments?from=2026-06-01&to=2026-06-30';
const render = (url = at) => renderPage(<LedgerPage />, { path: '/office/payments', at: url });

describe('the office ledger', () => {
  it('shows each day with its lines and totals, and the range’s totals', async () => {
    api.on('GET /office/ledger', { body: ledger });
    render();
    const table = await screen.findByRole('table', { name: 'Payments of 01 Jun 2026' });
    const [, declined, paid] = within(table).getAllByRole('row');
    expect(
      within(declined!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '01 Jun 2026 at 10:00 UK time',
      'Card declined',
      'Card',
      'VB4K7Q2M',
      '£450.00',
      'att-1',
      'Your card was declined.',
    ]);
    expect(within(paid!).getByText('Card payment')).toBeInTheDocument();
    const range = screen.getByRole('group', { name: 'Totals of the days shown' });
    expect(range).toHaveTextContent('Received£450.00');
    expect(range).toHaveTextContent('Declined£450.00 (1 card)');
    const sent = api.requests.find((r) => r.path === '/office/ledger')!;
    expect(Object.fromEntries(sent.query)).toEqual({ from: '2026-06-01', to: '2026-06-30' });
  });

  it('filters by method; a range backwards is refused at its field, nothing asked', async () => {
    const user = userEvent.setup();
    api.on('GET /office/ledger', { body: { ...ledger, days: [] } });
    render();
    expect(await screen.findByText('No payments in these days.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'Bank transfer');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('No payments in these days.');
    expect(api.requests.at(-1)?.query.get('method')).toBe('BANK_TRANSFER');

    const asked = api.requests.length;
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-07-05');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('To must be on or after From');
    expect(api.requests.length).toBe(asked);
  });

  it('says when the ledger cannot be loaded', async () => {
    api.on('GET /office/ledger', { status: 500, body: { errors: ['down'] } });
    render();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
