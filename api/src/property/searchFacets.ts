import {
  FILTER_SECTION_INFO,
  type FilterCombine,
  type FilterSection,
  type FilterSectionCounts,
  type PropertySearchQuery,
} from '@villa/shared/contract';
import type { CatalogData } from './catalog';

/*
 * The filter counts of a search answer, from the search's histograms (search.ts): for every
 * option of every section, how many villas ticking it would give, and whether it is ticked.
 * Where each option's count is read from is worked out once per catalog (FacetPlan), not per
 * search: it was a string key and a map lookup per option, for about a hundred options.
 */

/** How many result villas have each value, as the search counted them. */
export interface FacetHistograms {
  bedroomHist: Int32Array;
  sleepsHist: Int32Array;
  ensuiteHist: Int32Array;
  typeHist: Int32Array;
  communityHist: Int32Array;
  featureHist: Int32Array;
}

type HistogramName = keyof FacetHistograms;

/** Count sections read "at least": the villas at the value or more. */
const AT_LEAST_HISTOGRAM: Partial<Record<FilterSection, HistogramName>> = {
  bedrooms: 'bedroomHist',
  sleeps: 'sleepsHist',
  ensuite: 'ensuiteHist',
};

/** One section of a catalog: its options and where each one's count is. */
export interface SectionPlan {
  key: FilterSection;
  title: string;
  combine: FilterCombine;
  options: readonly { value: string; label: string }[];
  /** The histogram the counts are read from. */
  histogram: HistogramName;
  /** Per option, its place in the histogram (after summing "at least" ones); -1: none. */
  at: Int32Array;
}

const plans = new WeakMap<CatalogData, readonly SectionPlan[]>();

/** The catalog's sections with where their counts are read (made once per catalog). */
export function facetPlanOf(data: CatalogData): readonly SectionPlan[] {
  let plan = plans.get(data);
  if (plan === undefined) {
    plan = data.sections.map(({ key, options }) => {
      const { title, combine } = FILTER_SECTION_INFO[key];
      const section = { key, title, combine, options };
      const atLeast = AT_LEAST_HISTOGRAM[key];
      if (atLeast) {
        return {
          ...section,
          histogram: atLeast,
          at: Int32Array.from(options, (o) => countPlace(o.value)),
        };
      }
      if (key === 'property') {
        const at = Int32Array.from(options, (o) => data.typeValues.indexOf(o.value));
        return { ...section, histogram: 'typeHist', at };
      }
      if (key === 'community') {
        const at = Int32Array.from(options, (o) => data.communityValues.indexOf(Number(o.value)));
        return { ...section, histogram: 'communityHist', at };
      }
      const at = Int32Array.from(options, (o) => data.bitOf.get(`${key}:${o.value}`) ?? -1);
      return { ...section, histogram: 'featureHist', at };
    });
    plans.set(data, plan);
  }
  return plan;
}

/** Options of a count section are 1..255 (parseSearchQuery), inside the histogram. */
const countPlace = (value: string) => Math.min(Number(value), 256);

/** atLeast[i] = how many counted at i or more, for every i of `hist`. */
function atLeastCounts(hist: Int32Array): Int32Array {
  const atLeast = new Int32Array(hist.length + 1);
  for (let i = hist.length - 1; i >= 0; i -= 1) atLeast[i] = atLeast[i + 1] + hist[i];
  return atLeast;
}

/**
 * Every section's options with their counts, in display order. Ticked values no villa has
 * are listed too, after the others, so they can be unticked; they count what they would give.
 */
export function facetSections(
  data: CatalogData,
  query: PropertySearchQuery,
  histograms: FacetHistograms,
): FilterSectionCounts[] {
  return facetPlanOf(data).map(({ key, title, combine, options, histogram, at }) => {
    const ticked = query.filters[key] ?? [];
    const atLeast = AT_LEAST_HISTOGRAM[key] !== undefined;
    const counts = atLeast ? atLeastCounts(histograms[histogram]) : histograms[histogram];
    const min = atLeast && ticked.length > 0 ? Math.min(...ticked.map(Number)) : Infinity;
    const isTicked = (value: string) => (atLeast ? Number(value) >= min : ticked.includes(value));
    const listed = options.map((option, i) => ({
      value: option.value,
      label: option.label,
      count: at[i] < 0 ? 0 : counts[at[i]],
      selected: isTicked(option.value),
    }));
    for (const value of ticked) {
      if (listed.some((o) => o.value === value)) continue;
      // Not an option of this catalog: no villa has it, so only a count section can count it.
      const count = atLeast ? counts[countPlace(value)] : 0;
      listed.push({ value, label: value, count, selected: isTicked(value) });
    }
    return { key, title, combine, options: listed };
  });
}
