// Started with the federation runtime (federation.ts); it must not import react or any shared module.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote that accepts the connection but never answers is given up after this long. */
const REMOTE_TIMEOUT_MS = 4000;

export default function remoteTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'villa-remote-timeout',
    fetch(url, init) {
      // no-cache: a redeployed remote's manifest is never hidden by a stale copy.
      return fetch(url, {
        ...init,
        cache: 'no-cache',
        signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
      });
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: REMOTE_TIMEOUT_MS };
    },
  };
}
