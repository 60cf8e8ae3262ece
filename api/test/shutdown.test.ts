import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { LOGIN_USER_TYPE } from '@villa/shared/contract';
import { DEMO } from './helpers/testApp';

/*
 * A graceful stop of the built server (server.ts, as a supervisor's SIGTERM or a rolling
 * restart sends it): /api/ready answers 503 at once, a request already in flight is answered
 * in full after the drain, and the process then exits 0.
 */

const run = promisify(execFile);
const API_ROOT = path.join(__dirname, '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('SIGTERM: not ready at once, the request in flight answered, then exit 0', async () => {
  await run(process.execPath, [path.join(API_ROOT, 'scripts', 'build.mjs')], { cwd: API_ROOT });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'villa-shutdown-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(API_ROOT, 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: path.join(dir, 'portal.sqlite'),
      DATABASE_URL: '',
      DEMO_REFRESH: 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '600',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      const ready = await fetch(`${url}/api/ready`).catch(() => null);
      if (ready?.ok) break;
      if (child.exitCode !== null || i > 600) throw new Error(`not ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // A log-in whose body is still on its way when the signal comes: a request in flight.
    const body = JSON.stringify({ ...DEMO.agent, user_type: LOGIN_USER_TYPE });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${url}/api/login`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 1000);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const draining = await fetch(`${url}/api/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'not ready', reason: 'shutting down' });

    const login = await answered;
    expect(login.status).toBe(200);
    expect(JSON.parse(login.text)).toHaveProperty('token');
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
