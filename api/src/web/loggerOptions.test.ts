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
