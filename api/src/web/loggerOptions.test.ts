import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions } from './loggerOptions';

function capture(level: string) {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions(level), stream: sink } });
  return { logger: app.log, lines };
}

describe('loggerOptions', () => {
  it('logs a browser breaking off a download at debug level, not as an error', () => {
    const { logger, lines } = capture('debug');
    logger.error(new Error('premature close'));
    expect(lines).toEqual([
      expect.objectContaining({ level: 20, msg: 'client closed the connection during a download' }),
    ]);
  });

  it('keeps every other error an error', () => {
    const { logger, lines } = capture('info');
    logger.error(new Error('disk full'));
    logger.error({ reason: 'x' }, 'premature close');
    expect(lines.map((line) => line.level)).toEqual([50, 50]);
  });

  it('says nothing of an aborted download at the default level', () => {
    const { logger, lines } = capture('info');
    logger.error(new Error('premature close'));
    expect(lines).toEqual([]);
  });
});

describe('redaction', () => {
  it('hides credentials, card data and personal fields wherever a line carries them', () => {
    const { logger, lines } = capture('info');
    logger.info(
      {
        req: { headers: { authorization: 'Bearer s3cr3t-token', cookie: 'sid=abc' } },
        body: { password: 'Agent#2026', email: 'agent@demo.test', postcode: 'SW1A 1AA' },
        payment: { cardNumber: '4111111111111111', cvv: '123' },
        session: { token: 'tok-123' },
      },
      'a careless line',
    );
    const text = JSON.stringify(lines);
    for (const secret of [
      's3cr3t-token',
      'sid=abc',
      'Agent#2026',
      'agent@demo.test',
      'SW1A 1AA',
      '4111111111111111',
      'tok-123',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });
});
