import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mainServer, repoRoot, type PortalServer } from './env';

const run = promisify(execFile);

/**
 * Runs the admin CLI as an operator would (`pnpm --filter @villa/api cli impersonate <email>`)
 * against the database of a server under test (the main one unless told), and returns the URL
 * it prints.
 */
export async function impersonationUrl(
  email: string,
  server: PortalServer = mainServer,
): Promise<string> {
  const { stdout } = await run('pnpm', ['--filter', '@villa/api', 'cli', 'impersonate', email], {
    cwd: repoRoot,
    env: { ...process.env, ...server.env() },
  });
  const url = stdout.match(/https?:\/\/\S+\/admin\/impersonate\?data=\S+/)?.[0];
  if (!url) throw new Error(`the CLI printed no impersonation URL:\n${stdout}`);
  return url;
}

/** The demo's bookings as `cli demo show` lists them: reference by what its page shows. */
export async function demoBookings(
  server: PortalServer = mainServer,
): Promise<{ ref: string; state: string }[]> {
  const { stdout } = await run('pnpm', ['--filter', '@villa/api', 'cli', 'demo', 'show'], {
    cwd: repoRoot,
    env: { ...process.env, ...server.env() },
  });
  return [...stdout.matchAll(/^(VB[A-Z0-9]{6})\s+(.+?)\s+https?:\/\/\S+$/gm)].map((m) => ({
    ref: m[1],
    state: m[2],
  }));
}
