/*
 * Loads the Google Maps JavaScript API once, only when a key is configured. Any failure (no
 * network, the script blocked, a refused key, a time-out) rejects, and the page keeps its
 * offline plot: google-map-react's own loader is never used, as it logs errors and leaves
 * unhandled rejections when the script cannot load.
 */

type MapsWindow = Window & {
  google?: { maps?: unknown };
  gm_authFailure?: () => void;
  [callback: string]: unknown;
};

const LOAD_TIMEOUT_MS = 10_000;
let pending: Promise<unknown> | null = null;
let authFailed = false;
const authListeners = new Set<() => void>();

/** Called when Google refuses the key after the script has loaded. */
export function onGoogleAuthFailure(listener: () => void): () => void {
  if (authFailed) listener();
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

export function loadGoogleMaps(apiKey: string, region: string): Promise<unknown> {
  const w = window as unknown as MapsWindow;
  if (authFailed) return Promise.reject(new Error('Google Maps refused the key'));
  if (w.google?.maps) return Promise.resolve(w.google.maps);
  if (pending) return pending;
  pending = new Promise((resolve, reject) => {
    const callback = `__villaGoogleMapsReady${Date.now()}`;
    const script = document.createElement('script');
    const cleanUp = () => {
      window.clearTimeout(timer);
      delete w[callback];
    };
    const fail = (reason: string) => {
      cleanUp();
      script.remove();
      pending = null;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(
      () => fail('Google Maps did not load in time'),
      LOAD_TIMEOUT_MS,
    );
    w[callback] = () => {
      cleanUp();
      if (w.google?.maps) resolve(w.google.maps);
      else fail('Google Maps loaded without its API');
    };
    w.gm_authFailure = () => {
      authFailed = true;
      authListeners.forEach((listener) => listener());
    };
    const query = new URLSearchParams({ key: apiKey, region, callback, loading: 'async' });
    script.src = `https://maps.googleapis.com/maps/api/js?${query.toString()}`;
    script.async = true;
    script.onerror = () => fail('Google Maps could not be loaded');
    document.head.appendChild(script);
  });
  return pending;
}
