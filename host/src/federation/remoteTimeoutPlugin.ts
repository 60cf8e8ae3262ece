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
      script.crossOrigin = 'anonymous';
      return { script, timeout: remoteLoadLimitMs() };
    },
  };
}
