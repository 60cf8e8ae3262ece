/*
 * The words of the seeded testimonials. A testimonial is four or five sentences, one per topic
 * (who came and when, the house, the pool and garden, the location, a last word), each made
 * from a template whose slots are filled from short lists. Two rules make them read as if
 * guests wrote them, and the seed tests count both over the whole portfolio:
 *
 * - every sentence starts with a capital letter (sentenceOf);
 * - no phrase of PHRASE_WORDS words or more appears twice, in one testimonial or across them:
 *   the writer remembers every run of PHRASE_WORDS words it has written and draws another
 *   filling of the template (or a short sentence, under PHRASE_WORDS words) when a sentence
 *   would repeat one.
 *
 * A template never has PHRASE_WORDS fixed words in a row, so its phrases are made by the slots.
 */

import type { randomStream } from '../property/seed/seed';

type Random = ReturnType<typeof randomStream>;

/** A phrase this long, seen in two places, reads as copied. */
export const PHRASE_WORDS = 6;

/** How many fillings of a topic's templates are tried before a short sentence is used. */
const ATTEMPTS = 24;

/** A template: fixed text and slots (lists to pick one from), joined with spaces. */
type Template = readonly (string | readonly string[])[];

interface Topic {
  templates: readonly Template[];
  /** Fewer than PHRASE_WORDS words each: always safe. */
  short: readonly string[];
}

const WHEN = [
  'In May',
  'Last October',
  'This Easter',
  'Over half term',
  'Last summer',
  'In early March',
  'This February',
  'Over New Year',
  'In late June',
  'Last autumn',
  'This spring',
  'In mid-August',
  'Over Christmas',
  'In September',
  'Last April',
  'In November',
];

const WE_WITH = [
  'we brought',
  'we came with',
  'we travelled with',
  'we holidayed with',
  'we stayed with',
  'we flew out with',
  'we treated',
  'we spoiled',
  'we finally took',
  'we surprised',
];

const PARTIES = [
  'our two teenagers',
  'three generations',
  "my sister's family",
  'two other couples',
  'our twin boys',
  'the grandparents',
  'three young children',
  'old school friends',
  'our daughter',
  'both our sons',
  'eleven relatives',
  'our new son-in-law',
  'the in-laws',
  'two toddlers',
  'four neighbouring families',
  'my parents',
  'our baby girl',
  "my partner's girls",
  'our best friends',
  'a golfing group',
  'the whole rugby team',
  'our godchildren',
];

const WE_CAME = [
  'We came',
  'We flew out',
  'We returned',
  'We visited',
  'We booked',
  'We saved up',
  'We stayed',
  'We finally came',
];

const FOR_WHAT = [
  'for a birthday',
  'for our anniversary',
  'for a first trip abroad',
  "for Dad's retirement",
  'for a promised treat',
  'for a late honeymoon',
  'for a reunion',
  'for half term',
  'for Easter',
  'for a proper break',
  'for a milestone',
  'for the parks',
];

const HOW_LONG = [
  'for seven nights',
  'for ten nights',
  'for a fortnight',
  'for twelve nights',
  'for sixteen nights',
  'for three weeks',
  'for eleven nights',
  'for a long week',
];

const INDOORS = [
  'Inside,',
  'Honestly,',
  'Happily,',
  'On arrival,',
  'Best of all,',
  'As promised,',
  'Indoors,',
  'Overall,',
  'From day one,',
  'Straight away,',
];

const THE_HOUSE = ['the villa', 'the house', 'our home', 'the property', 'the place', 'the home'];

const WAS_HOW = [
  'was spotless',
  'was beautifully kept',
  'felt enormous',
  'was well stocked',
  'was bright',
  'stayed cool',
  'was immaculate',
  'looked stylish',
  'felt homely',
  'was even better than the photos',
  'was so cosy',
  'looked freshly painted',
];

const HOUSE_DETAIL = [
  'with comfy beds',
  'with speedy Wi-Fi',
  'with ample storage',
  'with crisp linen',
  'with quiet air conditioning',
  'with fluffy towels',
  'with blackout blinds',
  'with a great coffee machine',
  'with working gadgets',
  'with soft lighting',
  'with a TV in every room',
  'with spare pillows',
];

const THE_ROOM = [
  'The kitchen',
  'The master suite',
  'The lounge',
  'The games room',
  'The dining area',
  'The themed bedroom',
  'The laundry',
  'The loft',
  'The family room',
  'The breakfast bar',
  'The main bathroom',
  'The cinema room',
];

const ROOM_VERDICT = [
  'won everyone over',
  'got daily use',
  'impressed us most',
  'kept the kids busy',
  'surprised us',
  'was our favourite',
  'deserves a mention',
  'saw late nights',
  'made mornings easy',
  'felt luxurious',
];

