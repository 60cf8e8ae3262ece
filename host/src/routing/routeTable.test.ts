import { PORTAL_BOOT_ELEMENT_ID } from '@villa/shared/routes';
import { portalManifests } from '../testing/portalRoutes';
import { inlineBoot } from './portalBoot';
import { currentRoute, titleOf } from './routeHandle';
import { installRemoteRoutes } from './routeTable';

describe('the route table the host composes at run time', () => {
  it('has a remote’s screens only when its manifest came: the rest of the portal still works', () => {
    installRemoteRoutes({ villa: portalManifests().villa });
    expect(titleOf(currentRoute('/villa/3'))).toBe('Villa');
    expect(currentRoute('/villa/3').definition?.owner).toBe('villa');
    // The search remote's manifest could not be read: its page is not found, the host's are there.
    expect(currentRoute('/villas').notFound).toBe(true);
    expect(titleOf(currentRoute('/login'))).toBe('Log in');
    expect(currentRoute('/').definition?.owner).toBe('host');
  });

  it('lets no remote take a host screen or another remote’s id', () => {
    installRemoteRoutes({
      villa: portalManifests().villa,
      content: {
        remote: 'content',
        routes: {
          login: { path: '/content-login', title: 'Not the log-in', roles: 'public' },
          villa: { path: '/content-villa/:id', title: 'Not the villa', roles: 'public' },
          whatsNew: { path: '/whats-new', title: "What's New", roles: ['AGENT'] },
        },
      },
    });
    expect(currentRoute('/content-login').notFound).toBe(true);
    expect(currentRoute('/content-villa/3').notFound).toBe(true);
    expect(titleOf(currentRoute('/villa/3'))).toBe('Villa');
    expect(currentRoute('/whats-new').definition).toMatchObject({
      owner: 'content',
      title: "What's New",
      roles: ['AGENT'],
    });
  });
});

describe('the boot data in the page', () => {
  afterEach(() => document.getElementById(PORTAL_BOOT_ELEMENT_ID)?.remove());

  function writeBlock(text: string) {
    const block = document.createElement('script');
    block.id = PORTAL_BOOT_ELEMENT_ID;
    block.type = 'application/json';
    block.textContent = text;
    document.head.append(block);
  }

  it('is read from the JSON block the server wrote', () => {
    writeBlock('{"remotes":{"villa":"/remotes/villa/mf-manifest.json"},"routes":{}}');
    expect(inlineBoot()).toEqual({
      remotes: { villa: '/remotes/villa/mf-manifest.json' },
      routes: {},
    });
  });

  it('is absent without the block or with a broken one (the host then fetches it)', () => {
    expect(inlineBoot()).toBeNull();
    writeBlock('{"remotes":');
    expect(inlineBoot()).toBeNull();
  });
});
