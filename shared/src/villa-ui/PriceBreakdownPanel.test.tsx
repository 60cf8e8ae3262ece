import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@villa/shared/router';
import { getSession } from '@villa/shared/store';
import { PriceBreakdownPanel, type PriceBreakdownPanelProps } from './PriceBreakdownPanel';

const props: PriceBreakdownPanelProps = {
  title: 'Your stay: 14 nights',
  topPrices: [
    { name: 'Villa price', amount: 2800 },
    { name: 'Two weeks or more: 10% off', amount: -280 },
    { name: 'Total price', amount: 2520 },
  ],
  agentCommmission: { name: 'Agent commission (10%)', amount: 252 },
  bottomPrices: [
    { name: 'Deposit', amount: 630 },
    { name: 'Pool heating', amount: 420, notCommissionable: true },
  ],
  strapline: 'Price includes all taxes, breakage insurance and charges',
  dates: [
    { name: 'Arrival', date: '2027-03-01' },
    { name: 'Balance due', date: '2026-12-21' },
  ],
  pdfButtons: [
    { name: 'Download quote PDF', type: 'quote' },
    { name: 'Download property sheet', type: 'sheet' },
  ],
  bookNowURL: '/checkout/all/optional-extras?propertyId=1&arrival=2027-03-01&nights=14',
};

function renderPanel(extra: Partial<PriceBreakdownPanelProps> = {}) {
  return render(
    <MemoryRouter>
      <PriceBreakdownPanel {...props} {...extra} />
    </MemoryRouter>,
  );
}

describe('PriceBreakdownPanel', () => {
  afterEach(() => act(() => getSession().setAgentView(false)));

  test('shows the prices, strapline, dates and book-now link', () => {
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Your stay: 14 nights' });
    expect(panel).toHaveTextContent('Villa price£2,800.00');
    expect(panel).toHaveTextContent('Two weeks or more: 10% off-£280.00');
    expect(panel).toHaveTextContent('Total price£2,520.00');
    expect(panel).toHaveTextContent('Pool heating£420.00');
    expect(panel).toHaveTextContent('Price includes all taxes, breakage insurance and charges');
    expect(panel).toHaveTextContent('Arrival01 Mar 2027');
    expect(panel).toHaveTextContent('Balance due21 Dec 2026');
    expect(within(panel).getByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      props.bookNowURL,
    );
  });

  test('the agent commission and "Not commissionable" show only in agent view', () => {
    renderPanel();
    expect(screen.queryByText('Agent commission (10%)')).not.toBeInTheDocument();
    expect(screen.queryByText('Not commissionable')).not.toBeInTheDocument();
    act(() => getSession().setAgentView(true));
    expect(screen.getByText('Agent commission (10%)')).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveTextContent('Pool heatingNot commissionable£420.00');
    expect(screen.getByText('£252.00')).toBeInTheDocument();
  });

  test('PDF buttons report their type; the busy one is disabled', async () => {
    const onPdfButton = jest.fn();
    const user = userEvent.setup();
    renderPanel({ onPdfButton, pdfBusy: 'sheet' });
    await user.click(screen.getByRole('button', { name: 'Download quote PDF' }));
    expect(onPdfButton).toHaveBeenCalledWith('quote');
    expect(screen.getByRole('button', { name: 'Download property sheet' })).toBeDisabled();
  });
});
