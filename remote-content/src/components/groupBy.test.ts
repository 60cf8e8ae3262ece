import { groupBy } from './groupBy';

test('groups in order of first appearance, each keeping the order of its items', () => {
  const items = [
    { name: 'a', group: 'x' },
    { name: 'b', group: 'y' },
    { name: 'c', group: 'x' },
  ];
  expect(groupBy(items, (i) => i.group)).toEqual([
    ['x', [items[0], items[2]]],
    ['y', [items[1]]],
  ]);
  expect(groupBy([], (i: { group: string }) => i.group)).toEqual([]);
});
