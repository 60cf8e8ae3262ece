// A villa's price (docs/villa.md), on a search result card and in the price
// breakdown panel: a module of its own, so pages without villas (the log-in page) skip it.
export * from './SearchResultCard';
export * from './PriceBreakdownPanel';
export * from './NotCommissionable';
