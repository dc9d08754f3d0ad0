import { formatDecimal, formatInteger } from '../format.ts';

/** A point in decimal degrees. */
export type GeoPoint = { latitude: number; longitude: number };

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine, the same formula and radius as the server's check-in). */
export const metersBetween = (a: GeoPoint, b: GeoPoint): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** `850 m` under a kilometre, `1,2 km` from one on (pt-BR decimals). */
export const formatDistance = (meters: number): string => {
  const rounded = Math.round(meters);
  if (rounded < 1000) return `${formatInteger(rounded)} m`;
  return `${formatDecimal(rounded / 1000, 1)} km`;
};

/** What a visit says of where it was recorded: "no local", "a 1,2 km do cliente", or nothing when unknown. */
export const visitPlaceText = (visit: { distanceMeters: number | null; offSite: boolean | null }): string => {
  if (visit.distanceMeters === null || visit.offSite === null) return '';
  return visit.offSite ? `a ${formatDistance(visit.distanceMeters)} do cliente` : 'no local';
};
