/** Every user-visible string of the villa search (en-GB); the specification's words verbatim. */
export const searchTexts = {
  heading: 'Search Properties',
  intro: 'Find a villa for your customer: choose the dates, narrow the search, compare prices.',

  dates: {
    legend: 'Dates',
    arrival: 'Arrival date',
    arrivalHint: 'For example 05/Mar/2027, 05/03/2027 or 2027-03-05',
    openCalendar: 'Choose the arrival date from a calendar',
    closeCalendar: 'Close the calendar',
    nights: 'Nights',
    nightsOption: (n: number) => `${n} night${n === 1 ? '' : 's'}`,
    submit: 'Search',
    clear: 'Any dates',
    badDate: 'Enter a date such as 05/Mar/2027, 05/03/2027, 2027-03-05 or 2027/03/05',
    outsideWindow: (from: string, to: string) => `Choose an arrival date between ${from} and ${to}`,
    required: 'Enter the arrival date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    calendarLabel: 'Arrival date calendar',
    weekdays: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
    weekdayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },

  quick: {
    form: 'Quick search',
    label: 'Quick search by property code',
    placeholder: 'e.g. WH1042',
    submit: 'Find',
    tooShort: 'Enter at least 2 characters of a property code',
    clear: 'Clear quick search',
    active: (q: string) => `Property codes containing “${q}”`,
  },

  flexible: {
    heading: 'Nearby arrival dates',
    hint: 'Same number of nights, arriving a few days earlier or later',
    villas: (n: number) => `${n} villa${n === 1 ? '' : 's'}`,
    from: (price: string) => `from ${price}`,
    none: 'none available',
    current: 'your dates',
  },

  filters: {
    heading: 'Filter villas',
    show: (active: number) => (active > 0 ? `Filters (${active} active)` : 'Filters'),
    hide: 'Hide filters',
    clear: 'Clear all filters',
    count: (n: number) => `${n} villa${n === 1 ? '' : 's'}`,
  },

  results: {
    /** The results' heading, for screen readers: the filters' h2 is folded away on a phone. */
    heading: 'Search results',
    count: (n: number) =>
      `Choose from ${n} villa${n === 1 ? '' : 's'} matching your current search criteria`,
    noneHeading: 'Sorry we do not have any',
    noneBody: 'Please modify your search and try again.',
    loading: 'Searching villas…',
    updating: 'Updating results…',
    failed: 'The search could not be completed.',
    retry: 'Try again',
    invalidLink: 'This search link cannot be used as it is:',
    startAgain: 'Start a new search',
    datesSummary: (arrival: string, departure: string, nights: number) =>
      `Arriving ${arrival}, leaving ${departure} (${nights} nights)`,
    noDates: 'No dates chosen: prices are the lowest nightly rate. Choose dates for totals.',
    viewVilla: 'View villa',
    sortLabel: 'Sort by',
  },

  pages: {
    label: 'Result pages',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
    status: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const;
