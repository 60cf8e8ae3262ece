import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: what the portal promises. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe finds on the page as it is now, one line per rule broken: its impact, id and the
 * elements. Runs through the debugger protocol, so the portal's CSP stays on. `tags` narrows
 * the rules (WCAG_21_AA); without it every rule axe has runs.
 */
export async function axeViolations(page: Page, tags?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  return results.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
