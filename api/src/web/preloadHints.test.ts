import {
  hostFilesFor,
  hostScreenPreloads,
  linkHeader,
  pageEntryFiles,
  remoteRoutePreloads,
} from './preloadHints';

describe('preloads of a remote route', () => {
  it("lists the host's runtime, the remote's manifest and entry, and the page's files, beside the entry", () => {
    const preloads = remoteRoutePreloads({
      pageFiles: ['/main.1.js', '/main.2.css'],
      hostFiles: ['799.js', 'remote-runtime.abc.js', '799.js', 'remote-shared.css'],
      entry: '/remotes/villa/1.0.0-3f2a9c81d0/mf-manifest.json',
      pageAssets: ['468.js', 'page-villa.1d1d41fb50.js'],
    });
    expect(preloads).toEqual([
      { href: '/main.1.js', as: 'script' },
      { href: '/main.2.css', as: 'style' },
      { href: '/799.js', as: 'script' },
      { href: '/remote-runtime.abc.js', as: 'script' },
      { href: '/remote-shared.css', as: 'style' },
      { href: '/remotes/villa/1.0.0-3f2a9c81d0/mf-manifest.json', as: 'fetch', crossorigin: true },
      { href: '/remotes/villa/1.0.0-3f2a9c81d0/remoteEntry.js', as: 'script' },
      { href: '/remotes/villa/1.0.0-3f2a9c81d0/468.js', as: 'script' },
      { href: '/remotes/villa/1.0.0-3f2a9c81d0/page-villa.1d1d41fb50.js', as: 'script' },
    ]);
    expect(linkHeader(preloads.slice(3, 7).filter((p) => p.as !== 'style'))).toBe(
      '</remote-runtime.abc.js>; rel=preload; as=script, </remotes/villa/1.0.0-3f2a9c81d0/mf-manifest.json>; rel=preload; as=fetch; crossorigin, </remotes/villa/1.0.0-3f2a9c81d0/remoteEntry.js>; rel=preload; as=script',
    );
  });

  it('keeps a remote on another origin on its origin', () => {
    const preloads = remoteRoutePreloads({
      hostFiles: [],
      entry: 'https://cdn.example.test/villa/mf-manifest.json',
      pageAssets: ['468.js', 'page-villa.1d1d41fb50.js'],
    });
    expect(preloads).toEqual([
      { href: 'https://cdn.example.test/villa/mf-manifest.json', as: 'fetch', crossorigin: true },
      // Not in the runtime's mode (CORS, from another origin): if that remote is down now,
      // Retry must not be handed this.
      { href: 'https://cdn.example.test/villa/remoteEntry.js', as: 'script' },
      // Nor its page's chunks, which would be asked for in their preload's mode.
    ]);
  });
});

describe("the page's own files", () => {
  it('are read from the head of index.html, script first', () => {
    expect(
      pageEntryFiles(
        '<html><head><script defer="defer" src="/main.8925878ff8.js"></script><link href="/main.79cce9cd50.css" rel="stylesheet"></head><body><script src="/late.js"></script></body></html>',
      ),
    ).toEqual(['/main.8925878ff8.js', '/main.79cce9cd50.css']);
  });
});

describe("the host's files a remote page needs", () => {
  const groups = {
    'remote-runtime': ['808.js', 'remote-runtime.js'],
    moment: ['991.js'],
    '@villa/shared/villa-ui': ['305.js', 'shared-villa-ui.js'],
    '@villa/shared/form-blocks': ['305.js', 'shared-form-blocks.js', 'shared-form-blocks.css'],
    'page-login': ['305.js', 'page-login.js'],
  };

  it("are the runtime's and those of the shared modules the page uses, no others", () => {
    expect(hostFilesFor(groups, ['@villa/shared/villa-ui'])).toEqual([
      '808.js',
      'remote-runtime.js',
      '305.js',
      'shared-villa-ui.js',
    ]);
    expect(hostFilesFor(groups, [])).toEqual(['808.js', 'remote-runtime.js']);
  });

  it("are every shared module's group for a manifest that does not say (built before it did)", () => {
    expect(hostFilesFor(groups)).toEqual([
      '808.js',
      'remote-runtime.js',
      '991.js',
      '305.js',
      'shared-villa-ui.js',
      '305.js',
      'shared-form-blocks.js',
      'shared-form-blocks.css',
    ]);
  });

  it('skip a shared module the host has no group of (a library it holds in memory)', () => {
    expect(hostFilesFor(groups, ['react', 'moment'])).toEqual([
      '808.js',
      'remote-runtime.js',
      '991.js',
    ]);
  });
});

describe("the preloads of the host's own screens", () => {
  const groups = { 'remote-runtime': ['808.js'], 'page-login': ['305.js', 'page-login.js'] };

  it("are the page's script and stylesheet and its page's chunk, for a screen that has one", () => {
    expect(
      hostScreenPreloads({ pageFiles: ['/main.1.js', '/main.2.css'], groups, screenId: 'login' }),
    ).toEqual([
      { href: '/main.1.js', as: 'script' },
      { href: '/main.2.css', as: 'style' },
      { href: '/305.js', as: 'script' },
      { href: '/page-login.js', as: 'script' },
    ]);
  });

  it('are none for a screen in the first script (home)', () => {
    expect(hostScreenPreloads({ pageFiles: ['/main.1.js'], groups, screenId: 'home' })).toEqual([]);
  });
});