const ROOM_WHY = [
  'thanks to its size',
  'because of the views',
  'after long park days',
  'during the storms',
  'over breakfast',
  'every single evening',
  'on rainy afternoons',
  'for family games',
  'with its big sofa',
  'at bedtime',
];

const ALSO_LOVED = [
  'We also loved',
  'Special mention for',
  'We adored',
  'The kids raved about',
  'Top marks for',
  'Nothing beat',
  'Everyone enjoyed',
  'We appreciated',
];

const HOUSE_THINGS = [
  'the huge fridge',
  'the comfy sofas',
  'the board games',
  'the games console',
  'the ironing board',
  'the dishwasher',
  'the spare pillows',
  'the high chair',
  'the soft towels',
  'the big dining table',
  'the quiet street',
  'the garage fridge',
];

const AND_THINGS = [
  'the cot',
  'the blender',
  'the hair dryers',
  'the safe',
  'the ceiling fans',
  'the guest book',
  'the beach towels',
  'the smart TV',
  'the powerful shower',
  'the pool toys',
];

const WHO_SWAM = [
  'The children',
  'Our youngest',
  'Grandad',
  'The teenagers',
  'My husband',
  'My wife',
  'Everyone',
  'Our daughter',
  'The boys',
  'Even Nan',
  'Our son',
  'My dad',
];

const SWAM = [
  'swam',
  'splashed about',
  'paddled',
  'dived in',
  'floated',
  'cooled off',
  'swam lengths',
];

const SWAM_WHEN = [
  'before breakfast',
  'after the parks',
  'every evening',
  'at lunchtime',
  'under the stars',
  'on rest days',
  'in the rain',
  'straight away',
  'for hours',
  'at sunset',
];

const POOL_DETAIL = [
  'in the heated pool',
  'beside the spa',
  'under the lanai',
  'near the loungers',
  'by the patio',
  'with the inflatables',
  'with a view',
  'in total privacy',
  'in warm water',
  'with music playing',
];

const THE_POOL = [
  'The pool',
  'The spa',
  'The lanai',
  'The patio',
  'The deck',
  'The garden',
  'The outdoor kitchen',
  'The barbecue',
];

const POOL_VERB = [
  'kept us home',
  'was our spot',
  'felt private',
  'stayed warm',
  'beat the parks',
  'made evenings easy',
  'was spotless',
  'was bliss',
  'got daily use',
  'was the star',
];

const POOL_WHEN = [
  'every afternoon',
  'after long days',
  'each evening',
  'at breakfast',
  'all week',
  'on rest days',
  'late at night',
  'rain or shine',
];

const MINUTES_TO = [
  'was ten minutes from',
  'was minutes from',
  'sat fifteen minutes from',
  'was twenty minutes from',
  'was a short drive from',
  'was handy for',
  'was close to',
  'was near',
];

const PLACES = [
  'Magic Kingdom',
  'Epcot',
  'Universal',
  'SeaWorld',
  'the outlet malls',
  'Disney Springs',
  'the supermarket',
  'the golf courses',
  'Animal Kingdom',
  'Old Town',
  'the airport',
  'Target',
];

const AND_FELT = [
  'and felt safe',
  'and was peaceful',
  'and was friendly',
  'and had a clubhouse',
  'and was quiet',
  'and had restaurants',
  'and suited us',
  'and was easy to find',
];

const RETURNS = [
  'We will return',
  "We'll come back",
  'We hope to return',
  'We plan to return',
  'We would love to return',
  "We'll be back",
];

const RETURN_WHEN = [
  'next spring',
  'next summer',
  'in two years',
  'for Christmas',
  'next Easter',
  'with the grandchildren',
  'for a longer stay',
  'as soon as possible',
  'next October',
  'with more friends',
];

const THANKS = [
  'Thank you to the owners',
  'Huge thanks to the team',
  'A big thank you to our agent',
  'Many thanks to the housekeepers',
  'Thanks to the managers',
  'Our thanks to the pool man',
  'Thanks to the owners',
  'Thank you to everyone',
];

const THANKS_FOR = [
  'for a trouble-free stay',
  'for a warm welcome',
  'for quick answers',
  'for the thoughtful extras',
  'for the spotless house',
  'for the cot',
  'for the restaurant tips',
  'for making us welcome',
  'for the early check-in',
  'for the lovely card',
];

