import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarGrid, monthGrid } from './CalendarGrid';

describe('monthGrid', () => {
  it('starts every week on Monday', () => {
    // 1 March 2027 is a Monday; 1 August 2027 a Sunday.
    expect(monthGrid('2027-03-01')[0]).toBe('2027-03-01');
    expect(monthGrid('2027-08-01').slice(0, 7)).toEqual([
      '2027-07-26',
      '2027-07-27',
      '2027-07-28',
      '2027-07-29',
      '2027-07-30',
      '2027-07-31',
      '2027-08-01',
    ]);
    expect(monthGrid('2027-08-01')).toHaveLength(42);
  });
});

describe('CalendarGrid', () => {
  it('shows Monday first, refuses days outside the window and picks a day', async () => {
    const onSelect = jest.fn();
    render(
      <CalendarGrid
        selected="2027-03-10"
        min="2027-03-05"
        max="2027-04-20"
        onSelect={onSelect}
        onClose={() => undefined}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(screen.getByRole('button', { name: 'Thursday 4 March 2027' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wednesday 10 March 2027' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Friday 12 March 2027' }));
    expect(onSelect).toHaveBeenCalledWith('2027-03-12');
  });

  it('moves by keyboard and closes with Escape', async () => {
    const onSelect = jest.fn();
    const onClose = jest.fn();
    render(
      <CalendarGrid
        selected="2027-03-10"
        min="2027-03-05"
        max="2027-12-31"
        onSelect={onSelect}
        onClose={onClose}
        autoFocus
      />,
    );
    expect(screen.getByRole('button', { name: 'Wednesday 10 March 2027' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Thursday 18 March 2027' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'April 2027' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2027-04-18');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
