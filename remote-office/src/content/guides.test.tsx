import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@villa/shared/store';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import GuidesPage from './GuidesPage';

const api = fakeApiPerTest(() => useSessionStore.setState({ userRole: 'STAFF' }));

const guide = (guideId: number, name: string, extra: Record<string, unknown> = {}) => ({
  guideId,
  name,
  nameExtra: 'Florida',
  updated: '2026-11-30',
  filename: 'orlando-weather.pdf',
  sendToCustomer: true,
  pdfFilePath: '/guide/20261130/orlando-weather.pdf',
  ...extra,
});

describe('the office guides page', () => {
  it('lists guides with their texts, flag and updated date', async () => {
    api.on('GET /office/guides', { body: { guides: [guide(1, 'Orlando Weather')] } });
    renderPage(<GuidesPage />);
    const table = await screen.findByRole('table', { name: 'Guides' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Orlando Weather');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Florida', 'Yes', '30 Nov 2026', 'orlando-weather.pdf', 'ReplaceRemove']);
  });

  it('says so when there are no guides, and refuses a form without a file at the field', async () => {
    const user = userEvent.setup();
    api.on('GET /office/guides', { body: { guides: [] } });
    renderPage(<GuidesPage />);
    expect(await screen.findByText('No guides yet: upload the first below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload guide' }));
    expect(screen.getByText('Choose a PDF to upload')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Give the guide a name of at most 120 characters',
    );
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  // The upload itself (multipart over XMLHttpRequest) is proven by e2e/tests/office-content.spec.ts:
  // jsdom's XMLHttpRequest refuses the fake API's other origin.
  it('removes a guide once confirmed', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    api.on('GET /office/guides', { body: { guides: [guide(1, 'Orlando Weather')] } });
    api.on('DELETE /office/guides/1', { status: 204 });
    renderPage(<GuidesPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove: Orlando Weather' }));
    expect(confirm).toHaveBeenCalledWith(
      'Remove the guide Orlando Weather? Agents will no longer list or download it.',
    );
    expect(await screen.findByText('Orlando Weather has been removed.')).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    api.on('GET /office/guides', { status: 500, body: { errors: ['down'] } });
    renderPage(<GuidesPage />);
    expect(await screen.findByText('This list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
