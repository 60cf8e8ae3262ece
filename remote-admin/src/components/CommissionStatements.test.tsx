import { screen, within } from '@testing-library/react';
import type { CommissionStatement } from '@villa/shared/contract';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import { CommissionStatements } from './CommissionStatements';

const api = fakeApiPerTest();

const statement = (month: string, paidAt: string | null): CommissionStatement => ({
  organisationId: 1,
  organisation: 'Demo Travel',
  month,
  lines: [
    {
      bookRef: 'VB4K7Q2M',
      status: 'BOOKING',
      agentEmail: 'agent@demo.test',
      arrival: `${month}-10`,
      nights: 7,
      villaPrice: 1500,
      commission: 150,
    },
  ],
  commission: 150,
  paidAt,
  paidAmount: paidAt ? 150 : null,
});

describe('the organisation’s commission statements', () => {
  test('lists each month with its bookings, commission and whether it is paid', async () => {
    api.on('GET /organisation/commission-statements', {
      body: {
        statements: [statement('2026-11', null), statement('2026-05', '2026-06-02T10:00:00.000Z')],
      },
    });
    renderPage(<CommissionStatements />);
    const table = await screen.findByRole('table', { name: 'Commission statements by month' });
    const [, november, may] = within(table).getAllByRole('row');
    expect(within(november!).getByRole('rowheader')).toHaveTextContent('November 2026');
    expect(
      within(november!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '£150.00', 'Not paid yet']);
    expect(within(may!).getByText('Paid £150.00 on 02 Jun 2026')).toBeInTheDocument();
  });

  test('says when there is none yet', async () => {
    api.on('GET /organisation/commission-statements', { body: { statements: [] } });
    renderPage(<CommissionStatements />);
    expect(await screen.findByText(/No statement yet/)).toBeInTheDocument();
  });
});
