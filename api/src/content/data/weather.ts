/*
 * Orlando's weather by month. Temperatures, rainfall and sun times are the facts file's
 * (the team's Orlando facts, station MCO): temperatures are long-term normals; rainfall is
 * the NOAA 1991-2020 monthly normal for Orlando International Airport (MCO) for the five
 * months the facts file could verify (May, June, July, September, December). The other
 * seven stay null, shown as not verified, until a source is checked: figures recalled
 * without one summed to 51.65 in against the verified annual normal of 51.45 in, so at
 * least one was wrong. mm = in x 25.4. Sunrise and sunset are for the
 * first and last day of each month (computed for 2027; they move by a minute or two from
 * year to year). The prose is the team's.
 */
export interface WeatherMonthSeed {
  month: number;
  heading: string;
  avgHighF: number;
  avgHighC: number;
  avgLowF: number;
  avgLowC: number;
  rainIn: number | null;
  rainMm: number | null;
  sunriseStart: string;
  sunriseEnd: string;
  sunsetStart: string;
  sunsetEnd: string;
  /** Time zone abbreviation at the start and the end of the month (EST or EDT). */
  zoneStart: 'EST' | 'EDT';
  zoneEnd: 'EST' | 'EDT';
  /** The daylight-saving rule of the month, if the clocks change in it. */
  timeChange: string | null;
  descriptions: string[];
}

export const DST_RULE = {
  /** US rule since 2007: 2nd Sunday of March to 1st Sunday of November, at 02:00 local. */
  startMonth: 3,
  startSunday: 2,
  endMonth: 11,
  endSunday: 1,
} as const;

