import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateNightsForm } from './DateNightsForm';

function renderForm(onSearch = jest.fn()) {
  render(
    <DateNightsForm
      arrival={null}
      nights={null}
      earliest="2026-06-03"
      latest="2027-12-01"
      nightsMin={3}
      nightsMax={30}
      onSearch={onSearch}
      onClear={() => undefined}
    />,
  );
  return onSearch;
}

describe('DateNightsForm', () => {
  it.each([
    ['05/Mar/2027', '2027-03-05'],
    ['05/03/2027', '2027-03-05'],
    ['2027-03-05', '2027-03-05'],
    ['2027/03/05', '2027-03-05'],
  ])('reads a typed %s', async (typed, expected) => {
    const onSearch = renderForm();
    await userEvent.type(screen.getByLabelText('Arrival date'), typed);
    await userEvent.selectOptions(screen.getByLabelText('Nights'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(expected, 10);
  });

  it('offers the nights of the session config', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(options[0]).toBe('3');
    expect(options[options.length - 1]).toBe('30');
  });

  it('refuses nonsense and dates outside the search window', async () => {
    const onSearch = renderForm();
    const input = screen.getByLabelText('Arrival date');
    await userEvent.type(input, '31/02/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a date such as 05/Mar/2027');
    await userEvent.clear(input);
    await userEvent.type(input, '2028-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose an arrival date between 03 Jun 2026 and 01 Dec 2027',
    );
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('fills the date from the calendar', async () => {
    const onSearch = renderForm();
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose the arrival date from a calendar' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Saturday 20 June 2026' }));
    expect(screen.getByLabelText('Arrival date')).toHaveValue('20/Jun/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('2026-06-20', 7);
  });
});

describe('the calendar popover', () => {
  it('closes on a click elsewhere', async () => {
    renderForm();
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose the arrival date from a calendar' }),
    );
    expect(screen.getByRole('group', { name: 'Arrival date calendar' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Nights'));
    expect(screen.queryByRole('group', { name: 'Arrival date calendar' })).not.toBeInTheDocument();
  });
});
