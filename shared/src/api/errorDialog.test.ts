import { errorDialogFor } from './errorDialog';

const DEFAULT =
  'Sorry there was an error performing the request - please refresh the page, try again or please contact us if the problem persists.';

describe('errorDialogFor', () => {
  it('shows no dialog for 401', () => {
    expect(errorDialogFor(401, { errors: ['Not logged in'] })).toBeNull();
  });

  it('shows the not-found text for 404, whatever the body says', () => {
    expect(errorDialogFor(404, { errors: ['Booking not found'] })).toEqual({
      title: 'ERROR',
      message: "Sorry the page or requested resource either doesn't exist or no longer exists.",
    });
  });

  it('lists every validation error under its title for 422', () => {
    expect(
      errorDialogFor(422, {
        validationErrors: [
          { field: 'email', error: 'Email is required' },
          { field: 'password', error: 'Password is required' },
        ],
      }),
    ).toEqual({
      title: 'The following form fields contain errors',
      items: ['Email is required', 'Password is required'],
    });
  });

  it('reads a 422 body wrapped in response', () => {
    expect(
      errorDialogFor(422, {
        response: { validationErrors: [{ field: 'addTown', error: 'Town is required' }] },
      }),
    ).toEqual({ title: 'The following form fields contain errors', items: ['Town is required'] });
  });

  it('falls back to the default message for a 422 without entries', () => {
    expect(errorDialogFor(422, {})).toEqual({
      title: 'The following form fields contain errors',
      message: DEFAULT,
    });
  });

  it('shows the default message for 500 even when the body has errors', () => {
    expect(errorDialogFor(500, { errors: ['database exploded'] })).toEqual({
      title: 'ERROR',
      message: DEFAULT,
    });
  });

  it('joins the errors list with commas for other statuses', () => {
    expect(errorDialogFor(403, { errors: ['Not allowed for your role', 'Ask an admin'] })).toEqual({
      title: 'ERROR',
      message: 'Not allowed for your role, Ask an admin',
    });
    expect(errorDialogFor(429, { response: { errors: ['Too many attempts'] } })).toEqual({
      title: 'ERROR',
      message: 'Too many attempts',
    });
  });

  it('shows the default message for other statuses without an errors list', () => {
    expect(errorDialogFor(409, 'plain text')).toEqual({ title: 'ERROR', message: DEFAULT });
    expect(errorDialogFor(400, { errors: [] })).toEqual({ title: 'ERROR', message: DEFAULT });
    expect(errorDialogFor(null, null)).toEqual({ title: 'ERROR', message: DEFAULT });
  });
});
