import fs from 'node:fs';
import path from 'node:path';

const { requiredBump, isBumped } = require('./sharedSurfaceVersion.cjs') as {
  requiredBump(before: string | undefined, after: string): 'major' | 'minor' | 'none';
  isBumped(from: string, to: string, kind: 'major' | 'minor' | 'none'): boolean;
};

// The checked-in report of the UI entry, changed as a developer would change the code.
const ui = fs.readFileSync(path.join(__dirname, '..', 'shared', 'api', 'ui.api.md'), 'utf8');
const spinner = `export interface SpinnerProps {
    label?: string;
    size?: 'small' | 'large';
}`;

describe('the bump a change of the shared surface needs', () => {
  it('is none when nothing but comments changed', () => {
    expect(ui).toContain(spinner);
    expect(requiredBump(ui, ui)).toBe('none');
    expect(
      requiredBump(
        ui,
        ui.replace('// @public\nexport function Spinner', '// @beta\nexport function Spinner'),
      ),
    ).toBe('none');
  });

  it('is minor when an export is only added', () => {
    const added = ui.replace(
      spinner,
      `${spinner}\n\n// @public\nexport function Badge(input: { text: string }): JSX.Element;`,
    );
    expect(requiredBump(ui, added)).toBe('minor');
  });

  it('is major when an export is removed, or a type it has changes (even by a new member)', () => {
    expect(requiredBump(ui, ui.replace(spinner, ''))).toBe('major');
    expect(
      requiredBump(ui, ui.replace("size?: 'small' | 'large';", "size: 'small' | 'large';")),
    ).toBe('major');
    expect(
      requiredBump(ui, ui.replace('label?: string;', 'label?: string;\n    tone: string;')),
    ).toBe('major');
  });

  it('takes a version bump of the kind the change needs', () => {
    expect(isBumped('1.2.3', '2.0.0', 'major')).toBe(true);
    expect(isBumped('1.2.3', '1.9.0', 'major')).toBe(false);
    expect(isBumped('1.2.3', '1.3.0', 'minor')).toBe(true);
    expect(isBumped('1.2.3', '1.2.4', 'minor')).toBe(false);
    expect(isBumped('1.2.3', '2.0.0', 'minor')).toBe(true);
  });
});
