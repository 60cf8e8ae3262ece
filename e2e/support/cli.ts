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
