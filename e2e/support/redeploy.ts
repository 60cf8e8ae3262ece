import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './env';

const run = promisify(execFile);

export interface RedeployedRemote {
  /** The new build's dist folder (mf-manifest.json, remoteEntry.js, chunks). */
  dist: string;
  /** Build time in milliseconds. */
  buildMs: number;
  remove(): void;
}

const MARKER_MODULE = `import type { ComponentType } from 'react';

type Loadable = { page: () => Promise<{ default: ComponentType }> };

/** Redeploy marker: every page of this build shows a banner above its own content. */
export function withRedeployMarker(route: Loadable, text: string): void {
  const load = route.page;
  route.page = async () => {
    const { default: Page } = await load();
    function Marked() {
      return (
        <>
          <p role="note" aria-label="Redeploy marker">{text}</p>
          <Page />
        </>
      );
    }
    return { default: Marked };
  };
}
`;

export interface BuildOptions {
  /** Build against @villa/shared at this version instead of shared/package.json's. */
  sharedVersion?: string;
  /** Build against this endpoint contract version instead of shared/api/contract.json's. */
  contractVersion?: string;
  /** A further change the team makes to its copy (its package folder) before building. */
  change?: (copy: string) => void;
}

/**
 * Builds a changed copy of one remote, as its team would redeploy it, without touching the
 * repository: the remote's package is copied to a temporary folder beside links to the
 * workspace's build/ and node_modules (so the one webpack config and every dependency resolve
 * as in the real package), one visible change is made (every page gets a banner reading
 * `markerText`), and webpack builds it for production into the copy's dist/.
 */
export async function buildChangedRemote(
  remote: string,
  markerText: string,
  options: BuildOptions = {},
): Promise<RedeployedRemote> {
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), `villa-redeploy-${remote}-`));
  const source = path.join(repoRoot, `remote-${remote}`);
  const copy = path.join(workspace, `remote-${remote}`);
  if (options.sharedVersion || options.contractVersion) {
    // build/sharedModules.cjs reads ../shared/package.json beside itself, and
    // build/routeManifestPlugin.cjs ../shared/api/contract.json: a copy of build/ beside
    // those at other versions builds as the team would have against those versions (the
    // sources still come from the workspace's shared/).
    fs.cpSync(path.join(repoRoot, 'build'), path.join(workspace, 'build'), { recursive: true });
    const sharedPackage = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8'),
    ) as { version: string };
    const contract = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'shared', 'api', 'contract.json'), 'utf8'),
    ) as { version: string };
    fs.mkdirSync(path.join(workspace, 'shared', 'api'), { recursive: true });
    fs.writeFileSync(
      path.join(workspace, 'shared', 'package.json'),
      JSON.stringify({ ...sharedPackage, version: options.sharedVersion ?? sharedPackage.version }),
    );
    fs.writeFileSync(
      path.join(workspace, 'shared', 'api', 'contract.json'),
      JSON.stringify({ ...contract, version: options.contractVersion ?? contract.version }),
    );
  } else {
    fs.symlinkSync(path.join(repoRoot, 'build'), path.join(workspace, 'build'));
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(workspace, 'node_modules'));
  fs.mkdirSync(copy);
  for (const entry of ['src', 'package.json', 'webpack.config.cjs']) {
    fs.cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'));

  // The visible change: wrap every page of the exposed route manifest.
  fs.writeFileSync(path.join(copy, 'src', 'redeployMarker.tsx'), MARKER_MODULE);
  const routesFile = path.join(copy, 'src', 'routes.ts');
  fs.appendFileSync(
    routesFile,
    `\nimport { withRedeployMarker } from './redeployMarker';\n` +
      `for (const route of Object.values(routes)) withRedeployMarker(route, ${JSON.stringify(markerText)});\n`,
  );

  options.change?.(copy);

  const started = Date.now();
  try {
    await run(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
        '--mode',
        'production',
        '--config',
        'webpack.config.cjs',
      ],
      { cwd: copy, maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const errors = `${stdout}\n${stderr}`
      .split('\n')
      .filter((line) => /error/i.test(line))
      .slice(0, 30)
      .join('\n');
    fs.rmSync(workspace, { recursive: true, force: true });
    throw new Error(`webpack could not build the changed ${remote} remote:\n${errors}`);
  }
  const dist = path.join(copy, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(`the changed ${remote} build has no mf-manifest.json`);
  }
  return {
    dist,
    buildMs: Date.now() - started,
    remove: () => fs.rmSync(workspace, { recursive: true, force: true }),
  };
}
