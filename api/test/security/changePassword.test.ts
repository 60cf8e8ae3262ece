import { engines } from '../helpers/engines';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from '../helpers/testApp';

/*
 * Issue 49 item 3: change-password had no attempt limit (40 wrong guesses in 2.3 s). Its check
 * of the current password counts on the log-in throttle, as a log-in does.
 */
describe.each(engines)('change-password throttle on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  const change = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/agent/change-password',
      headers: bearer(token),
      payload: { password, newPassword: 'Changed#2026x' },
    });

  test('the fifth wrong current password is 429, and so is the right one while locked', async () => {
    const token = await tokenFor(t.app, DEMO.agent);
    for (let i = 0; i < 4; i += 1)
      expect((await change(token, `Wrong#${i}xyz`)).statusCode).toBe(422);
    const fifth = await change(token, 'Wrong#5xyz');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().errors[0]).toMatch(/^Too many failed log in attempts\./);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await change(token, DEMO.agent.password)).statusCode).toBe(429);
    const parallel = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(token, `Guess#${i}abc`)),
    );
    expect(parallel.every((r) => r.statusCode === 429)).toBe(true);
  });
});
