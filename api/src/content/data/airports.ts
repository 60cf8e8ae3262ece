/*
 * Airports for Orlando villa holidays (facts file: FAA reference points, rounded; drive minutes
 * are free-flowing estimates as ranges).
 */
export interface AirportSeed {
  iata: string;
  name: string;
  lat: number;
  lon: number;
  /** [from, to] minutes by car in free-flowing traffic. */
  driveToKissimmee: [number, number];
  driveToChampionsGate: [number, number];
  notes: string | null;
}

export const AIRPORTS: readonly AirportSeed[] = [
  {
    iata: 'MCO',
    name: 'Orlando International Airport',
    lat: 28.4294,
    lon: -81.3089,
    driveToKissimmee: [30, 40],
    driveToChampionsGate: [35, 45],
    notes: null,
  },
  {
    iata: 'SFB',
    name: 'Orlando Sanford International Airport',
    lat: 28.7776,
    lon: -81.2375,
    driveToKissimmee: [50, 60],
    driveToChampionsGate: [55, 65],
    notes: 'via the SR-417 toll road',
  },
  {
    iata: 'TPA',
    name: 'Tampa International Airport',
    lat: 27.9754,
    lon: -82.5332,
    driveToKissimmee: [75, 90],
    driveToChampionsGate: [65, 80],
    notes: 'via I-4',
  },
  {
    iata: 'MLB',
    name: 'Melbourne Orlando International Airport',
    lat: 28.1029,
    lon: -80.6453,
    driveToKissimmee: [75, 90],
    driveToChampionsGate: [85, 100],
    notes: null,
  },
];
