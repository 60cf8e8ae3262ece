import { CONTRACT_VERSION, CONTRACT_VERSION_UNNAMED, contractCompatible } from './contractVersion';

describe('contractCompatible', () => {
  test('a remote built against the same major runs, whatever the minor', () => {
    expect(contractCompatible('3.0.0', '3.4.1')).toBe(true);
    expect(contractCompatible('3.5.0', '3.4.1')).toBe(true);
  });

  test('a remote built against another major does not', () => {
    expect(contractCompatible('2.9.0', '3.0.0')).toBe(false);
    expect(contractCompatible('4.0.0', '3.0.0')).toBe(false);
  });

  test('a manifest naming no version was built against the first one', () => {
    expect(contractCompatible(undefined, CONTRACT_VERSION_UNNAMED)).toBe(true);
    expect(contractCompatible(undefined, CONTRACT_VERSION)).toBe(
      CONTRACT_VERSION.split('.')[0] === CONTRACT_VERSION_UNNAMED.split('.')[0],
    );
    expect(contractCompatible(undefined, '2.0.0')).toBe(false);
  });
});
