import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { isStaffRole } from '../contract/roles';
import { HOST_ROUTE_IDS, REMOTE_NAMES, linkTable, type RemoteName } from './links';
import { endpointNamed, routeManifestSchema, type RouteManifest } from './manifestSchema';

/*
 * Each remote's route manifest (remote-<name>/src/routes.json, docs/adr/0014) against the
 * schema the server reads it with, its own `./routes` module, the endpoint table and the
 * shared link table.
 */

const root = path.join(__dirname, '..', '..', '..');

function manifestOf(remote: RemoteName): unknown {
  const file = path.join(root, `remote-${remote}`, 'src', 'routes.json');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const manifests = REMOTE_NAMES.map((remote) => ({ remote, manifest: manifestOf(remote) }));

/** The placeholders of a path pattern ('/villa/:id' has id). */
const paramsOf = (pattern: string) =>
  pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).replace(/\?$/, ''));

describe.each(manifests)('the $remote remote route manifest', ({ remote, manifest }) => {
  const parsed = v.safeParse(routeManifestSchema, manifest);

  it('has the shape the server reads, under its own name', () => {
    expect(parsed.issues?.map((issue) => issue.message) ?? []).toEqual([]);
    expect((manifest as RouteManifest).remote).toBe(remote);
  });

  it("names exactly the pages of the remote's ./routes module", async () => {
    const module = (await import(`../../../remote-${remote}/src/routes`)) as {
      routes: Record<string, { page: unknown }>;
    };
    expect(Object.keys(module.routes).sort()).toEqual(
      Object.keys((manifest as RouteManifest).routes).sort(),
    );
    for (const route of Object.values(module.routes)) expect(typeof route.page).toBe('function');
  });

  it('makes data calls that name real endpoints, with every param from the route', () => {
    for (const [id, route] of Object.entries((manifest as RouteManifest).routes)) {
      for (const call of route.data ?? []) {
        const endpoint = endpointNamed(call.endpoint);
        expect({ id, endpoint: call.endpoint, found: Boolean(endpoint) }).toEqual({
          id,
          endpoint: call.endpoint,
          found: true,
        });
        // Only calls that read can start before the page: nothing is changed by a navigation.
        expect(endpoint?.method).toBe('GET');
        expect(Object.keys(call.params ?? {}).sort()).toEqual(paramsOf(endpoint!.path).sort());
        for (const value of Object.values(call.params ?? {})) {
          if (value.startsWith(':')) expect(paramsOf(route.path)).toContain(value.slice(1));
        }
      }
    }
  });
});

describe('the remotes together', () => {
  const routes = manifests.flatMap(({ remote, manifest }) =>
    Object.entries((manifest as RouteManifest).routes).map(([id, route]) => ({
      id,
      remote,
      path: route.path,
    })),
  );

  it('give every screen an id of its own, none of them the host’s', () => {
    const ids = routes.map((route) => route.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of HOST_ROUTE_IDS) expect(ids).not.toContain(id);
  });

  it('give every screen the shared link table names the path pattern it has there', () => {
    for (const [id, pattern] of Object.entries(linkTable)) {
      if ((HOST_ROUTE_IDS as readonly string[]).includes(id)) continue;
      const owners = routes.filter((route) => route.id === id);
      expect({ id, paths: owners.map((route) => route.path) }).toEqual({ id, paths: [pattern] });
    }
  });
});

describe("the office's screens and the agents'", () => {
  const screens = manifests.flatMap(({ remote, manifest }) =>
    Object.entries((manifest as RouteManifest).routes).map(([id, route]) => ({
      id,
      remote,
      ...route,
    })),
  );
  const office = screens.filter((screen) => screen.remote === 'office');

  it('are apart: office screens are under /office and for STAFF or ADMIN only', () => {
    for (const screen of office) {
      expect(screen.path === '/office' || screen.path.startsWith('/office/')).toBe(true);
      // The sign-in, and the page an invited staff member sets a password on, need no session.
      if (screen.id === 'officeLogin' || screen.id === 'officeStaffSignup') {
        expect(screen.roles).toBe('public');
        continue;
      }
      expect(screen.roles).not.toBe('public');
      for (const role of screen.roles as string[]) expect(['STAFF', 'ADMIN']).toContain(role);
    }
  });

  it('let no agent screen in to STAFF or ADMIN, nor put one under /office', () => {
    for (const screen of screens.filter((s) => s.remote !== 'office')) {
      expect(screen.path.startsWith('/office')).toBe(false);
      if (screen.roles === 'public') continue;
      expect({ id: screen.id, staff: screen.roles.filter((r) => isStaffRole(r)) }).toEqual({
        id: screen.id,
        staff: [],
      });
    }
  });

  it('give a menu line only to office screens', () => {
    for (const screen of screens) {
      if (screen.menu === undefined) continue;
      // A menu line opens the screen itself: a path without params.
      expect({ id: screen.id, remote: screen.remote, params: paramsOf(screen.path) }).toEqual({
        id: screen.id,
        remote: 'office',
        params: [],
      });
    }
    expect(office.find((screen) => screen.id === 'officeHome')?.menu).toBe('Dashboard');
  });
});
