import { PORTAL_BOOT_ELEMENT_ID, type PortalBoot } from '@villa/shared/routes';

/**
 * The boot data the server wrote into index.html (api/src/web/portalBoot.ts): remotes.json
 * and every remote's route manifest, so the first paint needs no round trip to learn them.
 * A JSON script block: never executed, so the Content-Security-Policy has nothing to allow.
 */
export function inlineBoot(): PortalBoot | null {
  const text = document.getElementById(PORTAL_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PortalBoot;
  } catch {
    return null;
  }
}
