import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NightsOptionsResponse } from '@villa/shared/contract';
import { NightsChooserDialog } from './NightsChooserDialog';

function renderDialog(
  answer: NightsOptionsResponse | Error,
  preferredNights: number | null = null,
) {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  const load = jest.fn((_arrival: string) =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
  );
  render(
    <NightsChooserDialog
      arrival="2026-12-12"
      load={load}
      preferredNights={preferredNights}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { onSubmit, onClose, load, user: userEvent.setup() };
}

const options: NightsOptionsResponse = {
  nightOptions: [
    { nights: 3, name: '3 nights (departing Tue 15 Dec 2026)', disabled: true, totalPrice: null },
    { nights: 4, name: '4 nights (departing Wed 16 Dec 2026)', disabled: false, totalPrice: 640 },
    { nights: 5, name: '5 nights (departing Thu 17 Dec 2026)', disabled: false, totalPrice: 800 },
    { nights: 6, name: '6 nights (departing Fri 18 Dec 2026)', disabled: true, totalPrice: null },
  ],
};

describe('NightsChooserDialog', () => {
  test('lists the nights, the ones that do not fit disabled, and submits the chosen one', async () => {
    const { user, onSubmit, load } = renderDialog(options);
    expect(load).toHaveBeenCalledWith('2026-12-12', expect.any(AbortSignal));
    expect(screen.getByRole('dialog', { name: 'How many nights?' })).toHaveTextContent(
      'Arriving Saturday 12 December 2026',
    );
    const select = await screen.findByRole('combobox', { name: 'Nights' });
    expect(screen.getByRole('option', { name: /^3 nights/ })).toBeDisabled();
    expect(screen.getByRole('option', { name: /^6 nights/ })).toBeDisabled();
    expect(
      screen.getByRole('option', { name: '4 nights (departing Wed 16 Dec 2026) - £640.00' }),
    ).toBeEnabled();
    // The first option that fits is chosen to start with.
    expect(select).toHaveValue('4');
    await user.selectOptions(select, '5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(5);
  });

  test('preselects the nights of the stay being looked at when they fit', async () => {
    renderDialog(options, 5);
    expect(await screen.findByRole('combobox', { name: 'Nights' })).toHaveValue('5');
  });

  test('says when the minimum nights will not fit, with no Submit', async () => {
    const { user, onClose, onSubmit } = renderDialog({
      cannotBeBookedFromThisNight: true,
      problem: 'MIN_NIGHTS',
      message: 'Minimum number of nights will not fit in here. Please choose a different date.',
    });
    expect(
      await screen.findByText(
        'Minimum number of nights will not fit in here. Please choose a different date.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a failed load can be tried again; Esc closes', async () => {
    const { user, load, onClose } = renderDialog(new Error('offline'));
    expect(
      await screen.findByText('Sorry, the nights could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    await screen.findByRole('button', { name: 'Try again' });
    screen.getByRole('dialog').focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
