import { act, screen, waitFor, within } from '@testing-library/react';
import { useErrorDialogStore } from '@villa/shared/store';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import YourAccountPage from './YourAccountPage';

const api = fakeApiPerTest(() => {
  useErrorDialogStore.setState({ queue: [] });
});

const info = {
  clientTitle: 'Mrs',
  clientForename: 'Sarah',
  clientSurname: 'Mitchell',
  clientTelephone: '0121 496 0123',
  clientMobile: '',
  clientEmail: 'agent@demo.test',
  address1: '14 Wellington Road',
  address2: 'Harborne',
  addTown: 'Birmingham',
  addCounty: 'West Midlands',
  addPostcode: 'B17 9AA',
  countryName: 'United Kingdom',
  clientCompName: 'Sunshine Travel Harborne',
  organisation: { clientCompName: 'Sunshine Travel Ltd' },
};

const rowValue = (label: string) => {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr')!).getByRole('cell');
};

describe('Your Account', () => {
  it('shows a spinner, then the details from GET /agent/account-info', async () => {
    api.on('GET /agent/account-info', { body: { agentAccountInfo: info } });
    renderPage(<YourAccountPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account details');
    expect(await screen.findByRole('rowheader', { name: 'Name' })).toBeInTheDocument();
    expect(api.requests[0].path).toBe('/agent/account-info');
    expect(rowValue('Name')).toHaveTextContent('Mrs Sarah Mitchell');
    expect(rowValue('Company name')).toHaveTextContent('Sunshine Travel Harborne');
    expect(rowValue('Organisation')).toHaveTextContent('Sunshine Travel Ltd');
    expect(rowValue('Telephone')).toHaveTextContent('0121 496 0123');
    expect(rowValue('Mobile')).toHaveTextContent('Not given');
    expect(rowValue('Address')).toHaveTextContent(
      '14 Wellington RoadHarborneBirminghamWest MidlandsB17 9AA',
    );
    expect(rowValue('Country')).toHaveTextContent('United Kingdom');
    expect(screen.queryByText('Loading your account details…')).not.toBeInTheDocument();
  });

  it('keeps the spinner when loading fails', async () => {
    api.on('GET /agent/account-info', { status: 500, body: { errors: ['boom'] } });
    renderPage(<YourAccountPage />);
    // The global dialog says what went wrong (the host draws it); the page keeps its spinner.
    await waitFor(() => expect(useErrorDialogStore.getState().queue).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requests).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account details');
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });
});
