/*
 * Florida wildlife an agent may be asked about, in the order of the facts file
 * (the team's Orlando facts, copied here). Names, where seen, safety and status are the facts
 * file's; the group and the prose are the team's.
 */
export interface WildlifeSeed {
  name: string;
  scientificName: string;
  group: 'Reptile' | 'Mammal' | 'Bird' | 'Insect';
  whereSeen: string;
  safety: string;
  status: string | null;
  description: string;
}

export const WILDLIFE: readonly WildlifeSeed[] = [
  {
    name: 'American alligator',
    scientificName: 'Alligator mississippiensis',
    group: 'Reptile',
    whereSeen: 'Lakes, ponds and canals',
    safety: 'Keep well back and never feed them.',
    status: 'Federally threatened (similarity of appearance); feeding is illegal in Florida.',
    description:
      'Alligators live in almost any fresh water in central Florida, including resort lakes and golf-course ponds. They usually keep away from people, but they should always be treated as dangerous: keep children and pets away from the water’s edge, particularly at dawn and dusk.',
  },
  {
    name: 'West Indian (Florida) manatee',
    scientificName: 'Trichechus manatus latirostris',
    group: 'Mammal',
    whereSeen: 'Springs and rivers in winter',
    safety: "Look, but don't touch or feed them.",
    status: 'Federally threatened.',
    description:
      'Manatees are large, slow plant-eaters that gather in warm springs and rivers when the sea cools in winter, which is the best time to see them. They are protected: watching from a boardwalk or a kayak at a respectful distance is fine, touching or feeding is not.',
  },
  {
    name: 'Florida softshell turtle',
    scientificName: 'Apalone ferox',
    group: 'Reptile',
    whereSeen: 'Lakes, ponds and canal banks',
    safety: "It has a strong bite: don't handle it.",
    status: null,
    description:
      'A flat, leathery-shelled turtle with a long snout, often seen basking on banks or surfacing in ponds. Females sometimes wander across lawns to lay eggs.',
  },
  {
    name: 'Florida sandhill crane',
    scientificName: 'Antigone canadensis pratensis',
    group: 'Bird',
    whereSeen: 'Lawns, golf courses and roadsides',
    safety: "Don't feed them; keep your distance.",
    status: 'State threatened (Florida).',
    description:
      'Tall grey cranes with a red crown, often seen in pairs strolling across lawns and verges in the villa communities. Their loud rattling call carries a long way. They are used to people but should not be fed.',
  },
  {
    name: 'Great blue heron',
    scientificName: 'Ardea herodias',
    group: 'Bird',
    whereSeen: 'Lake and pond edges',
    safety: "Don't feed them.",
    status: 'Protected under the Migratory Bird Treaty Act.',
    description:
      'A large grey-blue heron that stands motionless at the water’s edge waiting for fish. Guests often see one fishing in the lake behind their villa.',
  },
  {
    name: 'Bald eagle',
    scientificName: 'Haliaeetus leucocephalus',
    group: 'Bird',
    whereSeen: 'Tall pines near lakes',
    safety: "Don't approach nests.",
    status: 'Protected under the Bald and Golden Eagle Protection Act.',
    description:
      'The national bird of the United States nests in tall pines near lakes across central Florida. Its white head and tail make it easy to recognise when it soars overhead.',
  },
  {
    name: 'Nine-banded armadillo',
    scientificName: 'Dasypus novemcinctus',
    group: 'Mammal',
    whereSeen: 'Lawns at dusk and roadsides',
    safety: "Don't handle them: they can carry leprosy.",
    status: 'Not native to Florida.',
    description:
      'An armoured mammal about the size of a cat that digs in lawns for insects around dusk. It is harmless if left alone, but should not be picked up.',
  },
  {
    name: 'Florida black bear',
    scientificName: 'Ursus americanus floridanus',
    group: 'Mammal',
    whereSeen: 'Forests and wooded suburbs north of Orlando',
    safety: 'Secure rubbish and never feed them.',
    status: 'Managed by the state; feeding is illegal.',
    description:
      'Florida’s only bear lives mainly in the forests north of Orlando and is rarely seen in the villa areas to the south-west. Bears are drawn to rubbish, so bins should be kept closed.',
  },
  {
    name: 'Florida panther',
    scientificName: 'Puma concolor coryi',
    group: 'Mammal',
    whereSeen: 'Mostly south-west Florida; very rare near Orlando',
    safety: 'Do not approach.',
    status: 'Federally endangered.',
    description:
      'A rare big cat whose remaining population lives mostly in south-west Florida. Seeing one near Orlando would be exceptional.',
  },
  {
    name: 'Eastern coral snake',
    scientificName: 'Micrurus fulvius',
    group: 'Reptile',
    whereSeen: 'Leaf litter, gardens and woods',
    safety: 'Venomous: never handle.',
    status: null,
    description:
      'A small, secretive snake banded in red, yellow and black. It is venomous but shy and seldom seen; any brightly banded snake should be left alone.',
  },
  {
    name: 'Florida cottonmouth',
    scientificName: 'Agkistrodon conanti',
    group: 'Reptile',
    whereSeen: 'Swamps and the edges of lakes and canals',
    safety: 'Venomous: keep away.',
    status: null,
    description:
      'A heavy-bodied, dark water snake, also called the water moccasin. It is venomous, so walkers near water should stay on paths and watch where they step.',
  },
  {
    name: 'Brown anole',
    scientificName: 'Anolis sagrei',
    group: 'Reptile',
    whereSeen: 'Walls, shrubs and patios',
    safety: 'Harmless.',
    status: 'Invasive, not native.',
    description:
      'The small lizard children see everywhere: on walls, pool cages and patio furniture. Males bob their heads and show an orange throat fan.',
  },
  {
    name: 'Lovebug',
    scientificName: 'Plecia nearctica',
    group: 'Insect',
    whereSeen: 'Swarms near roads in May and September',
    safety: 'Harmless; wash them off car paint soon.',
    status: null,
    description:
      'Small black flies that fly joined in pairs and swarm near roads twice a year, in late spring and late summer. They do not bite, but splattered on a hire car they can damage the paint if left.',
  },
  {
    name: 'Red imported fire ant',
    scientificName: 'Solenopsis invicta',
    group: 'Insect',
    whereSeen: 'Mounds in lawns and verges',
    safety: 'Painful stings: avoid the mounds.',
    status: 'Invasive, not native.',
    description:
      'Fire ants build low, loose mounds in lawns and grass verges. Stepping on one brings a swarm of painful stings, so children should wear shoes on grass.',
  },
  {
    name: 'Mosquitoes',
    scientificName: 'Culicidae (e.g. Aedes albopictus)',
    group: 'Insect',
    whereSeen: 'Near standing water, at dawn and dusk',
    safety: 'Use repellent; they can spread disease.',
    status: null,
    description:
      'Mosquitoes are most active around dawn and dusk and after summer rain. Repellent and covering up in the evening keep bites down; the pool cages on many villas help too.',
  },
];
