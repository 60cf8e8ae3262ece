// The version rule of the endpoint contract (scripts/contract-surface.mjs applies it to the
// report in shared/api/contract.json, docs/adr/0017): which bump of the contract's version a
// change of the report needs. A remote reads answers and sends requests; a change it cannot
// notice (a new endpoint, a new answer field, a new optional request field, a new failure
// status) is a minor, anything a remote built before it might trip on is a major.

const RANK = { none: 0, minor: 1, major: 2 };
const worst = (...bumps) => bumps.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'none');

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A schema's branches: its anyOf, or itself alone. */
const branchesOf = (schema) =>
  isObject(schema) && Array.isArray(schema.anyOf) && Object.keys(schema).length === 1
    ? schema.anyOf
    : [schema];

/** What a schema says beyond its structure (type, format, const, limits, patterns...). */
function ownWords(schema) {
  if (!isObject(schema)) return schema;
  const { properties: _p, required: _r, items: _i, anyOf: _a, enum: _e, ...rest } = schema;
  return rest;
}

/**
 * How a schema may change for the side that reads values of it: `answer` (the server writes,
 * an older remote reads: every value the new schema allows must be one the old one allowed)
 * or `request` (an older remote writes, the server reads: every value the old schema allowed
 * must still be accepted). 'none', 'minor' (only additions the other side cannot notice) or
 * 'major'.
 */
function schemaBump(before, after, direction) {
  if (same(before, after)) return 'none';
  const oldBranches = branchesOf(before);
  const newBranches = branchesOf(after);
  if (oldBranches.length > 1 || newBranches.length > 1) {
    // answer: each branch the server may now write must be one an old reader knows;
    // request: each branch an old writer may send must still be accepted.
    const [must, within] =
      direction === 'answer' ? [newBranches, oldBranches] : [oldBranches, newBranches];
    let bump = must.length === within.length ? 'none' : 'minor';
    for (const branch of must) {
      const best = within
        .map((other) =>
          direction === 'answer'
            ? schemaBump(other, branch, direction)
            : schemaBump(branch, other, direction),
        )
        .reduce((a, b) => (RANK[b] < RANK[a] ? b : a), 'major');
      bump = worst(bump, best);
    }
    return bump;
  }
  if (!isObject(before) || !isObject(after)) return 'major';
  if (!same(ownWords(before), ownWords(after))) return 'major';
  let bump = 'none';
  if (before.enum || after.enum) {
    if (!before.enum || !after.enum) return 'major';
    const [must, within] =
      direction === 'answer' ? [after.enum, before.enum] : [before.enum, after.enum];
    if (!must.every((value) => within.some((other) => same(value, other)))) return 'major';
    if (!same(before.enum, after.enum)) bump = 'minor';
  }
  if (before.items || after.items) {
    if (!before.items || !after.items) return 'major';
    bump = worst(bump, schemaBump(before.items, after.items, direction));
  }
  if (before.properties || after.properties) {
    const oldProps = before.properties ?? {};
    const newProps = after.properties ?? {};
    const oldRequired = new Set(before.required ?? []);
    const newRequired = new Set(after.required ?? []);
    for (const [name, schema] of Object.entries(oldProps)) {
      // A field gone: an old reader misses it, an old writer's is no longer read.
      if (!(name in newProps)) return 'major';
      if (direction === 'answer' && oldRequired.has(name) && !newRequired.has(name)) return 'major';
      if (direction === 'request' && !oldRequired.has(name) && newRequired.has(name))
        return 'major';
      if (oldRequired.has(name) !== newRequired.has(name)) bump = worst(bump, 'minor');
      bump = worst(bump, schemaBump(schema, newProps[name], direction));
    }
    for (const name of Object.keys(newProps)) {
      if (name in oldProps) continue;
      // A new field: an old reader ignores it; an old writer cannot send a required one.
      if (direction === 'request' && newRequired.has(name)) return 'major';
      bump = worst(bump, 'minor');
    }
  }
  return same(before, after) ? 'none' : bump === 'none' ? 'major' : bump;
}

const SHAPE_KEYS = ['method', 'path', 'status', 'contentType'];

/**
 * A change of who may call: more roles is a minor (a remote built before calls with a role
 * still listed), anything else a major (a role dropped; 'public' to a session or the reverse).
 */
function accessBump(before, after) {
  if (same(before, after)) return 'none';
  if (!Array.isArray(before) || !Array.isArray(after)) return 'major';
  return before.every((role) => after.includes(role)) ? 'minor' : 'major';
}

/** The bump one endpoint's change needs (`before` or `after` undefined: added or removed). */
function endpointBump(before, after) {
  if (before === undefined) return after === undefined ? 'none' : 'minor';
  if (after === undefined) return 'major';
  if (SHAPE_KEYS.some((key) => !same(before[key], after[key]))) return 'major';
  let bump = worst(
    accessBump(before.access, after.access),
    same(before.errors, after.errors) ? 'none' : 'minor',
  );
  if (bump === 'major') return bump;
  for (const part of ['params', 'query', 'body']) {
    if (before[part] === undefined && after[part] === undefined) continue;
    if (before[part] === undefined || after[part] === undefined) return 'major';
    bump = worst(bump, schemaBump(before[part], after[part], 'request'));
  }
  if (before.answer !== undefined || after.answer !== undefined) {
    if (before.answer === undefined || after.answer === undefined) return 'major';
    bump = worst(bump, schemaBump(before.answer, after.answer, 'answer'));
  }
  return bump;
}

/**
 * The changes between two reports (`{ endpoints: { key: EndpointReport } }`), each endpoint
 * with the bump it needs, and the bump the whole change needs.
 */
function contractChanges(before, after) {
  const keys = [
    ...new Set([...Object.keys(before?.endpoints ?? {}), ...Object.keys(after.endpoints)]),
  ].sort();
  const changes = keys
    .map((key) => ({
      key,
      bump: endpointBump(before?.endpoints?.[key], after.endpoints[key]),
      kind:
        before?.endpoints?.[key] === undefined
          ? 'added'
          : after.endpoints[key] === undefined
            ? 'removed'
            : 'changed',
    }))
    .filter(({ bump }) => bump !== 'none');
  return { changes, bump: worst(...changes.map(({ bump }) => bump)) };
}

module.exports = { contractChanges, endpointBump, schemaBump };
