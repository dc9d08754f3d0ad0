import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type City = {
  code: number;
  name: string;
  state: string;
  population: number;
  /** The municipal seat, in decimal degrees (see data/README.md). */
  latitude: number;
  longitude: number;
};

/** Area codes (DDD) of each state; the first is the capital's. */
export const DDD_BY_STATE: Record<string, number[]> = {
  SP: [11, 12, 13, 14, 15, 16, 17, 18, 19],
  RJ: [21, 22, 24],
  ES: [27, 28],
  MG: [31, 32, 33, 34, 35, 37, 38],
  PR: [41, 42, 43, 44, 45, 46],
  SC: [48, 47, 49],
  RS: [51, 53, 54, 55],
  DF: [61],
  GO: [62, 64],
  TO: [63],
  MT: [65, 66],
  MS: [67],
  AC: [68],
  RO: [69],
  BA: [71, 73, 74, 75, 77],
  SE: [79],
  PE: [81, 87],
  AL: [82],
  PB: [83],
  RN: [84],
  CE: [85, 88],
  PI: [86, 89],
  PA: [91, 93, 94],
  AM: [92, 97],
  RR: [95],
  AP: [96],
  MA: [98, 99],
};

/** First and last 5-digit CEP prefix of each state (Correios ranges, main block only). */
export const CEP_RANGE_BY_STATE: Record<string, [number, number]> = {
  SP: [1000, 19999],
  RJ: [20000, 28999],
  ES: [29000, 29999],
  MG: [30000, 39999],
  BA: [40000, 48999],
  SE: [49000, 49999],
  PE: [50000, 56999],
  AL: [57000, 57999],
  PB: [58000, 58999],
  RN: [59000, 59999],
  CE: [60000, 63999],
  PI: [64000, 64999],
  MA: [65000, 65999],
  PA: [66000, 68899],
  AP: [68900, 68999],
  AM: [69000, 69299],
  RR: [69300, 69399],
  AC: [69900, 69999],
  DF: [70000, 72799],
  GO: [72800, 76799],
  RO: [76800, 76999],
  TO: [77000, 77999],
  MT: [78000, 78899],
  MS: [79000, 79999],
  PR: [80000, 87999],
  SC: [88000, 89999],
  RS: [90000, 99999],
};

/** States of the Zona Franca / áreas de livre comércio, whose customers carry a SUFRAMA number. */
export const SUFRAMA_STATES = new Set(['AM', 'AP', 'RR', 'AC', 'RO']);

const CITIES_FILE = fileURLToPath(new URL('./data/cities.csv', import.meta.url));

/** The shipped municipalities (see data/README.md); names never contain commas or quotes. */
export const loadCities = (): City[] =>
  readFileSync(CITIES_FILE, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [code, name, state, population, latitude, longitude] = line.split(',');
      return {
        code: Number(code),
        name: name ?? '',
        state: state ?? '',
        population: Number(population),
        latitude: Number(latitude),
        longitude: Number(longitude),
      };
    });

/** A city's DDD: the capital's for the largest city of the state, else one of the state's, fixed per city. */
export const dddOf = (city: City, largestOfState: boolean): number => {
  const codes = DDD_BY_STATE[city.state] ?? [11];
  return largestOfState ? (codes[0] ?? 11) : (codes[city.code % codes.length] ?? 11);
};

/** Metres per degree of latitude (and of longitude at the equator) on the haversine sphere (R = 6,371,000 m). */
const METERS_PER_DEGREE = (Math.PI * 6_371_000) / 180;

/** The point about `meters` away from (latitude, longitude) towards `bearing` (radians from north). */
export const pointNear = (
  latitude: number,
  longitude: number,
  meters: number,
  bearing: number,
): { latitude: number; longitude: number } => {
  const north = meters * Math.cos(bearing);
  const east = meters * Math.sin(bearing);
  return {
    latitude: latitude + north / METERS_PER_DEGREE,
    longitude: longitude + east / (METERS_PER_DEGREE * Math.cos((latitude * Math.PI) / 180)),
  };
};
