import type { AboutSectionKind, WeatherChartKind } from '@villa/shared/contract';
import { AIRPORTS } from './airports';

/*
 * The About Florida pages, in the order of the About Florida index. 'page' sections are the
 * generic /about-florida/{sectionName} pages (markdown body); the others are pages with their
 * own layout whose heading, opening and image live here too. The prose is the team's.
 */
export interface SectionSeed {
  slug: string;
  kind: AboutSectionKind;
  title: string;
  summary: string;
  heading: string;
  intro: string;
  /** Markdown. */
  body: string;
  /** Extra fields of the special pages (the weather page's charts, text and bullet points). */
  data: Record<string, unknown>;
}

export interface WeatherSectionData {
  openingHeading: string;
  charts: { name: string; paragraph: string; chart: WeatherChartKind }[];
  textSections: { name: string; paragraphs: string[] }[];
  bulletPoints: { title: string; points: string[] };
}

const range = ([from, to]: [number, number]) => `${from}–${to} minutes`;

const airportLines = AIRPORTS.map(
  (a) =>
    `- **${a.name} (${a.iata})**: about ${range(a.driveToKissimmee)} to the Kissimmee / US-192 resort area and ${range(a.driveToChampionsGate)} to ChampionsGate${a.notes ? `, ${a.notes}` : ''}.`,
).join('\n');

const weatherData: WeatherSectionData = {
  openingHeading: 'Sunshine all year, with a hot, stormy summer',
  charts: [
    {
      name: 'Average temperatures',
      paragraph:
        'Average daily highs and lows at Orlando International Airport, in °C. Winter days are mild and summer days hot, with warm nights from June to September.',
      chart: 'temperature',
    },
    {
      name: 'Rainfall',
      paragraph:
        'Average monthly rainfall (1991–2020 normals) for the months we could verify; the summer months bring the most rain, mostly in afternoon thunderstorms.',
      chart: 'rainfall',
    },
    {
      name: 'Daylight',
      paragraph:
        'Sunrise and sunset in Orlando on the first day of each month, in local time. The jump in March and November is the daylight-saving change.',
      chart: 'daylight',
    },
  ],
  textSections: [
    {
      name: 'Wet and dry seasons',
      paragraphs: [
        'Central Florida has two seasons rather than four. From about November to April the weather is mostly dry and mild, with low humidity. From late May to September it is hot and humid, and most afternoons bring a short, heavy thunderstorm that clears as quickly as it came.',
        'Summer storms rarely spoil a whole day: plan outdoor rides and water parks for the morning and indoor attractions or a pool break for the afternoon.',
      ],
    },
    {
      name: 'Hurricane season',
      paragraphs: [
        'The Atlantic hurricane season runs from 1 June to 30 November, with its peak from August to October. Most holidays are never affected, but customers should have travel insurance and follow local advice if a storm is forecast.',
      ],
    },
    {
      name: 'About the figures',
      paragraphs: [
        'Temperatures are long-term averages recorded at Orlando International Airport (MCO); recent winters have tended to be a little warmer. Rainfall is given only for months whose 1991–2020 average we could verify. Sunrise and sunset are for the first and last day of each month and shift by a minute or two from year to year.',
      ],
    },
  ],
  bulletPoints: {
    title: 'Weather tips for your customers',
    points: [
      'Pack sun cream, hats and sunglasses in every month.',
      'Bring a light jacket or jumper for evenings from December to February.',
      'Carry a poncho in summer for the afternoon storms.',
      'Drink plenty of water; the summer heat and humidity are tiring.',
      'Outdoor rides pause when lightning is nearby.',
      'Consider pool heating from November to March.',
      'Travel insurance is essential during the hurricane season (1 June to 30 November).',
    ],
  },
};

