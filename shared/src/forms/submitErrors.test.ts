import { ApiError } from '@villa/shared/api';
import { submitErrorsOf } from './submitErrors';

const invalid = (validationErrors: { field: string; error: string }[]) =>
  new ApiError('Unprocessable', 422, { validationErrors });

describe('submitErrorsOf', () => {
  it('puts each message at its field, the first one winning', () => {
    const error = invalid([
      { field: 'email', error: 'Email is not valid' },
      { field: 'email', error: 'Email is too long' },
      { field: 'surname', error: 'Surname is required' },
    ]);
    expect(submitErrorsOf(error)).toEqual({
      email: 'Email is not valid',
      surname: 'Surname is required',
    });
  });

  it('nests paths of lists and groups, as final-form reads them', () => {
    const error = invalid([
      { field: 'passengers.1.surname', error: 'Surname is required' },
      { field: 'leadPassenger.clientTitle', error: 'Title is required' },
    ]);
    const errors = submitErrorsOf(error, (field) =>
      field.replace(/^passengers\.(\d+)/, (_, row) => `passengers[${Number(row) + 1}]`),
    );
    expect(errors).toEqual({
      passengers: [undefined, undefined, { surname: 'Surname is required' }],
      leadPassenger: { clientTitle: 'Title is required' },
    });
  });

  it('renames request fields to form fields', () => {
    const error = invalid([{ field: 'password', error: 'The password is wrong' }]);
    expect(submitErrorsOf(error, { password: 'existingPassword' })).toEqual({
      existingPassword: 'The password is wrong',
    });
  });

  it('gives nothing for other failures and for a 422 without field errors', () => {
    expect(submitErrorsOf(new ApiError('Server error', 500, null))).toBeUndefined();
    expect(submitErrorsOf(new Error('offline'))).toBeUndefined();
    expect(submitErrorsOf(new ApiError('Unprocessable', 422, { errors: ['No'] }))).toBeUndefined();
    expect(submitErrorsOf(invalid([]))).toBeUndefined();
  });
});
