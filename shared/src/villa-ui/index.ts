// A villa's price (docs/villa.md), on a search result card and in the price breakdown panel,
// where a booking's balance is paid (the provider's bank account), and the pieces every
// section's pages show alike (tables of records, fact lists), and the months of a villa's
// calendar that the agent's and the office's calendars share (layout, paging, keys, ranges): a
// module of its own, so pages without them (the log-in page) skip it.
export * from './SearchResultCard';
export * from './PriceBreakdownPanel';
export * from './NotCommissionable';
export * from './BankDetails';
export * from './DataTable';
export * from './FactList';
export * from './calendar/monthGrid';
export * from './calendar/rangeSelection';
export * from './calendar/useMonthsPerView';
export * from './calendar/MonthTable';
export * from './calendar/MonthPager';
export * from './calendar/RangeCalendar';
