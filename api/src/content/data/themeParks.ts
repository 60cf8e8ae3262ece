import type { ThrillLevel } from '@villa/shared/contract';

/*
 * Theme parks and their notable rides, in the order of the team's Orlando facts file
 * (seed ids follow it: parks 1..15, rides numbered in order across all parks). Operators,
 * opening years, positions and minimum heights are the facts file's; thrill levels and the
 * prose are the team's.
 */
export interface RideSeed {
  name: string;
  type: string;
  minHeightIn: number | null;
  opened: number | null;
  thrill: ThrillLevel;
  description: string;
  /** Caveats an agent should pass on (several heights, re-themes...). */
  notes: string | null;
}

export interface ParkSeed {
  name: string;
  resort: string;
  operator: string;
  kind: string;
  opened: number;
  openedNote: string | null;
  lat: number;
  lon: number;
  coordApproximate: boolean;
  shortDesc: string;
  description: string;
  rides: RideSeed[];
}

const WDW = 'Walt Disney World Resort';
const WDW_OPERATOR = 'Walt Disney World Resort (The Walt Disney Company)';
const UNIVERSAL = 'Universal Orlando Resort';
const UNIVERSAL_OPERATOR =
  'Universal Orlando Resort (Universal Destinations & Experiences, Comcast NBCUniversal)';
const SEAWORLD = 'SeaWorld Orlando';
const SEAWORLD_OPERATOR = 'United Parks & Resorts (formerly SeaWorld Entertainment)';

