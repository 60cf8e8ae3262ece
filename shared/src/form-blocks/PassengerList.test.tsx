import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '@villa/shared/forms';
import { PassengerList } from './PassengerList';
import { passengerRowErrors, type LeadSummary } from './PassengerListRules';

const ARRIVAL = '2027-03-01';
const LEAD: LeadSummary = {
  title: 'Mrs',
  forename: 'Jane',
  surname: 'Smith',
  dob: '1980-04-12',
  isDriving: '1',
};

function renderList(
  lead: LeadSummary | null,
  maxOccupancy = 3,
  passengers: Record<string, string>[] = [],
) {
  let values: Record<string, unknown> = {};
  render(
    <Form
      onSubmit={jest.fn()}
      initialValues={{ passengers }}
      validate={(v) =>
        passengerRowErrors((v.passengers as never[]) ?? [], { arrival: ARRIVAL, maxOccupancy })
      }
      render={({ values: current }) => {
        values = current;
        return (
          <form>
            <PassengerList lead={lead} arrival={ARRIVAL} maxOccupancy={maxOccupancy} />
          </form>
        );
      }}
    />,
  );
  return () => values;
}

const rowsShown = () => screen.getAllByRole('group', { name: /^Passenger \d/ });

describe('PassengerList', () => {
  test('says additional passengers wait for a complete lead passenger', () => {
    renderList({ ...LEAD, isDriving: '' });
    expect(
      screen.getByText(
        'You can not add additional passengers, until you have completed the lead passenger information.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Forename')).not.toBeInTheDocument();
  });

  test('shows the lead first and adds a row as names are filled in, with the type at arrival', async () => {
    const user = userEvent.setup();
    const values = renderList(LEAD);
    expect(screen.getByText('Lead passenger')).toBeInTheDocument();
    expect(screen.getByText('Mrs Jane Smith, 12 Apr 1980, Driving')).toBeInTheDocument();
    expect(rowsShown()).toHaveLength(1);
    const first = rowsShown()[0];
    await user.type(within(first).getByLabelText('Forename'), 'Tom');
    await user.type(within(first).getByLabelText('Surname'), 'Smith');
    expect(rowsShown()).toHaveLength(2);
    await user.type(within(first).getByLabelText(/Date of birth/), '01/06/2026');
    expect(within(first).getByText('Infant')).toBeInTheDocument();
    expect(values().passengers).toEqual([{ forename: 'Tom', surname: 'Smith', dob: '2026-06-01' }]);
  });

  test("offers a passenger's title from the lead's list, optional, with Other", async () => {
    const user = userEvent.setup();
    const values = renderList(LEAD);
    const first = rowsShown()[0];
    const title = within(first).getByLabelText(/^Title/);
    expect(
      within(title)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No title', 'Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Other']);
    expect(title).not.toHaveAttribute('aria-required');
    await user.selectOptions(title, 'Other');
    await user.type(within(first).getByLabelText('Other title'), 'Prof');
    await user.type(within(first).getByLabelText('Forename'), 'Tom');
    expect(values().passengers).toEqual([{ title: 'Prof', forename: 'Tom' }]);
  });

  test('refuses a typed title that is not letters, as the server does', async () => {
    const user = userEvent.setup();
    renderList(LEAD);
    const first = rowsShown()[0];
    await user.selectOptions(within(first).getByLabelText(/^Title/), 'Other');
    await user.type(within(first).getByLabelText('Other title'), 'Mr1');
    await user.type(within(first).getByLabelText('Forename'), 'Tom');
    await user.tab();
    await user.click(within(first).getByLabelText('Other title'));
    await user.tab();
    expect(
      await within(first).findByText('Title must be letters, for example Prof or Rev'),
    ).toBeInTheDocument();
  });

  test('shows the maximum occupancy notice, infants not counted, and the discrepancy warning', () => {
    renderList(LEAD, 3, [
      { forename: 'Tom', surname: 'Smith', dob: '1979-01-01', isDriving: '1' },
      { forename: 'Baby', surname: 'Smith', dob: '2026-06-01', isDriving: '0' },
      { forename: 'Amy', surname: 'Smith', dob: '2001-01-01', isDriving: '0' },
    ]);
    expect(
      screen.getByText(
        'The maximum occupancy for this property (a combination of 3 adults or children) has been reached. You may continue to add infants, if required.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('3 of 3 adults or children (infants are not counted)'),
    ).toBeInTheDocument();
  });

  test('warns of a discrepancy when more than the maximum are on the list', () => {
    renderList(LEAD, 2, [
      { forename: 'Tom', surname: 'Smith', dob: '1979-01-01', isDriving: '1' },
      { forename: 'Amy', surname: 'Smith', dob: '2001-01-01', isDriving: '0' },
    ]);
    expect(screen.getByText(/there is a discrepancy between the passengers/)).toBeInTheDocument();
  });

  test('asks "Are you sure?" before deleting a populated row; an empty row goes at once', async () => {
    const user = userEvent.setup();
    const values = renderList(LEAD, 5, [
      { forename: 'Tom', surname: 'Smith', dob: '1979-01-01', isDriving: '1' },
      { forename: '', surname: '', dob: '', isDriving: '' },
      { forename: 'Amy', surname: 'Smith', dob: '2001-01-01', isDriving: '0' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete passenger 2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((values().passengers as unknown[]).length).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Delete passenger 3' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete passenger 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete Row' }));
    expect((values().passengers as { forename: string }[]).map((p) => p.forename)).toEqual([
      'Amy',
      '',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Additional passengers' })).toHaveFocus(),
    );
  });
});
