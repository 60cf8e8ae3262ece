import compress from '@fastify/compress';
import Fastify from 'fastify';
import fs from 'node:fs';
import { COMPRESSION } from '../src/web/compression';
import { loggerOptions } from '../src/web/loggerOptions';

/*
 * bench:search's floor: the API's own Fastify and compression answering a stored copy of a
 * real search answer, with no search, database or log-in behind it. What the search costs is
 * the distance from this server's throughput.
 *
 *   tsx scripts/searchFloor.ts <answer.json> <port>
 */

async function main() {
  const [file, port] = process.argv.slice(2);
  const answer = fs.readFileSync(file, 'utf8');
  const app = Fastify({ logger: loggerOptions('warn') });
  await app.register(compress, COMPRESSION);
  app.get('/api/property-search', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(answer),
  );
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