export const SECTIONS: readonly SectionSeed[] = [
  {
    slug: 'weather',
    kind: 'weather',
    title: 'Weather',
    summary: "Orlando's weather month by month: temperatures, rain, sunrise and sunset.",
    heading: 'Orlando Weather',
    intro:
      'Orlando enjoys warm weather all year, but each season is different. Winter is mild and dry, spring warm and sunny, summer hot and humid with afternoon storms, and autumn gradually cooler. Here is what to expect, month by month.',
    body: '',
    data: weatherData as unknown as Record<string, unknown>,
  },
  {
    slug: 'theme-parks',
    kind: 'theme-parks',
    title: 'Theme Parks',
    summary: 'Walt Disney World, Universal, SeaWorld, LEGOLAND and more, with their rides.',
    heading: 'Theme Parks',
    intro:
      'Orlando is often called the theme park capital of the world. Choose a park to see its rides, their height limits and how thrilling they are.',
    body: '',
    data: {},
  },
  {
    slug: 'map',
    kind: 'map',
    title: 'Map',
    summary: 'Every community, park and airport on one map.',
    heading: 'Map of the Orlando Area',
    intro:
      'The resort communities, theme parks and airports on one map. Choose an item in the list to find it on the map.',
    body: '',
    data: {},
  },
  {
    slug: 'communities',
    kind: 'communities',
    title: 'Communities',
    summary: 'The resort communities where our villas are, A to Z.',
    heading: 'Communities',
    intro: '',
    body: '',
    data: {},
  },
  {
    slug: 'wildlife',
    kind: 'wildlife',
    title: 'Wildlife',
    summary: 'Alligators, cranes, manatees and the creatures customers may meet.',
    heading: 'Florida Wildlife',
    intro:
      'Florida is home to remarkable wildlife, and much of it lives right beside the villa communities: cranes on the lawns, herons on the lakes and lizards on the patio. Most of it is harmless if left alone; a few creatures deserve respect. Here is what customers may see, where, and how to stay safe.',
    body: '',
    data: {},
  },
  {
    slug: 'getting-here',
    kind: 'page',
    title: 'Getting Here',
    summary: 'Airports for Orlando villa holidays and how long the drive takes.',
    heading: 'Getting Here',
    intro:
      'Most customers fly into Orlando International, but several airports are within reach of the villa communities.',
    body: [
      '## Airports',
      '',
      airportLines,
      '',
      'Drive times are estimates for free-flowing traffic; allow longer at rush hour and on holiday weekends. The airports are shown on the [map](/about-florida/map).',
      '',
      '## Collecting a hire car',
      '',
      'Most villa holidays need a car. Customers should have their driving licence and the card used to book the hire with them, and allow time at the rental desk after a long flight.',
    ].join('\n'),
    data: {},
  },
  {
    slug: 'driving',
    kind: 'page',
    title: 'Driving in Florida',
    summary: 'Roads, tolls and rules of the road for UK drivers.',
    heading: 'Driving in Florida',
    intro:
      'Driving is the easiest way to get around Orlando, and the roads are wide and well signed. A few differences from the UK are worth knowing.',
    body: [
      '## Main roads',
      '',
      '- **I-4** is the main motorway through Orlando, linking Tampa to the west with Daytona Beach to the east and passing the Disney area.',
      '- **US-192** runs east–west through Kissimmee, past many of the resort communities.',
      '- **US-27** runs north–south through Davenport and Clermont, to the west of the Disney area.',
      '- **SR-417** is a toll road around the east of Orlando, the usual route between the resorts and Orlando Sanford airport.',
      '',
      '## Rules of the road',
      '',
      '- Drive on the right. Speed limits are in miles per hour.',
      '- Unless a sign says otherwise, you may turn right at a red light after stopping and giving way.',
      '- Stop for a school bus with its stop sign out and lights flashing, whichever side of the road you are on, unless a central reservation separates you.',
      '- Many toll roads no longer take cash: ask the hire company how tolls are charged.',
    ].join('\n'),
    data: {},
  },
  {
    slug: 'golf',
    kind: 'page',
    title: 'Golf',
    summary: 'Championship golf on the doorstep of the villa communities.',
    heading: 'Golf',
    intro:
      'Several of the communities where our villas are were built around golf, so keen golfers can play without a long drive.',
    body: [
      '- **ChampionsGate**: two courses designed by Greg Norman, opened in 2000.',
      '- **Reunion Resort**: three courses, by Arnold Palmer, Jack Nicklaus and Tom Watson.',
      '- **Southern Dunes**, Haines City: a par-72 course designed by Steve Smyers.',
      '- **Highlands Reserve**, Davenport: the Highlands Reserve Golf Club.',
      '- **Providence**, Davenport: the par-72 Providence Golf Club.',
      '',
      'See each [community](/communities/A) for its facilities and villas.',
    ].join('\n'),
    data: {},
  },
  {
    slug: 'days-out',
    kind: 'page',
    title: 'Days Out',
    summary: 'Beyond the big parks: alligators, space rockets and LEGO.',
    heading: 'Days Out',
    intro: 'A break from the big theme parks makes a holiday. A few favourites:',
    body: [
      '- **Gatorland**, on South Orange Blossom Trail: alligators, shows and a bird rookery, open since 1949.',
      '- **Kennedy Space Center Visitor Complex**, Merritt Island: rockets, spacecraft and tours of NASA’s launch site, a full day out on the Atlantic coast.',
      '- **LEGOLAND Florida**, Winter Haven: built for children of about two to twelve, on the site of the old Cypress Gardens.',
      '- **Water parks**: Typhoon Lagoon and Blizzard Beach at Walt Disney World, Volcano Bay at Universal and Aquatica near SeaWorld.',
      '',
      'Every park and attraction is on the [map](/about-florida/map).',
    ].join('\n'),
    data: {},
  },
];
