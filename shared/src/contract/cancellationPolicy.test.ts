import * as v from 'valibot';
import {
  cancellationPolicySchema,
  cancellationPolicyText,
  DEFAULT_CANCELLATION_POLICY,
  keptOnCancel,
} from './cancellationPolicy';
import { providerSettingsSchema } from './providerSettings';

const policy = { depositKeptUntilDays: 56 };
const booking = { arrival: '2027-06-01', totalPence: 200_000, dueNowPence: 50_000 };

describe('what a cancellation keeps', () => {
  test('the deposit up to the policy days before arrival, the full price after', () => {
    // 2027-04-06 is exactly 56 days before 2027-06-01.
    expect(keptOnCancel(policy, { ...booking, paidPence: 200_000 }, '2027-04-06')).toEqual({
      keptPence: 50_000,
      refundDuePence: 150_000,
      fullPriceKept: false,
    });
    expect(keptOnCancel(policy, { ...booking, paidPence: 200_000 }, '2027-04-07')).toEqual({
      keptPence: 200_000,
      refundDuePence: 0,
      fullPriceKept: true,
    });
  });

  test('the refund due is never below zero, kept never above the total', () => {
    const unpaid = keptOnCancel(policy, { ...booking, paidPence: 0 }, '2027-01-01');
    expect(unpaid).toMatchObject({ keptPence: 50_000, refundDuePence: 0 });
    const noDeposit = keptOnCancel(
      policy,
      { ...booking, dueNowPence: 300_000, paidPence: 100_000 },
      '2027-01-01',
    );
    expect(noDeposit).toMatchObject({ keptPence: 200_000, refundDuePence: 0 });
  });

  test('the settings default the policy; a bad one is named at its field', () => {
    expect(v.parse(cancellationPolicySchema, DEFAULT_CANCELLATION_POLICY)).toEqual(policy);
    const bad = v.safeParse(cancellationPolicySchema, { depositKeptUntilDays: -1 });
    expect(bad.issues?.[0]?.message).toBe(
      'cancellationPolicy.depositKeptUntilDays must be at least 0',
    );
    expect(cancellationPolicyText(policy)).toContain('56 days or more before arrival');
    expect(providerSettingsSchema.entries.cancellationPolicy).toBeDefined();
  });
});