const TOPICS: readonly Topic[] = [
  {
    // Who came, when and why.
    templates: [
      [WHEN, WE_WITH, PARTIES],
      [WE_CAME, FOR_WHAT, 'with', PARTIES],
      [WHEN, WE_WITH, PARTIES, HOW_LONG],
      [WE_CAME, FOR_WHAT, HOW_LONG.map((h) => h.replace(/^for /, 'and stayed '))],
    ],
    short: [
      'What a holiday!',
      'Our first Florida villa.',
      'Second visit, still wonderful.',
      'A dream trip.',
      'We booked through our agent.',
      'Three generations, one villa.',
      'Simply perfect for us.',
      'Where do we start?',
    ],
  },
  {
    // The house.
    templates: [
      [INDOORS, THE_HOUSE, WAS_HOW, ',', HOUSE_DETAIL],
      [THE_ROOM, ROOM_VERDICT, ROOM_WHY],
      [ALSO_LOVED, HOUSE_THINGS, ['and', 'plus', 'as well as', 'along with'], AND_THINGS],
    ],
    short: [
      'The house was spotless.',
      'Lovely, comfortable beds.',
      'Everything worked perfectly.',
      'Plenty of room for all.',
      'The kitchen had everything.',
      'Really well equipped.',
      'Better than the photos.',
      'So much space!',
    ],
  },
  {
    // The pool and the garden.
    templates: [
      [WHO_SWAM, SWAM, SWAM_WHEN, POOL_DETAIL],
      [THE_POOL, POOL_VERB, POOL_WHEN],
      [WHO_SWAM, SWAM, SWAM_WHEN, ', and', THE_POOL.map((p) => p.toLowerCase()), POOL_VERB],
    ],
    short: [
      'The pool was glorious.',
      'We lived in the pool.',
      'Lovely private lanai.',
      'A great pool area.',
      'The spa was heavenly.',
      'Perfect for lazy afternoons.',
    ],
  },
  {
    // Where the villa is (the community's name makes this one the villa's own).
    templates: [
      ['{community}', MINUTES_TO, PLACES, AND_FELT],
      ['The villa', MINUTES_TO, PLACES, ', and {community}', AND_FELT.map((s) => s.slice(4))],
      ['{community}', MINUTES_TO, PLACES],
    ],
    short: [
      'Great location for the parks.',
      'Very handy for shopping.',
      'A quiet, safe resort.',
      'Easy drive to everything.',
      'The resort was lovely.',
    ],
  },
  {
    // A last word.
    templates: [
      [RETURNS, RETURN_WHEN],
      [THANKS, THANKS_FOR],
      [RETURNS, RETURN_WHEN, '- thank you', THANKS_FOR],
    ],
    short: [
      'We will be back!',
      'Highly recommended.',
      'Ten out of ten.',
      'Already planning our return.',
      'Thank you so much.',
      'Could not fault it.',
      'Absolutely brilliant.',
    ],
  },
];

/** The words of a sentence, lower case, as a reader compares phrases. */
export const wordsOf = (sentence: string): string[] =>
  sentence.toLowerCase().match(/[a-z0-9'’-]+/g) ?? [];

/** Each run of PHRASE_WORDS words in a sentence. */
export function phrasesOf(sentence: string): string[] {
  const words = wordsOf(sentence);
  const phrases: string[] = [];
  for (let i = 0; i + PHRASE_WORDS <= words.length; i += 1) {
    phrases.push(words.slice(i, i + PHRASE_WORDS).join(' '));
  }
  return phrases;
}

/** The sentences of a text: split after . ! or ? */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A sentence as written: the first letter capital, a full stop unless it has its own end. */
export function sentenceOf(text: string): string {
  const tidy = text.replace(/\s+,/g, ',').replace(/\s+/g, ' ').trim();
  const capital = tidy.charAt(0).toUpperCase() + tidy.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

function fill(template: Template, r: Random, community: string): string {
  return template
    .map((piece) => (typeof piece === 'string' ? piece : r.pick(piece)))
    .join(' ')
    .replace(/\{community\}/g, community);
}

/**
 * Writes testimonials that share no phrase of PHRASE_WORDS words with any it wrote before.
 * One writer for the whole portfolio, used in villa order, so a villa's words depend only on
 * the villas before it (the same villa gets the same words whatever the portfolio's size).
 */
export class TestimonialWriter {
  private readonly phrases = new Set<string>();

  /** One testimonial: four or five sentences, each topic once, in order. */
  write(r: Random, community: string): string {
    const skipLocation = r.chance(0.3);
    const sentences: string[] = [];
    TOPICS.forEach((topic, index) => {
      if (index === 3 && skipLocation) return;
      sentences.push(this.sentence(topic, r, community, sentences));
    });
    return sentences.join(' ');
  }

  private sentence(topic: Topic, r: Random, community: string, taken: string[]): string {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const text = sentenceOf(fill(r.pick(topic.templates), r, community));
      const phrases = phrasesOf(text);
      if (phrases.some((p) => this.phrases.has(p)) || new Set(phrases).size < phrases.length) {
        continue;
      }
      for (const p of phrases) this.phrases.add(p);
      return text;
    }
    const unused = topic.short.filter((s) => !taken.includes(s));
    return r.pick(unused.length > 0 ? unused : topic.short);
  }
}
