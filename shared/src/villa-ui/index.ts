// A villa's price (docs/villa.md), on a search result card and in the price breakdown panel,
// and where a booking's balance is paid (the provider's bank account): a module of its own,
// so pages without villas or bookings (the log-in page) skip it.
export * from './SearchResultCard';
export * from './PriceBreakdownPanel';
export * from './NotCommissionable';
export * from './BankDetails';
