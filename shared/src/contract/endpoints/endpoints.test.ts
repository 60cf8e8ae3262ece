import * as v from 'valibot';
import { endpoints, pathParams, type EndpointSpec } from './index';

const all: [string, EndpointSpec][] = Object.entries(endpoints).flatMap(([area, calls]) =>
  Object.entries(calls).map(([name, spec]): [string, EndpointSpec] => [`${area}.${name}`, spec]),
);

describe('the endpoint table', () => {
  it('has each method and path once', () => {
    const keys = all.map(([, e]) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(50);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(all)('%s: its params schema names exactly the placeholders of its path', (_name, e) => {
    const declared =
      e.params && 'entries' in e.params ? Object.keys(e.params.entries as object) : [];
    expect(declared.sort()).toEqual(pathParams(e.path).sort());
  });

  it.each(all)('%s: a JSON answer, a file with its type, or nothing for a 204', (_name, e) => {
    if (e.status === 204) expect(e.answer).toBeNull();
    // A photo is a JPEG or a WebP, whichever was asked for: image/*.
    else if (e.answer === null) expect(e.contentType).toMatch(/^[a-z]+\/([a-z+.-]+|\*)$/);
    else expect(e.contentType).toBeUndefined();
  });

  it('parses a path placeholder as text: the route decides what it names', () => {
    const params = endpoints.booking.get.params;
    expect(v.parse(params, { ref: 'VB123' })).toEqual({ ref: 'VB123' });
  });
});