export const WEATHER_MONTHS: readonly WeatherMonthSeed[] = [
  {
    month: 1,
    heading: 'January: mild days and cool nights',
    avgHighF: 70.8,
    avgHighC: 21.6,
    avgLowF: 48.6,
    avgLowC: 9.2,
    rainIn: null,
    rainMm: null,
    sunriseStart: '07:18',
    sunriseEnd: '07:14',
    sunsetStart: '17:40',
    sunsetEnd: '18:04',
    zoneStart: 'EST',
    zoneEnd: 'EST',
    timeChange: null,
    descriptions: [
      'January is the coolest month in Orlando: pleasant, mostly dry days around 21°C, but nights that can drop below 10°C. The occasional cold front brings a few chilly days, so pack a jumper and long trousers for the evenings.',
      'Unheated pools feel cold at this time of year; pool heating is worth offering. Queues at the parks are often shorter after the New Year holiday.',
    ],
  },
  {
    month: 2,
    heading: 'February: sunny and comfortable',
    avgHighF: 72.7,
    avgHighC: 22.6,
    avgLowF: 49.7,
    avgLowC: 9.8,
    rainIn: null,
    rainMm: null,
    sunriseStart: '07:14',
    sunriseEnd: '06:52',
    sunsetStart: '18:05',
    sunsetEnd: '18:25',
    zoneStart: 'EST',
    zoneEnd: 'EST',
    timeChange: null,
    descriptions: [
      'February is much like January but a touch warmer, with plenty of sunshine and low humidity: comfortable weather for long park days.',
      'Evenings are still cool enough for a light jacket, and pool heating is still recommended. UK half-term makes the middle of the month busier.',
    ],
  },
  {
    month: 3,
    heading: 'March: spring warmth and lighter evenings',
    avgHighF: 78.0,
    avgHighC: 25.6,
    avgLowF: 55.2,
    avgLowC: 12.9,
    rainIn: null,
    rainMm: null,
    sunriseStart: '06:51',
    sunriseEnd: '07:17',
    sunsetStart: '18:25',
    sunsetEnd: '19:43',
    zoneStart: 'EST',
    zoneEnd: 'EDT',
    timeChange:
      'The clocks go forward one hour at 2am on the second Sunday of March, when Florida moves from Eastern Standard Time (EST) to Eastern Daylight Time (EDT). This is usually two or three weeks before the UK changes, so the time difference is briefly four hours instead of five.',
    descriptions: [
      'Spring arrives in March: warm days around 26°C, cool mornings and mostly dry weather. It is one of the most comfortable months to visit.',
      'Evenings stay light much later after the clocks change. Spring break brings American college and school holidays, so the parks get busier through the month.',
    ],
  },
  {
    month: 4,
    heading: 'April: warm, dry and bright',
    avgHighF: 83.0,
    avgHighC: 28.3,
    avgLowF: 59.4,
    avgLowC: 15.2,
    rainIn: null,
    rainMm: null,
    sunriseStart: '07:16',
    sunriseEnd: '06:46',
    sunsetStart: '19:43',
    sunsetEnd: '20:00',
    zoneStart: 'EDT',
    zoneEnd: 'EDT',
    timeChange: null,
    descriptions: [
      'April is warm and usually dry, with highs around 28°C and long sunny days. Pools warm up and many guests find heating no longer necessary by the end of the month.',
      'Easter holidays make parts of the month busy; sun cream and hats become essential from now on.',
    ],
  },
  {
    month: 5,
    heading: 'May: the heat builds',
    avgHighF: 87.8,
    avgHighC: 31.0,
    avgLowF: 65.9,
    avgLowC: 18.8,
    rainIn: 4.02,
    rainMm: 102.1,
    sunriseStart: '06:45',
    sunriseEnd: '06:28',
    sunsetStart: '20:01',
    sunsetEnd: '20:18',
    zoneStart: 'EDT',
    zoneEnd: 'EDT',
    timeChange: null,
    descriptions: [
      'May is hot, with highs above 30°C and rising humidity. The rainy season usually begins towards the end of the month, bringing the first afternoon thunderstorms.',
      'Lovebugs swarm near roads in late spring: harmless, but wash them off the hire car promptly.',
    ],
  },
  {
    month: 6,
    heading: 'June: the summer storms begin',
    avgHighF: 90.5,
    avgHighC: 32.5,
    avgLowF: 71.8,
    avgLowC: 22.1,
    rainIn: 8.05,
    rainMm: 204.5,
    sunriseStart: '06:28',
    sunriseEnd: '06:31',
    sunsetStart: '20:19',
    sunsetEnd: '20:27',
    zoneStart: 'EDT',
    zoneEnd: 'EDT',
    timeChange: null,
    descriptions: [
      'June is one of the wettest months of the year, but the rain usually comes as a short, heavy thunderstorm in the afternoon, followed by sunshine. Mornings are the best time for outdoor parks.',
      'The Atlantic hurricane season begins on 1 June. Days are at their longest, with sunset after 8.15pm.',
    ],
  },
  {
    month: 7,
    heading: 'July: hot, humid and stormy',
    avgHighF: 91.5,
    avgHighC: 33.1,
    avgLowF: 73.1,
    avgLowC: 22.8,
    rainIn: 7.46,
    rainMm: 189.5,
    sunriseStart: '06:31',
    sunriseEnd: '06:47',
    sunsetStart: '20:27',
    sunsetEnd: '20:17',
    zoneStart: 'EDT',
    zoneEnd: 'EDT',
    timeChange: null,
    descriptions: [
      'July is hot and humid, with highs around 33°C and warm nights. Afternoon thunderstorms are an almost daily pattern; outdoor rides close while lightning is near.',
      'Plan a break at the villa pool in the hottest part of the day, drink plenty of water and use high-factor sun cream. UK summer holidays make the end of the month busy.',
    ],
  },
  {
    month: 8,
    heading: 'August: the height of summer',
    avgHighF: 91.5,
    avgHighC: 33.1,
    avgLowF: 73.4,
    avgLowC: 23.0,
    rainIn: null,
    rainMm: null,
    sunriseStart: '06:47',
    sunriseEnd: '07:03',
    sunsetStart: '20:16',
    sunsetEnd: '19:48',
    zoneStart: 'EDT',
    zoneEnd: 'EDT',
    timeChange: null,
    descriptions: [
      'August is as hot as July, with the same pattern of humid mornings and afternoon storms.',
      'It falls in the middle of the hurricane season: a storm is unlikely to affect any given week, but travel insurance and a watch on the forecast are sensible.',
    ],
  },
  {
    month: 9,
    heading: 'September: hot, with the storms easing',
    avgHighF: 89.7,
    avgHighC: 32.1,
    avgLowF: 72.4,
    avgLowC: 22.4,
    rainIn: 6.37,
    rainMm: 161.8,
    sunriseStart: '07:04',
    sunriseEnd: '07:18',
    sunsetStart: '19:47',
    sunsetEnd: '19:13',
    zoneStart: 'EDT',
    zoneEnd: 'EDT',
    timeChange: null,
    descriptions: [
      'September is still hot and wet, though the storms become less frequent towards the end of the month. It is usually one of the quietest months in the parks once schools are back.',
      'The peak of the hurricane season falls around now. A second lovebug swarm appears in late summer.',
    ],
  },
  {
    month: 10,
    heading: 'October: warm and drier',
    avgHighF: 84.6,
    avgHighC: 29.2,
    avgLowF: 65.8,
    avgLowC: 18.8,
    rainIn: null,
    rainMm: null,
    sunriseStart: '07:18',
    sunriseEnd: '07:37',
    sunsetStart: '19:12',
    sunsetEnd: '18:41',
    zoneStart: 'EDT',
    zoneEnd: 'EDT',
    timeChange: null,
    descriptions: [
      'October brings relief from the summer heat and humidity: warm, mostly dry days around 29°C and more comfortable evenings.',
      'Halloween events run at the parks through the month, and UK half-term makes the last week popular.',
    ],
  },
  {
    month: 11,
    heading: 'November: dry and pleasantly warm',
    avgHighF: 78.5,
    avgHighC: 25.8,
    avgLowF: 57.5,
    avgLowC: 14.2,
    rainIn: null,
    rainMm: null,
    sunriseStart: '07:37',
    sunriseEnd: '07:00',
    sunsetStart: '18:40',
    sunsetEnd: '17:28',
    zoneStart: 'EDT',
    zoneEnd: 'EST',
    timeChange:
      'The clocks go back one hour at 2am on the first Sunday of November, when Florida returns from Eastern Daylight Time (EDT) to Eastern Standard Time (EST). This is usually a week after the UK changes, so for that week the difference is four hours instead of five.',
    descriptions: [
      'November is dry, sunny and pleasantly warm, with highs around 26°C and cooler nights. The hurricane season ends on 30 November.',
      'Sunsets come much earlier after the clocks go back. Thanksgiving week, late in the month, is busy at the parks; pool heating is worth considering again.',
    ],
  },
  {
    month: 12,
    heading: 'December: mild and festive',
    avgHighF: 72.9,
    avgHighC: 22.7,
    avgLowF: 51.3,
    avgLowC: 10.7,
    rainIn: 2.48,
    rainMm: 63.0,
    sunriseStart: '07:01',
    sunriseEnd: '07:18',
    sunsetStart: '17:28',
    sunsetEnd: '17:39',
    zoneStart: 'EST',
    zoneEnd: 'EST',
    timeChange: null,
    descriptions: [
      'December is mild and mostly dry, one of the driest months of the year, with highs around 23°C. Nights can be cool, so bring warmer layers.',
      'The parks are decorated for the festive season; the weeks around Christmas and New Year are among the busiest of the year. Pool heating is recommended.',
    ],
  },
];
