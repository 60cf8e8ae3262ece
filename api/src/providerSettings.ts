import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { providerSettingsSchema, type ProviderSettings } from '@villa/shared/contract';

/*
 * The provider's settings (company, contacts, bank transfer details, mail From and Reply-To):
 * one JSON file, read and validated by config.ts at start (PROVIDER_SETTINGS_FILE; the
 * repository's api/provider-settings.json holds the demo's values and says so). The schema is
 * the shared contract's providerSettingsSchema; every problem is named with its field.
 */

export type ProviderSettingsResult =
  { ok: true; settings: ProviderSettings } | { ok: false; problems: string[] };

/** Validates settings already parsed from JSON; each problem names the field. */
export function checkProviderSettings(raw: unknown, source: string): ProviderSettingsResult {
  const result = v.safeParse(providerSettingsSchema, raw);
  if (result.success) return { ok: true, settings: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const where = v.getDotPath(issue);
      // The schema's own messages name their field; a missing or mistyped one gets its path.
      const named = where && !issue.message.startsWith(where) ? `${where}: ` : '';
      return `${source}: ${named}${issue.message}`;
    }),
  };
}

/** Reads and validates the settings file. */
export function readProviderSettings(file: string): ProviderSettingsResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {
      ok: false,
      problems: [`PROVIDER_SETTINGS_FILE must name a readable file (got "${file}")`],
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`${file} is not JSON: ${(error as Error).message}`] };
  }
  return checkProviderSettings(raw, file);
}
