/**
 * Every user-visible string of the content pages (en-GB). Quoted specification wording is kept
 * verbatim ("Weather in {month}", "Back to list", "{heading} Terms & Conditions"...).
 */
export const contentTexts = {
  communities: {
    heading: 'Communities',
    intro: 'The resort communities where our villas are. Choose a letter to see its communities.',
    lettersLabel: 'Communities by first letter',
    letterCount: (letter: string, count: number) =>
      count === 0
        ? `${letter}: no communities`
        : `${letter}: ${count} ${count === 1 ? 'community' : 'communities'}`,
    listHeading: (letter: string) => `Communities beginning with ${letter}`,
    none: (letter: string) => `There are no communities beginning with ${letter}.`,
    noneHint: 'Choose another letter above.',
    offer: (letter: string, count: number) =>
      count === 1
        ? `See the community beginning with ${letter}`
        : `See the ${count} communities beginning with ${letter}`,
    offerHint: 'Or choose another letter above.',
    viewVillas: (name: string) => `View Villas on ${name}`,
  },

  community: {
    backToLetter: (letter: string) => `Communities beginning with ${letter}`,
    detailsHeading: 'At a glance',
    town: 'Town',
    county: 'County',
    gated: 'Gated',
    gatedValue: (gated: boolean | null) => (gated === null ? 'Not known' : gated ? 'Yes' : 'No'),
    facilitiesHeading: 'Facilities',
    noFacilities: 'No shared facilities are recorded for this community.',
    aboutHeading: (name: string) => `About ${name}`,
    distancesHeading: 'Drive times',
    distancesNote: 'Estimated minutes by car in free-flowing traffic; allow longer at busy times.',
    distancesApproximateNote:
      "Rough estimates: this community's position is worked out from its address (to within a kilometre or two), and the minutes from the straight-line distance. Allow longer at busy times.",
    positionApproximate: 'Approximate position, estimated from the address.',
    distanceLabels: {
      magicKingdom: 'Magic Kingdom',
      epcot: 'EPCOT',
      universal: 'Universal Orlando',
      mco: 'Orlando International Airport (MCO)',
    },
    minutes: (n: number) => `about ${n} minutes`,
    noDistances: 'Drive times are not recorded for this community.',
    positionHeading: 'Map position',
    coordinates: (lat: number, lon: number) =>
      `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? 'E' : 'W'}`,
    noPosition: 'The exact position of this community is not recorded yet.',
    showOnMap: 'Show on the Florida map',
    openInGoogleMaps: 'Open in Google Maps',
    searchInGoogleMaps: 'Search for it in Google Maps',
  },

  about: {
    heading: 'About Florida',
    intro:
      'What customers ask about: where to stay, what to do, and what the weather will be like.',
    sectionsLabel: 'About Florida sections',
    more: 'More about Florida',
    back: 'All About Florida',
  },

  weather: {
    monthByMonth: 'Weather Month by Month',
    jumpListLabel: 'Jump to a month',
    weatherIn: (month: string) => `Weather in ${month}`,
    backToList: 'Back to list',
    averageHigh: 'Average high',
    averageLow: 'Average low',
    rainfall: 'Rainfall',
    rainfallUnknown: 'No verified figure yet',
    sunrise: 'Sunrise',
    sunset: 'Sunset',
    startOfMonth: 'Start of month',
    endOfMonth: 'End of month',
    timeChange: 'Time change',
    temperature: (c: number, f: number) => `${Math.round(c)}°C (${Math.round(f)}°F)`,
    rain: (mm: number, inches: number) => `${Math.round(mm)} mm (${inches.toFixed(1)} in)`,
    time: (hhmm: string, zone: string) => `${hhmm} ${zone}`,
  },

  wildlife: {
    jumpLabel: 'Wildlife by group',
    whereSeen: 'Where to see it',
    safety: 'Staying safe',
    status: 'Status',
  },

  themeParks: {
    resortsLabel: 'Parks by resort',
    rides: (n: number) => (n === 0 ? 'No rides listed' : `${n} ${n === 1 ? 'ride' : 'rides'}`),
    opened: (year: number) => `Opened ${year}`,
    allParks: 'All theme parks',
    operator: 'Operator',
    resort: 'Resort',
    kind: 'Type',
    openedLabel: 'Opened',
    ridesHeading: (park: string) => `Rides at ${park}`,
    noRides: 'This attraction has no rides listed. See the description above for what it offers.',
    rideColumns: {
      name: 'Ride',
      type: 'Type',
      height: 'Minimum height',
      thrill: 'Thrill level',
      opened: 'Opened',
    },
    height: (h: { in: number; cm: number } | null) => (h ? `${h.in} in (${h.cm} cm)` : 'None'),
    thrill: { gentle: 'Gentle', moderate: 'Moderate', high: 'High thrill' } as Record<
      string,
      string
    >,
  },

  ride: {
    backToPark: (park: string) => `Back to ${park}`,
    detailsHeading: 'Ride facts',
    park: 'Park',
    type: 'Type',
    height: 'Minimum height',
    thrill: 'Thrill level',
    opened: 'Opened',
    unknown: 'Not known',
    noteHeading: 'Please note',
    otherRides: (park: string) => `More rides at ${park}`,
  },

  map: {
    panelLabel: 'Map items',
    showPanel: 'Show list',
    hidePanel: 'Hide list',
    groups: { communities: 'Communities', attractions: 'Theme parks & attractions' },
    hideAll: 'Hide all',
    showAll: 'Show all',
    showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    showItem: (name: string) => `Show ${name} on the map`,
    notPlaced: (n: number) =>
      `${n} more ${n === 1 ? 'community has' : 'communities have'} no recorded position yet:`,
    readMore: (name: string) => `Read more about ${name}`,
    viewVillas: (name: string) => `View Villas on ${name}`,
    closeInfo: 'Close',
    offlineNote:
      'Map tiles are not available, so the places are drawn over the county outlines of central Florida. Choose an item to find it; places off the map are marked at its edge.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fitAll: 'Show everything',
    orlandoArea: 'Orlando area',
    orlando: 'Orlando',
    edgeMarker: (name: string, miles: number) => `${name}, ${miles} miles away: show it on the map`,
    edgeLabel: (code: string, miles: number) => `${code} ${miles} mi`,
    geographySource: 'County outlines: U.S. Census Bureau (us-atlas), simplified.',
    plotLabel: 'Plot of the communities, attractions and airports (arrow keys pan, + and − zoom)',
    airport: 'Airport',
    legend: { community: 'Community', attraction: 'Attraction', airport: 'Airport' },
    scale: (km: number) => `${km} km`,
  },

  terms: {
    headings: {
      'vc-booking': 'Booking Terms & Conditions',
      'vc-agent-signup': 'Agent Signup Terms & Conditions',
    } as Record<string, string>,
    heading: 'Terms & Conditions',
    sectionsLabel: 'Terms sections',
    sectionHeading: (heading: string) => `${heading} Terms & Conditions`,
    backToSections: 'Back to terms sections',
  },
} as const;
