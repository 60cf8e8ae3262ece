import { Writable } from 'node:stream';
import { DEMO, bearer, createTestApp, postLogin, type TestApp } from './helpers/testApp';
import { engines } from './helpers/engines';

type Line = Record<string, unknown> & { msg: string; level: number };

/** A test app whose log lines (at info and above) are kept, as pino writes them. */
async function appWithLog(engine: 'sqlite' | 'postgres') {
  const text: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      text.push(String(chunk));
      done();
    },
  });
  const t = await createTestApp(engine, {
    config: { logLevel: 'info', instanceId: 'api-test' },
    logStream,
    beforeReady: (app) => {
      app.get('/boom', { config: { access: 'public' } }, async () => {
        throw new Error('the disk is on fire');
      });
    },
  });
  const lines = () =>
    text
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Line);
  const requestLines = () => lines().filter((l) => l.msg === 'request');
  return { t, text, lines, requestLines };
}

describe.each(engines)('the request log on %s', (engine) => {
  let log: Awaited<ReturnType<typeof appWithLog>>;
  let t: TestApp;
  beforeAll(async () => {
    log = await appWithLog(engine);
    t = log.t;
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a log-in is one line with its id, endpoint, status and duration, and no password or token', async () => {
    const before = log.requestLines().length;
    const res = await postLogin(t.app, DEMO.agent.email, DEMO.agent.password);
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    const lines = log.requestLines().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      instance: 'api-test',
      endpoint: 'session.login',
      method: 'POST',
      route: '/api/login',
      status: 200,
      requestId: res.headers['x-request-id'],
    });
    expect(typeof lines[0].durationMs).toBe('number');
    const everything = log.text.join('');
    expect(everything).not.toContain(DEMO.agent.password);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(DEMO.agent.email);
  });

  test('a call with a session names the user and role; a well-formed x-request-id is kept', async () => {
    const login = await postLogin(t.app, DEMO.agent.email, DEMO.agent.password);
    const { token } = login.json() as { token: string };
    const before = log.requestLines().length;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/agent/account-info',
      headers: { ...bearer(token), 'x-request-id': 'nginx-4f2a9c' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('nginx-4f2a9c');
    const [line] = log.requestLines().slice(before);
    expect(line).toMatchObject({
      requestId: 'nginx-4f2a9c',
      endpoint: 'agents.accountInfo',
      status: 200,
      userId: Number(res.headers['x-user-id']),
      role: 'AGENT',
    });
    expect(log.text.join('')).not.toContain(token);
  });

  test('an ill-formed x-request-id is replaced by one of our own', async () => {
    for (const given of ['', 'a b', 'x'.repeat(200), '<script>', '-leading-dash']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': given },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test('an unexpected error: its stack in the log, never in the answer', async () => {
    const before = log.lines().length;
    const res = await t.app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('disk is on fire');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    const lines = log.lines().slice(before);
    const error = lines.find((l) => l.msg === 'unexpected error') as unknown as {
      err: { stack: string };
    };
    expect(error.err.stack).toContain('the disk is on fire');
    expect(error.err.stack).toMatch(/requestLog\.test\.ts/);
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({
      endpoint: 'route:/boom',
      status: 500,
      requestId: res.headers['x-request-id'],
    });
  });

  test('an unknown path is one line named unmatched', async () => {
    const before = log.requestLines().length;
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/123' });
    expect(res.statusCode).toBe(404);
    expect(log.requestLines().slice(before)).toEqual([
      expect.objectContaining({ endpoint: 'unmatched', status: 404, route: null }),
    ]);
  });
});
