import * as v from 'valibot';
import { cardPaymentSchema, loginSchema } from '@villa/shared/contract';
import { validateWith } from './validateWith';

describe('validateWith', () => {
  const validateLogin = validateWith(loginSchema);

  it('gives no errors for valid values', () => {
    expect(validateLogin({ email: 'a@b.test', password: 'x', user_type: 10 })).toEqual({});
  });

  it('gives the first message of each invalid field, by field name', () => {
    expect(validateLogin({ email: '', password: '', user_type: 10 })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('treats missing fields like empty ones', () => {
    expect(validateLogin({ user_type: 10 })).toMatchObject({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('asks a missing field that is not a plain string for its own required message', () => {
    const validateCard = validateWith(cardPaymentSchema({ minimum: 10, maximum: 100 }));
    // final-form drops the key of a cleared field.
    expect(validateCard({ registeredDetails: 'AGENT' })).toEqual({
      amount: 'Amount is required',
    });
  });

  it('nests errors of nested fields the way final-form reads them', () => {
    const validate = validateWith(
      v.object({ address: v.object({ town: v.pipe(v.string(), v.minLength(3, 'Too short')) }) }),
    );
    expect(validate({ address: { town: 'ab' } })).toEqual({ address: { town: 'Too short' } });
  });
});
