// Started with the federation runtime (federation.ts); it must not import react or any shared module.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteLoadLimitMs } from './loadLimit';

export default function remoteTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'villa-remote-timeout',
    // A refused connection or an HTTP error fails at once; a slow answer is waited for up to
    // the load limit (spec-1 §9), not taken for a failure.
    fetch(url, init) {
      // no-cache: a redeployed remote's manifest is never hidden by a stale copy.
      return fetch(url, {
        ...init,
        cache: 'no-cache',
        signal: AbortSignal.timeout(remoteLoadLimitMs()),
      });
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      // A remote on another origin is fetched in CORS mode, so that its errors reach the page
      // whole. One on the page's own origin is not: the preloads of its entry and exposed
      // module (the server's, and preloadRemote's while the browser is idle) are made without
      // CORS, and a preload serves only a request of its own mode; in CORS mode each of those
      // files was fetched a second time, one round trip later.
      if (new URL(url, document.baseURI).origin !== location.origin) {
        script.crossOrigin = 'anonymous';
      }
      return { script, timeout: remoteLoadLimitMs() };
    },
  };
}
