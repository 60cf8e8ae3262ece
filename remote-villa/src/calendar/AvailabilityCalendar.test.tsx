import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { testCalendar } from './testCalendar';

function setup(stay: { arrival: string; nights: number } | null = null) {
  const onSelectArrival = jest.fn();
  render(
    <AvailabilityCalendar
      data={testCalendar()}
      stay={stay}
      onSelectArrival={onSelectArrival}
      monthsPerView={2}
    />,
  );
  const day = (iso: string) =>
    document.querySelector<HTMLButtonElement>(`button[data-day="${iso}"]`)!;
  return { onSelectArrival, day, user: userEvent.setup() };
}

describe('AvailabilityCalendar', () => {
  test('shows months with weeks starting on Sunday and moves through all 24', async () => {
    const { user } = setup();
    const november = screen.getByRole('table', { name: 'November 2026' });
    const headers = within(november).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(within(november).getAllByRole('row')).toHaveLength(7);
    expect(screen.getByRole('table', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'January 2027' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Earlier months/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Later months/ }));
    expect(screen.getByRole('table', { name: 'January 2027' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'February 2027' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Go to month' }), '2028-09');
    expect(screen.getByRole('table', { name: 'September 2028' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'October 2028' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Later months/ })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Go to month' }), '2027-04');
    expect(screen.getByRole('table', { name: 'April 2027' })).toBeInTheDocument();
  });

  test('an available day can be chosen as the arrival', async () => {
    const { user, day, onSelectArrival } = setup();
    await user.click(day('2026-12-12'));
    expect(onSelectArrival).toHaveBeenCalledWith('2026-12-12');
  });

  test.each([
    ['2026-11-20', 'past'],
    ['2026-12-07', 'booked'],
    ['2026-12-15', 'unbookable start day'],
  ])('%s (%s) cannot be chosen', async (iso) => {
    const { user, day, onSelectArrival } = setup();
    expect(day(iso)).toHaveAttribute('aria-disabled', 'true');
    await user.click(day(iso));
    expect(onSelectArrival).not.toHaveBeenCalled();
  });

  test('days without rates cannot be chosen', async () => {
    const { user, day, onSelectArrival } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Go to month' }), '2027-04');
    expect(day('2027-04-10')).toHaveAccessibleName(/Rates not available/);
    await user.click(day('2027-04-10'));
    expect(onSelectArrival).not.toHaveBeenCalled();
  });

  test('unbookable start days are marked * and every day says its season and minimum', () => {
    const { day } = setup();
    expect(day('2026-12-15')).toHaveTextContent('15*');
    expect(day('2026-12-20')).toHaveAccessibleName(
      'Sunday 20 December 2026, Available, Christmas and New Year season, £304.00 a night, minimum 7 nights',
    );
    // The cell itself shows the nightly price and the minimum nights of a stay arriving then,
    // beside the button, whose own visible text is the date its name starts with.
    const cell = (iso: string) => day(iso).closest('td')!;
    expect(cell('2026-12-20')).toHaveTextContent('20£304min 7');
    expect(day('2026-12-20')).toHaveTextContent(/^20$/);
    expect(cell('2026-12-15')).toHaveTextContent(/^15\*£\d+min \d+$/);
    expect(cell('2026-12-08')).toHaveTextContent(/^8$/); // booked: no price to book
    expect(screen.getByRole('list', { name: 'Seasons in December 2026' })).toHaveTextContent(
      'Christmas and New Year: minimum 7 nights, from £304.00 a night',
    );
  });

  test('is one tab stop; arrow keys move a day or a week and Enter chooses', async () => {
    const { user, day, onSelectArrival } = setup();
    await user.tab(); // Earlier months is disabled: Later months first
    await user.tab(); // month select
    await user.tab(); // the calendar
    expect(day('2026-11-23')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(day('2026-12-08')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelectArrival).not.toHaveBeenCalled(); // booked
    await user.keyboard('{ArrowDown}');
    expect(day('2026-12-15')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onSelectArrival).toHaveBeenCalledWith('2026-12-14');
    // Moving past the last month in view brings the next month into view.
    await user.keyboard('{PageDown}{PageDown}');
    expect(day('2027-02-14')).toHaveFocus();
    expect(screen.getByRole('table', { name: 'February 2027' })).toBeInTheDocument();
  });

  test('Page Down from 30 March lands on 30 April, and from 31 March on 30 April', async () => {
    const { user, day } = setup({ arrival: '2027-03-30', nights: 7 });
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab(); // Earlier months is enabled here: four stops to the calendar
    expect(day('2027-03-30')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day('2027-04-30')).toHaveFocus();
    await user.keyboard('{PageUp}{ArrowRight}{PageDown}');
    expect(day('2027-04-30')).toHaveFocus();
  });

  test('the stay being looked at is highlighted', () => {
    const { day } = setup({ arrival: '2026-12-12', nights: 3 });
    expect(day('2026-12-12')).toHaveAttribute('aria-pressed', 'true');
    expect(day('2026-12-12')).toHaveAccessibleName(/your arrival$/);
    expect(day('2026-12-14')).toHaveAccessibleName(/in your stay$/);
    expect(day('2026-12-15')).toHaveAccessibleName(/your departure$/);
  });
});
