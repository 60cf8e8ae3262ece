/*
 * The guides the seed stores. Facts are from the portal's Orlando data (theme parks, ride
 * height limits, airports, weather normals at MCO); the guides are rendered to PDF with
 * pdfkit by the seed and then served as stored files.
 */

export interface GuideSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  table?: [string, string][];
}

export interface GuideDefinition {
  name: string;
  nameExtra: string;
  filename: string;
  /** Days before the seed date the guide was last revised (dates stay fresh). */
  updatedDaysAgo: number;
  sendToCustomer: boolean;
  sections: GuideSection[];
}

export const GUIDES: readonly GuideDefinition[] = [
  {
    name: 'Orlando Theme Parks Guide',
    nameExtra: 'Parks, rides and height limits',
    filename: 'orlando-theme-parks-guide.pdf',
    updatedDaysAgo: 12,
    sendToCustomer: true,
    sections: [
      {
        heading: 'Planning the parks',
        paragraphs: [
          'Orlando has more theme parks than anywhere else in the world. Most families staying two weeks visit four to six parks and keep a day or two free for the villa pool between park days.',
          'Buy tickets before you travel: multi-day tickets are far cheaper per day than tickets at the gate, and some parks ask you to reserve a park for each day.',
        ],
      },
      {
        heading: 'Walt Disney World Resort',
        bullets: [
          'Magic Kingdom (opened 1971): Space Mountain (44 in / 112 cm), Big Thunder Mountain Railroad (40 in / 102 cm), Seven Dwarfs Mine Train (38 in / 97 cm), TRON Lightcycle / Run (48 in / 122 cm).',
          'EPCOT (opened 1982): Guardians of the Galaxy: Cosmic Rewind (42 in / 107 cm), Test Track (40 in / 102 cm).',
          "Disney's Hollywood Studios and Disney's Animal Kingdom complete the four parks; both have rides for every age.",
        ],
      },
      {
        heading: 'Universal Orlando Resort and others',
        bullets: [
          'Universal Studios Florida, Islands of Adventure and Epic Universe: thrill rides, shows and the wizarding worlds.',
          'SeaWorld Orlando and Aquatica: coasters, marine animal shows and a water park.',
          'LEGOLAND Florida in Winter Haven: best for children aged 2 to 12.',
        ],
      },
      {
        heading: 'Height limits',
        paragraphs: [
          'Children are measured at the ride entrance, with shoes on. Heights above are the parks’ published minimums; check the park app on the day, as they can change.',
        ],
      },
    ],
  },
  {
    name: 'Villa Holiday Checklist',
    nameExtra: 'Before you fly and on arrival',
    filename: 'villa-holiday-checklist.pdf',
    updatedDaysAgo: 30,
    sendToCustomer: true,
    sections: [
      {
        heading: 'Before you fly',
        bullets: [
          'Passports valid for the whole stay, and an approved ESTA for every traveller, applied for at least 72 hours before departure.',
          'Travel insurance that covers medical costs in the USA.',
          'Driving licence for every driver, and the car hire voucher.',
          'Your villa booking reference, the villa address and the arrival instructions we send before you travel.',
        ],
      },
      {
        heading: 'Arriving at the villa',
        bullets: [
          'Check-in is from 16:00; check-out is by 10:00.',
          'Your free welcome pack is waiting: tea, coffee, milk, water and the basics for your first evening.',
          'Read the pool safety notice before anyone uses the pool; children must always be supervised.',
          'Breakage insurance is included in the price: tell us about any damage so we can put it right.',
        ],
      },
      {
        heading: 'During your stay',
        paragraphs: [
          'Our local team inspected the villa before you arrived and is on call every day. If anything is not right, call the number in the villa folder and we will fix it quickly.',
        ],
      },
    ],
  },
  {
    name: 'Driving in Florida',
    nameExtra: 'Airports, car hire, tolls and road rules',
    filename: 'driving-in-florida.pdf',
    updatedDaysAgo: 45,
    sendToCustomer: true,
    sections: [
      {
        heading: 'From the airport',
        table: [
          ['Orlando International (MCO)', '30 to 40 minutes to the Kissimmee resort area'],
          ['Orlando Sanford (SFB)', '50 to 60 minutes, via the SR-417 toll road'],
          ['Tampa International (TPA)', '75 to 90 minutes, via I-4'],
        ],
      },
      {
        heading: 'Road rules',
        bullets: [
          'Drive on the right. You may turn right on a red light after stopping, unless a sign says otherwise.',
          'Speed limits are in miles per hour and strictly enforced; school zones are slower at set times.',
          'Stop for school buses showing red lights, in both directions unless there is a central barrier.',
          'Many roads around Orlando are toll roads: take the car hire company’s toll transponder.',
        ],
      },
    ],
  },
  {
    name: 'Orlando Weather',
    nameExtra: 'Month by month',
    filename: 'orlando-weather.pdf',
    updatedDaysAgo: 60,
    sendToCustomer: true,
    sections: [
      {
        heading: 'Average daytime highs at Orlando International',
        table: [
          ['January', '22 °C (71 °F)'],
          ['April', '28 °C (82 °F)'],
          ['July', '33 °C (92 °F)'],
          ['October', '29 °C (85 °F)'],
        ],
      },
      {
        heading: 'What to expect',
        paragraphs: [
          'Winters are mild and dry; evenings can be cool, so pack a jumper. From June to September afternoons are hot and humid, with short heavy thunderstorms most days: plan park visits for the morning and the pool for later.',
          'The Atlantic hurricane season runs from June to November. Storms rarely affect holidays, and we will contact you if one does.',
        ],
      },
    ],
  },
  {
    name: 'Agent Sales Guide',
    nameExtra: 'For agents only - not for customers',
    filename: 'agent-sales-guide.pdf',
    updatedDaysAgo: 8,
    sendToCustomer: false,
    sections: [
      {
        heading: 'Selling villa holidays',
        paragraphs: [
          'A villa gives a family its own pool, a kitchen and space to spread out, usually for less than two hotel rooms. Lead with the private pool and the space, then the price per person.',
        ],
      },
      {
        heading: 'Quotes, reserves and bookings',
        bullets: [
          'Send a branded quote from the villa page; it appears under Sent Quotes, where you can see whether it can still be booked.',
          'A reserve holds the villa for 24 hours while your customer decides; upgrade it to a booking from the booking page.',
          'A booking needs the deposit within 24 hours; the balance is due before arrival.',
          'Turn on agent view to see your commission on every price; optional extras are not commissionable.',
        ],
      },
    ],
  },
];