export const THEME_PARKS: readonly ParkSeed[] = [
  {
    name: 'Magic Kingdom',
    resort: WDW,
    operator: WDW_OPERATOR,
    kind: 'theme park',
    opened: 1971,
    openedNote: 'Opened on 1 October 1971',
    lat: 28.4177,
    lon: -81.5812,
    coordApproximate: false,
    shortDesc:
      "Walt Disney World's first park: Cinderella Castle, classic dark rides and the evening fireworks.",
    description: [
      'Magic Kingdom opened on 1 October 1971 and is still the park most families put first. Main Street, U.S.A. leads to Cinderella Castle, with lands such as Adventureland, Frontierland, Fantasyland and Tomorrowland around it.',
      'Many of its best-loved rides have no height limit at all, which makes it the easiest park for mixed ages. The bigger thrills are Space Mountain, Big Thunder Mountain Railroad and TRON Lightcycle / Run.',
      'Guests usually arrive through the Transportation and Ticket Center, where the car park is, and cross to the park by monorail or ferry, so allow extra time in the morning.',
    ].join('\n\n'),
    rides: [
      {
        name: 'Space Mountain',
        type: 'indoor roller coaster',
        minHeightIn: 44,
        opened: 1975,
        thrill: 'high',
        description:
          "A roller coaster that races through near-darkness beneath Tomorrowland's white cone. There are no big drops, but the sharp turns come without warning because riders cannot see the track.",
        notes: null,
      },
      {
        name: 'Big Thunder Mountain Railroad',
        type: 'mine-train roller coaster',
        minHeightIn: 40,
        opened: 1980,
        thrill: 'moderate',
        description:
          "A runaway mine train rattling around the red-rock buttes of Frontierland. It is quick and jolting rather than tall, which makes it a good first 'big' coaster for children who meet the height.",
        notes: null,
      },
      {
        name: 'Seven Dwarfs Mine Train',
        type: 'family roller coaster',
        minHeightIn: 38,
        opened: 2014,
        thrill: 'moderate',
        description:
          "A family coaster in Fantasyland whose cars rock from side to side as they run. Halfway round it slows down through the dwarfs' glittering diamond mine.",
        notes: null,
      },
      {
        name: 'TRON Lightcycle / Run',
        type: 'launched roller coaster',
        minHeightIn: 48,
        opened: 2023,
        thrill: 'high',
        description:
          'Riders lean forward on motorbike-style seats and are launched out under a glowing canopy before racing through the digital world of TRON. Taller guests should try the test seat at the entrance.',
        notes: null,
      },
      {
        name: "Tiana's Bayou Adventure",
        type: 'log flume',
        minHeightIn: 40,
        opened: 2024,
        thrill: 'moderate',
        description:
          'A log-flume journey through the bayou to the music of Princess Tiana, ending with a steep drop into the water. Expect to get wet.',
        notes: null,
      },
      {
        name: 'Pirates of the Caribbean',
        type: 'boat dark ride',
        minHeightIn: null,
        opened: 1973,
        thrill: 'gentle',
        description:
          'A boat ride past scenes of pirates raiding a Caribbean port, with one short drop near the start. Dark and noisy in places but suitable for most ages.',
        notes: null,
      },
      {
        name: 'Haunted Mansion',
        type: 'dark ride',
        minHeightIn: null,
        opened: 1971,
        thrill: 'gentle',
        description:
          'Slow-moving "Doom Buggies" carry riders through a house of mischievous ghosts. It is more funny than frightening, though very young children may find the dark scenes unsettling.',
        notes: null,
      },
      {
        name: "Peter Pan's Flight",
        type: 'suspended dark ride',
        minHeightIn: null,
        opened: 1971,
        thrill: 'gentle',
        description:
          'Pirate galleons hang from an overhead track and fly over night-time London and on to Never Land. Short and gentle, and one of the longest queues in the park.',
        notes: null,
      },
    ],
  },
  {
    name: 'EPCOT',
    resort: WDW,
    operator: WDW_OPERATOR,
    kind: 'theme park',
    opened: 1982,
    openedNote: 'Opened on 1 October 1982',
    lat: 28.3747,
    lon: -81.5494,
    coordApproximate: false,
    shortDesc:
      'Spaceship Earth, rides on science and space, and the World Showcase of eleven nations around a lagoon.',
    description: [
      'EPCOT opened on 1 October 1982. Its front half is given over to science, space and the natural world, anchored by the geodesic sphere of Spaceship Earth; the back half is World Showcase, a walk around a lagoon past pavilions themed to countries from Mexico to Canada, the United Kingdom included.',
      "The park is large and involves a lot of walking, so it suits older children and adults best, though rides such as Frozen Ever After and Remy's Ratatouille Adventure are good for all ages.",
      'EPCOT hosts seasonal festivals with food and drink stands through much of the year.',
    ].join('\n\n'),
    rides: [
      {
        name: 'Guardians of the Galaxy: Cosmic Rewind',
        type: 'launched rotating roller coaster',
        minHeightIn: 42,
        opened: 2022,
        thrill: 'high',
        description:
          'An indoor coaster whose cars turn to face the action, set to a soundtrack of 1970s and 1980s hits. It starts with a backward launch and is long, fast and smooth.',
        notes: null,
      },
      {
        name: 'Test Track',
        type: 'high-speed slot-car ride',
        minHeightIn: 40,
        opened: 1999,
        thrill: 'moderate',
        description:
          'Riders put a concept car through its paces, finishing with a fast lap on an outdoor track beside the park.',
        notes: 'Reimagined in 2025.',
      },
      {
        name: 'Mission: SPACE',
        type: 'motion simulator',
        minHeightIn: 40,
        opened: 2003,
        thrill: 'moderate',
        description:
          'A simulated launch and space mission in a four-seat capsule. The Orange mission spins to create real g-forces and is intense; the Green mission is a gentler version without the spinning.',
        notes: 'Green mission 40 in; Orange mission 44 in.',
      },
      {
        name: "Soarin'",
        type: 'flying theatre',
        minHeightIn: 40,
        opened: 2005,
        thrill: 'gentle',
        description:
          'Riders are lifted in front of a huge domed screen for a hang-glider flight over famous places, with breezes and scents to match.',
        notes: null,
      },
      {
        name: 'Frozen Ever After',
        type: 'boat dark ride',
        minHeightIn: null,
        opened: 2016,
        thrill: 'gentle',
        description:
          'A boat trip through Arendelle with the songs of Frozen, including a short backwards section and a small drop at the end.',
        notes: null,
      },
      {
        name: "Remy's Ratatouille Adventure",
        type: 'trackless dark ride',
        minHeightIn: null,
        opened: 2021,
        thrill: 'gentle',
        description:
          "Riders are shrunk to the size of a rat and scurry through Gusteau's restaurant kitchen with Remy, in 3D, in the France pavilion.",
        notes: null,
      },
      {
        name: 'Spaceship Earth',
        type: 'dark ride',
        minHeightIn: null,
        opened: 1982,
        thrill: 'gentle',
        description:
          "A slow journey up through the inside of EPCOT's great sphere, telling the story of human communication from cave paintings to computers.",
        notes: null,
      },
    ],
  },
  {
    name: "Disney's Hollywood Studios",
    resort: WDW,
    operator: WDW_OPERATOR,
    kind: 'theme park',
    opened: 1989,
    openedNote: 'Opened in 1989 as Disney-MGM Studios',
    lat: 28.3575,
    lon: -81.5582,
    coordApproximate: false,
    shortDesc: "Star Wars: Galaxy's Edge, Toy Story Land and the Tower of Terror.",
    description: [
      "Disney's Hollywood Studios opened in 1989 as Disney-MGM Studios and has become the park of the big film lands: Star Wars: Galaxy's Edge with Rise of the Resistance, and Toy Story Land with Slinky Dog Dash.",
      'It is smaller than the other Disney parks, but its headline rides draw long queues, so an early start pays off.',
    ].join('\n\n'),
    rides: [
      {
        name: 'Star Wars: Rise of the Resistance',
        type: 'trackless dark ride',
        minHeightIn: 40,
        opened: 2019,
        thrill: 'moderate',
        description:
          'A long, multi-part adventure: guests join the Resistance, are captured by the First Order and escape through a Star Destroyer. There is one short drop at the end.',
        notes: null,
      },
      {
        name: 'Millennium Falcon: Smugglers Run',
        type: 'interactive motion simulator',
        minHeightIn: 38,
        opened: 2019,
        thrill: 'moderate',
        description:
          'Crews of six take the pilot, gunner and engineer seats of the Millennium Falcon on a smuggling run; how well the pilots fly changes the ride.',
        notes: null,
      },
      {
        name: "Rock 'n' Roller Coaster",
        type: 'launched indoor roller coaster',
        minHeightIn: 48,
        opened: 1999,
        thrill: 'high',
        description:
          'An indoor coaster with a fast launch from a standing start and loops in the dark, set to loud rock music.',
        notes: 'A new theme has been announced; check before promising the current one.',
      },
      {
        name: 'The Twilight Zone Tower of Terror',
        type: 'drop tower dark ride',
        minHeightIn: 40,
        opened: 1994,
        thrill: 'high',
        description:
          'A haunted hotel lift that climbs the tower and then drops and rises in a sequence that changes from ride to ride, after a ghost story from The Twilight Zone.',
        notes: null,
      },
      {
        name: 'Slinky Dog Dash',
        type: 'family launched roller coaster',
        minHeightIn: 38,
        opened: 2018,
        thrill: 'moderate',
        description:
          "A family coaster in Toy Story Land built to look like a child's toy set, with two launches and plenty of small dips.",
        notes: null,
      },
      {
        name: "Mickey & Minnie's Runaway Railway",
        type: 'trackless dark ride',
        minHeightIn: null,
        opened: 2020,
        thrill: 'gentle',
        description:
          'Riders step into a Mickey Mouse cartoon for a train ride that quickly leaves the rails, with no height limit.',
        notes: null,
      },
      {
        name: 'Toy Story Mania!',
        type: 'interactive 4D dark ride',
        minHeightIn: null,
        opened: 2008,
        thrill: 'gentle',
        description:
          'A ride-through shooting gallery of fairground games in 3D glasses. Riders compete for the highest score, so it is one families tend to ride twice.',
        notes: null,
      },
    ],
  },
  {
    name: "Disney's Animal Kingdom",
    resort: WDW,
    operator: WDW_OPERATOR,
    kind: 'theme park',
    opened: 1998,
    openedNote: 'Opened on 22 April 1998',
    lat: 28.3553,
    lon: -81.5901,
    coordApproximate: false,
    shortDesc: 'Live animals, Pandora – The World of Avatar and Expedition Everest.',
    description: [
      "Disney's Animal Kingdom opened on 22 April 1998 and mixes a zoo with a theme park: savannah safaris and walking trails sit alongside Pandora – The World of Avatar and the roller coaster of Expedition Everest.",
      'The animals are most active early in the day, so a morning safari is a good plan. The park usually closes earlier than the others.',
    ].join('\n\n'),
    rides: [
      {
        name: 'Avatar Flight of Passage',
        type: 'motion simulator',
        minHeightIn: 44,
        opened: 2017,
        thrill: 'moderate',
        description:
          'Riders sit astride a banshee and soar across Pandora in a 3D flight simulator that is thrilling but smooth. Often the longest queue in the park.',
        notes: null,
      },
      {
        name: 'Expedition Everest - Legend of the Forbidden Mountain',
        type: 'roller coaster',
        minHeightIn: 44,
        opened: 2006,
        thrill: 'high',
        description:
          'A mountain railway climbs into the Himalayas, stops at a broken track and races backwards into the dark before a final encounter with the Yeti.',
        notes: null,
      },
      {
        name: 'Kali River Rapids',
        type: 'river rapids',
        minHeightIn: 38,
        opened: 1999,
        thrill: 'moderate',
        description:
          'Round rafts spin down a jungle river past waterfalls. Riders will get wet, often soaked, so bring a change of clothes.',
        notes: null,
      },
      {
        name: 'Kilimanjaro Safaris',
        type: 'safari vehicle ride',
        minHeightIn: null,
        opened: 1998,
        thrill: 'gentle',
        description:
          'Open-sided trucks drive through African savannah habitats with giraffes, elephants, lions and many more. Every ride is different, depending on where the animals are.',
        notes: null,
      },
      {
        name: "Na'vi River Journey",
        type: 'boat dark ride',
        minHeightIn: null,
        opened: 2017,
        thrill: 'gentle',
        description:
          'A calm boat ride through a glowing rainforest on Pandora, suitable for all ages.',
        notes: null,
      },
    ],
  },
  {
    name: 'Universal Studios Florida',
    resort: UNIVERSAL,
    operator: UNIVERSAL_OPERATOR,
    kind: 'theme park',
    opened: 1990,
    openedNote: 'Opened on 7 June 1990',
    lat: 28.475,
    lon: -81.467,
    coordApproximate: false,
    shortDesc:
      'Film and television rides, and Diagon Alley from the Wizarding World of Harry Potter.',
    description: [
      'Universal Studios Florida opened on 7 June 1990 and is themed to film and television, with streets built to look like New York, San Francisco and Hollywood. Diagon Alley, part of the Wizarding World of Harry Potter, is hidden behind a London street front.',
      'Guests with a park-to-park ticket can ride the Hogwarts Express between Diagon Alley and Hogsmeade in Islands of Adventure next door.',
    ].join('\n\n'),
    rides: [
      {
        name: 'Harry Potter and the Escape from Gringotts',
        type: 'roller coaster / dark ride',
        minHeightIn: 42,
        opened: 2014,
        thrill: 'moderate',
        description:
          'A ride into the vaults beneath the wizarding bank in Diagon Alley, mixing 3D scenes with short bursts of coaster speed.',
        notes: null,
      },
      {
        name: 'Hollywood Rip Ride Rockit',
        type: 'roller coaster',
        minHeightIn: 51,
        opened: 2009,
        thrill: 'high',
        description:
          'A tall outdoor coaster with a vertical lift hill, on which riders choose their own soundtrack before setting off.',
        notes: null,
      },
      {
        name: 'Revenge of the Mummy',
        type: 'launched indoor roller coaster',
        minHeightIn: 48,
        opened: 2004,
        thrill: 'high',
        description:
          'An indoor coaster through an Egyptian tomb, with launches, fire effects and a few surprises after riders think it is over.',
        notes: null,
      },
      {
        name: 'TRANSFORMERS: The Ride-3D',
        type: '3D dark ride',
        minHeightIn: 40,
        opened: 2013,
        thrill: 'moderate',
        description:
          'Riders are caught in a battle between Autobots and Decepticons in a 3D ride with large screens and plenty of motion.',
        notes: null,
      },
      {
        name: 'MEN IN BLACK Alien Attack',
        type: 'interactive dark ride',
        minHeightIn: 42,
        opened: 2000,
        thrill: 'moderate',
        description:
          'Riders blast aliens across New York for points; the cars spin at times and the scores decide the ending.',
        notes: null,
      },
      {
        name: 'E.T. Adventure',
        type: 'suspended dark ride',
        minHeightIn: 34,
        opened: 1990,
        thrill: 'gentle',
        description:
          "Riders board flying bicycles to help E.T. get home, a gentle ride from the park's opening year.",
        notes: null,
      },
    ],
  },
  {
    name: 'Universal Islands of Adventure',
    resort: UNIVERSAL,
    operator: UNIVERSAL_OPERATOR,
    kind: 'theme park',
    opened: 1999,
    openedNote: 'Opened on 28 May 1999',
    lat: 28.4711,
    lon: -81.4716,
    coordApproximate: false,
    shortDesc: "Hogsmeade, VelociCoaster and Marvel: the thrill-seeker's park.",
    description: [
      'Islands of Adventure opened on 28 May 1999 and is laid out as islands around a lagoon: Marvel Super Hero Island, Jurassic Park, Skull Island and Hogsmeade, home of Hogwarts castle, among them.',
      'It has some of the most intense coasters in Orlando, but also plenty for younger children in Seuss Landing.',
    ].join('\n\n'),
    rides: [
      {
        name: 'Jurassic World VelociCoaster',
        type: 'launched roller coaster',
        minHeightIn: 51,
        opened: 2021,
        thrill: 'high',
        description:
          'Two launches, several inversions and a steep top-hat climb through the raptor paddock. One of the most intense coasters in Orlando.',
        notes: null,
      },
      {
        name: "Hagrid's Magical Creatures Motorbike Adventure",
        type: 'launched story coaster',
        minHeightIn: 48,
        opened: 2019,
        thrill: 'moderate',
        description:
          'A story coaster on motorbikes and sidecars through the Forbidden Forest, with several launches and a sudden drop.',
        notes: null,
      },
      {
        name: 'The Incredible Hulk Coaster',
        type: 'launched roller coaster',
        minHeightIn: 54,
        opened: 1999,
        thrill: 'high',
        description:
          'Launches uphill straight out of the station and into a string of inversions over the lagoon.',
        notes: 'Rebuilt in 2016.',
      },
      {
        name: 'Harry Potter and the Forbidden Journey',
        type: 'robotic-arm dark ride',
        minHeightIn: 48,
        opened: 2010,
        thrill: 'moderate',
        description:
          'Inside Hogwarts castle, riders sit on robotic arms that follow Harry over the Quidditch pitch and past dragons and Dementors. It can cause motion sickness.',
        notes: null,
      },
      {
        name: 'The Amazing Adventures of Spider-Man',
        type: '3D dark ride',
        minHeightIn: 40,
        opened: 1999,
        thrill: 'moderate',
        description:
          'A 3D ride through New York in which Spider-Man battles his enemies around riders, including a simulated fall from a skyscraper.',
        notes: null,
      },
      {
        name: 'Jurassic Park River Adventure',
        type: 'water ride',
        minHeightIn: 42,
        opened: 1999,
        thrill: 'moderate',
        description:
          'A calm boat tour of Jurassic Park goes wrong and ends with a steep plunge into the water. Expect a soaking.',
        notes: null,
      },
      {
        name: 'Skull Island: Reign of Kong',
        type: 'trackless dark ride',
        minHeightIn: 36,
        opened: 2016,
        thrill: 'moderate',
        description:
          'An expedition truck drives into a temple on Skull Island and comes face to face with Kong. Loud and dark, with frightening creatures.',
        notes: null,
      },
    ],
  },
  {
    name: 'Universal Epic Universe',
    resort: UNIVERSAL,
    operator: UNIVERSAL_OPERATOR,
    kind: 'theme park',
    opened: 2025,
    openedNote: 'Opened on 22 May 2025',
    lat: 28.4239,
    lon: -81.4552,
    coordApproximate: true,
    shortDesc:
      "Universal's newest park, with worlds of Harry Potter, Super Nintendo, dragons and monsters.",
    description: [
      "Epic Universe opened on 22 May 2025, a short drive south of Universal's other parks near the Convention Center. From the central Celestial Park, portals lead to four worlds: Super Nintendo World, The Wizarding World of Harry Potter – Ministry of Magic, How to Train Your Dragon – Isle of Berk and Dark Universe.",
      'As the newest park in Orlando it is busy, so book tickets and plan the day ahead.',
    ].join('\n\n'),
    rides: [
      {
        name: 'Stardust Racers',
        type: 'dueling launched roller coaster',
        minHeightIn: 48,
        opened: 2025,
        thrill: 'high',
        description:
          'Two coaster trains race side by side through Celestial Park, passing close to each other several times.',
        notes: null,
      },
      {
        name: 'Harry Potter and the Battle at the Ministry',
        type: 'dark ride',
        minHeightIn: 40,
        opened: 2025,
        thrill: 'moderate',
        description:
          'Riders descend into the Ministry of Magic and are caught up in a wizarding confrontation.',
        notes: null,
      },
      {
        name: "Mario Kart: Bowser's Challenge",
        type: 'AR dark ride',
        minHeightIn: 40,
        opened: 2025,
        thrill: 'gentle',
        description:
          'Augmented-reality visors turn the ride into a kart race against Team Bowser, with riders throwing shells as they go.',
        notes: null,
      },
      {
        name: 'Mine-Cart Madness',
        type: 'family roller coaster',
        minHeightIn: 40,
        opened: 2025,
        thrill: 'moderate',
        description:
          'A Donkey Kong family coaster whose mine carts appear to leap across gaps in the track.',
        notes: null,
      },
      {
        name: 'Monsters Unchained: The Frankenstein Experiment',
        type: 'robotic-arm dark ride',
        minHeightIn: 48,
        opened: 2025,
        thrill: 'moderate',
        description:
          'A robotic-arm ride through Frankenstein’s laboratory in which the classic Universal monsters break loose. Dark and frightening.',
        notes: null,
      },
      {
        name: "Hiccup's Wing Gliders",
        type: 'launched family coaster',
        minHeightIn: 40,
        opened: 2025,
        thrill: 'moderate',
        description: 'A launched family coaster swooping over the Isle of Berk.',
        notes: null,
      },
      {
        name: 'Curse of the Werewolf',
        type: 'spinning roller coaster',
        minHeightIn: 40,
        opened: 2025,
        thrill: 'moderate',
        description: 'A spinning coaster through the dark woods of Dark Universe.',
        notes: null,
      },
      {
        name: "Yoshi's Adventure",
        type: 'slow family ride',
        minHeightIn: 34,
        opened: 2025,
        thrill: 'gentle',
        description: 'A slow ride on Yoshi’s back through Super Nintendo World, hunting for eggs.',
        notes: 'Riders under 48 in must ride with an adult.',
      },
    ],
  },
  {
    name: 'Universal Volcano Bay',
    resort: UNIVERSAL,
    operator: UNIVERSAL_OPERATOR,
    kind: 'water park',
    opened: 2017,
    openedNote: 'Opened on 25 May 2017',
    lat: 28.4623,
    lon: -81.4712,
    coordApproximate: true,
    shortDesc: "Universal's water park, built around a towering volcano.",
    description: [
      "Volcano Bay opened on 25 May 2017 beside Universal's other parks. Its slides, wave pool and lazy river are arranged around a large volcano.",
      'Water parks are best on hot days between spring and autumn; they can close for cool weather or thunderstorms.',
    ].join('\n\n'),
    rides: [],
  },
  {
    name: 'SeaWorld Orlando',
    resort: SEAWORLD,
    operator: SEAWORLD_OPERATOR,
    kind: 'theme park / marine park',
    opened: 1973,
    openedNote: 'Opened on 15 December 1973',
    lat: 28.4114,
    lon: -81.4612,
    coordApproximate: false,
    shortDesc: 'A marine park with some of the tallest and fastest coasters in Orlando.',
    description: [
      'SeaWorld Orlando opened on 15 December 1973. It combines marine-life exhibits and shows with a strong line-up of coasters: Mako, Kraken, Manta, Pipeline and Ice Breaker.',
      "Most of its big coasters need riders to be 54 in (137 cm), so check children's heights before promising them.",
    ].join('\n\n'),
    rides: [
      {
        name: 'Mako',
        type: 'hyper roller coaster',
        minHeightIn: 54,
        opened: 2016,
        thrill: 'high',
        description:
          'A tall, fast outdoor coaster built for long moments of weightlessness over its hills.',
        notes: null,
      },
      {
        name: 'Kraken',
        type: 'floorless roller coaster',
        minHeightIn: 54,
        opened: 2000,
        thrill: 'high',
        description:
          "A floorless coaster with riders' feet dangling above the track as it goes through a series of inversions.",
        notes: null,
      },
      {
        name: 'Manta',
        type: 'flying roller coaster',
        minHeightIn: 54,
        opened: 2009,
        thrill: 'high',
        description: 'Riders lie face down, like a ray in flight, and swoop low over the water.',
        notes: null,
      },
      {
        name: 'Pipeline: The Surf Coaster',
        type: 'stand-up surf coaster',
        minHeightIn: 54,
        opened: 2023,
        thrill: 'high',
        description:
          'Riders stand, as if on a surfboard, on a coaster that rises and falls like waves.',
        notes: null,
      },
      {
        name: 'Ice Breaker',
        type: 'launched roller coaster',
        minHeightIn: null,
        opened: 2022,
        thrill: 'high',
        description:
          'A launched coaster that rocks forwards and backwards several times before climbing a steep vertical spike.',
        notes:
          "SeaWorld changed the height requirement after opening: check the park's current guide.",
      },
      {
        name: 'Journey to Atlantis',
        type: 'water coaster',
        minHeightIn: 42,
        opened: 1998,
        thrill: 'moderate',
        description:
          'A boat ride into the lost city of Atlantis that turns into a coaster, with a big splash-down drop.',
        notes: null,
      },
      {
        name: 'Infinity Falls',
        type: 'river rapids',
        minHeightIn: 42,
        opened: 2018,
        thrill: 'moderate',
        description:
          'A river-rapids ride through a rainforest canyon that finishes with a steep drop. Everyone gets wet.',
        notes: null,
      },
    ],
  },
  {
    name: 'Aquatica Orlando',
    resort: SEAWORLD,
    operator: SEAWORLD_OPERATOR,
    kind: 'water park',
    opened: 2008,
    openedNote: null,
    lat: 28.416,
    lon: -81.4555,
    coordApproximate: true,
    shortDesc: "SeaWorld's water park, across International Drive from SeaWorld.",
    description: [
      'Aquatica opened in 2008 across International Drive from SeaWorld. It offers slides, wave pools and a lazy river, with shallow play areas for younger children.',
    ].join('\n\n'),
    rides: [],
  },
  {
    name: 'LEGOLAND Florida Resort',
    resort: 'LEGOLAND Florida Resort',
    operator: 'Merlin Entertainments',
    kind: 'theme park',
    opened: 2011,
    openedNote: 'Opened on 15 October 2011, on the site of the former Cypress Gardens',
    lat: 27.9888,
    lon: -81.6906,
    coordApproximate: true,
    shortDesc: 'A park for children of about two to twelve, in Winter Haven.',
    description: [
      'LEGOLAND Florida opened on 15 October 2011 in Winter Haven, on the site of the former Cypress Gardens, whose historic botanical gardens are kept within the park.',
      'It is aimed at children of roughly two to twelve, with rides they can enjoy without long waits, building areas and Miniland, a model of American cities made of LEGO bricks. It lies south of the villa areas, so allow for the longer drive.',
    ].join('\n\n'),
    rides: [
      {
        name: 'The Dragon',
        type: 'indoor/outdoor family coaster',
        minHeightIn: 40,
        opened: 2011,
        thrill: 'moderate',
        description:
          'Begins as a slow ride through a LEGO castle before heading outside as a family coaster.',
        notes: null,
      },
      {
        name: 'Flying School',
        type: 'suspended family coaster',
        minHeightIn: 44,
        opened: 2011,
        thrill: 'moderate',
        description: 'A suspended coaster with legs dangling that swoops around tight bends.',
        notes: null,
      },
      {
        name: 'Coastersaurus',
        type: 'wooden junior coaster',
        minHeightIn: 42,
        opened: 2011,
        thrill: 'moderate',
        description: 'A small wooden coaster running among life-size LEGO dinosaurs.',
        notes: null,
      },
      {
        name: 'The Great LEGO Race',
        type: 'roller coaster (VR optional)',
        minHeightIn: 42,
        opened: null,
        thrill: 'moderate',
        description:
          'A compact coaster on which riders can wear virtual-reality headsets to race LEGO minifigures.',
        notes: 'The VR headset is optional.',
      },
      {
        name: 'THE LEGO MOVIE Masters of Flight',
        type: 'flying theatre',
        minHeightIn: 40,
        opened: 2019,
        thrill: 'gentle',
        description: 'A flying-theatre adventure with the characters of THE LEGO MOVIE.',
        notes: null,
      },
    ],
  },
  {
    name: "Disney's Typhoon Lagoon",
    resort: WDW,
    operator: WDW_OPERATOR,
    kind: 'water park',
    opened: 1989,
    openedNote: null,
    lat: 28.3653,
    lon: -81.529,
    coordApproximate: true,
    shortDesc:
      'A Disney water park themed as a tropical island after a storm, with a big surf pool.',
    description: [
      'Typhoon Lagoon opened in 1989 and is themed as a tropical island after a storm, with a shipwrecked boat perched on its mountain. Its large surf pool sends out big waves, and there are slides and a lazy river.',
    ].join('\n\n'),
    rides: [],
  },
  {
    name: "Disney's Blizzard Beach",
    resort: WDW,
    operator: WDW_OPERATOR,
    kind: 'water park',
    opened: 1995,
    openedNote: null,
    lat: 28.3517,
    lon: -81.5758,
    coordApproximate: true,
    shortDesc: 'A Disney water park themed as a melting ski resort.',
    description: [
      'Blizzard Beach opened in 1995 and is themed as a ski resort that has begun to melt in the Florida sun: slides run down a snow-capped mountain, reached by a chairlift.',
    ].join('\n\n'),
    rides: [],
  },
  {
    name: 'Gatorland',
    resort: 'Other attractions',
    operator: 'Gatorland (privately owned)',
    kind: 'animal park',
    opened: 1949,
    openedNote: null,
    lat: 28.356,
    lon: -81.4021,
    coordApproximate: true,
    shortDesc: 'A family-owned alligator park on South Orange Blossom Trail, open since 1949.',
    description: [
      'Gatorland has shown alligators and crocodiles to visitors since 1949. Boardwalks cross ponds full of alligators, there are animal shows, and the park also has a wading-bird rookery.',
      'It is a half-day visit and a good contrast to the big parks.',
    ].join('\n\n'),
    rides: [],
  },
  {
    name: 'Kennedy Space Center Visitor Complex',
    resort: 'Other attractions',
    operator: 'Delaware North (for NASA)',
    kind: 'visitor attraction',
    opened: 1967,
    openedNote: 'Opened in 1967; run by Delaware North since 1995',
    lat: 28.5235,
    lon: -80.6819,
    coordApproximate: true,
    shortDesc:
      "NASA's launch site on Merritt Island: rockets, the Space Shuttle Atlantis and bus tours.",
    description: [
      "The Kennedy Space Center Visitor Complex on Merritt Island, on Florida's Atlantic coast, opened in 1967 and has been run for NASA by Delaware North since 1995. Exhibits include real rockets and spacecraft, with tours out towards the launch areas.",
      'It is a full day out from the villa areas, east across the state, and can be combined with a visit to the beach.',
    ].join('\n\n'),
    rides: [],
  },
];
