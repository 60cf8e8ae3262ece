import type { FilterSection } from '@villa/shared/contract';
import { COMMUNITY_DETAILS, FEATURES, PROPERTY_TYPES } from '../features';
import type { CatalogShape, CatalogVilla } from './villaEntries';

/*
 * The filter sections of the search, one rule each: which option values a villa has in the
 * section, which values a query may tick, and how the options are listed. How the ticked
 * options of a section combine is the contract's FILTER_SECTION_INFO (README.md, "Filters"):
 * one value per villa for atLeast and any sections, any number for all.
 * A new filter is one entry here (and its key in the contract's FILTER_SECTIONS).
 */

export interface FilterOption {
  value: string;
  label: string;
}

export interface SectionRule {
  /** The section's option values this villa has. */
  valuesOf(villa: CatalogVilla): readonly string[];
  /** Whether a query may tick `value` (else a 422 naming it), villas having it or not. */
  accepts(value: string, shape: CatalogShape): boolean;
  /**
   * The options listed, in display order: `present` are the values some villa of the catalog
   * has (a rule may list others: every villa feature, so the page's list does not move).
   */
  options(present: ReadonlySet<string>, shape: CatalogShape): FilterOption[];
}

/** A count ("at least"): values 1 to `max` may be ticked, the counts villas have are listed. */
function countRule(
  valueOf: (villa: CatalogVilla) => number,
  max: number,
  label: (count: number) => string,
): SectionRule {
  return {
    valuesOf: (villa) => [String(valueOf(villa))],
    accepts: (value) => Number(value) >= 1 && Number(value) <= max,
    options: (present) =>
      [...present]
        .map(Number)
        .filter((count) => count > 0)
        .sort((a, b) => a - b)
        .map((count) => ({ value: String(count), label: label(count) })),
  };
}

/** A villa feature section: every feature of the section is listed, in the table's order. */
function featureRule(section: 'accommodation' | 'outdoorliving'): SectionRule {
  const codes = new Set(FEATURES.filter((f) => f.section === section).map((f) => f.code));
  return {
    valuesOf: (villa) => villa.features.filter((code) => codes.has(code)),
    accepts: (value) => codes.has(value),
    options: (_present, shape) =>
      shape.features
        .filter((f) => f.section === section)
        .map((f) => ({ value: f.code, label: f.name })),
  };
}

const DETAIL_CODES = new Set<string>(COMMUNITY_DETAILS.map((d) => d.code));
const TYPE_CODES = new Set<string>(PROPERTY_TYPES.map((t) => t.code));

export const SECTION_RULES: Record<FilterSection, SectionRule> = {
  bedrooms: countRule(
    (villa) => villa.bedrooms,
    20,
    (n) => `${n}+ bedrooms`,
  ),
  // A party larger than any villa sleeps is not an error, just no villa.
  sleeps: countRule(
    (villa) => villa.sleeps,
    255,
    (n) => `Sleeps ${n}+`,
  ),
  ensuite: countRule(
    (villa) => villa.ensuite,
    20,
    (n) => `${n}+ en-suite`,
  ),
  property: {
    valuesOf: (villa) => [villa.propertyType],
    accepts: (value) => TYPE_CODES.has(value),
    options: (present) =>
      PROPERTY_TYPES.filter((t) => present.has(t.code)).map((t) => ({
        value: t.code,
        label: t.name,
      })),
  },
  accommodation: featureRule('accommodation'),
  outdoorliving: featureRule('outdoorliving'),
  // A villa has its community's facilities, so the filter and the community pages agree.
  communitydetails: {
    valuesOf: (villa) => villa.communityDetails.filter((code) => DETAIL_CODES.has(code)),
    accepts: (value) => DETAIL_CODES.has(value),
    options: (present) =>
      COMMUNITY_DETAILS.filter((d) => present.has(d.code)).map((d) => ({
        value: d.code,
        label: d.name,
      })),
  },
  // Any community may be ticked, villas or not, so a community's page can always link here.
  community: {
    valuesOf: (villa) => [String(villa.communityId)],
    accepts: (value, shape) => shape.communityNames.has(Number(value)),
    options: (present, shape) =>
      [...present]
        .map((id) => ({ value: id, label: shape.communityNames.get(Number(id)) ?? id }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en-GB')),
  },
};
