// A villa's price as spec 1 section 3 shows it, on a search result card and in the price
// breakdown panel: a module of its own, so pages without villas (the log-in page) skip it.
export * from './SearchResultCard';
export * from './PriceBreakdownPanel';
