import { contentSecurityPolicy } from './securityHeaders';

describe('the portal page policy', () => {
  test('allows only this origin and the remotes without a Google Maps key', () => {
    const csp = contentSecurityPolicy(['https://search.cdn.test']);
    expect(csp).toContain("script-src 'self' https://search.cdn.test;");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).not.toContain('google');
  });

  test('lets the Google map load its scripts, tiles and fonts once a key is configured', () => {
    const csp = contentSecurityPolicy(['https://search.cdn.test'], true);
    expect(csp).toMatch(
      /script-src 'self' https:\/\/search\.cdn\.test https:\/\/\*\.googleapis\.com/,
    );
    expect(csp).toContain('connect-src');
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.googleapis\.com/);
    expect(csp).toMatch(/font-src [^;]*https:\/\/fonts\.gstatic\.com/);
    expect(csp).toMatch(/frame-src 'self' \*\.google\.com/);
  });
});
