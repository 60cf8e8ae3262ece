import * as v from 'valibot';
import { isStrongPassword, newPasswordField, passwordRuleHint } from './validation';

describe('the password rule and its hint', () => {
  it('says what the rule checks', () => {
    expect(passwordRuleHint).toBe(
      '8 to 30 characters, with an uppercase letter, a lowercase letter, a number and a symbol (any character that is not a letter or a number, such as ! . _ & ?)',
    );
  });

  it('accepts any symbol, not only ! @ # $ % ^ & *', () => {
    for (const symbol of ['!', '#', '*', ',', '.', '_', '&', '?', '£', ' ', '-']) {
      expect(isStrongPassword(`Villa2026${symbol}`)).toBe(true);
    }
  });

  it('refuses a password that lacks any one thing the hint names', () => {
    expect(isStrongPassword('villa2026!')).toBe(false); // no uppercase letter
    expect(isStrongPassword('VILLA2026!')).toBe(false); // no lowercase letter
    expect(isStrongPassword('VillaVilla!')).toBe(false); // no number
    expect(isStrongPassword('Villa20266')).toBe(false); // no symbol
    expect(isStrongPassword('Vi2026!')).toBe(false); // 7 characters
  });

  it('refuses more than 30 characters, as the hint says', () => {
    const field = newPasswordField();
    expect(v.safeParse(field, `Aa1!${'x'.repeat(26)}`).success).toBe(true);
    expect(v.safeParse(field, `Aa1!${'x'.repeat(27)}`).success).toBe(false);
  });
});
