import { endpoints } from '@villa/shared/contract';
import { openingCallPaths, withOpeningCalls } from './openingCalls';

const villa = {
  path: '/villa/:id',
  title: 'Villa',
  roles: ['AGENT' as const],
  data: [
    {
      endpoint: 'villa.detail',
      method: 'GET' as const,
      path: endpoints.villa.detail.path,
      params: { id: ':id' },
      query: 'url' as const,
    },
  ],
};

describe("the opening screen's calls the page sends", () => {
  it('are the calls of the route, its params and query filled as the host fills them', () => {
    expect(openingCallPaths(villa, '/villa/12', '?nights=7&arrival=2027-03-01')).toEqual([
      '/api/property/12?nights=7&arrival=2027-03-01',
    ]);
    // A param is encoded once, whatever the URL carried; the query as URLSearchParams writes it.
    expect(openingCallPaths(villa, '/villa/a%2Fb', '?q=a b&x=%3C')).toEqual([
      '/api/property/a%2Fb?q=a+b&x=%3C',
    ]);
    expect(openingCallPaths(villa, '/villa/12', '')).toEqual(['/api/property/12']);
  });

  it('are none for a path the route does not show, or a call without its endpoint path', () => {
    expect(openingCallPaths(villa, '/villas', '')).toEqual([]);
    expect(
      openingCallPaths({ ...villa, data: [{ endpoint: 'villa.detail' }] }, '/villa/1', ''),
    ).toEqual([]);
  });

  it('go after the charset, before any script or style sheet, their attribute escaped', () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"/><script defer src="/main.js"></script></head></html>';
    const page = withOpeningCalls(html, { text: 'go()', hash: 'sha256-x' }, ['/api/p?a=1&b="<>']);
    expect(page).toBe(
      '<!doctype html><html><head><meta charset="utf-8"/><script data-opening-calls="[&quot;/api/p?a=1&amp;b=\\&quot;&lt;&gt;&quot;]" data-opening-roles="&quot;public&quot;">go()</script><script defer src="/main.js"></script></head></html>',
    );
  });

  it("carry the screen's roles, so the script sends nothing for a role the guard refuses", () => {
    const page = withOpeningCalls(
      '<head>',
      { text: 'go()', hash: 'sha256-x' },
      ['/api/a'],
      ['AGENT'],
    );
    expect(page).toContain('data-opening-roles="[&quot;AGENT&quot;]"');
  });
});
