import type { TeamDayVisit } from '@portal/contracts';
import type { MapPin } from '../../../components/map/map-types.ts';

const ON_SITE = '#60a5fa';
const OFF_SITE = '#fca5a5';
const UNJUDGED = '#e5e7eb';

/**
 * A day's visit on the map, numbered in the order recorded: where the phone was at the tap, else the customer's
 * point (its city's centre drawn as such); off-site visits ringed. Null when neither point is known.
 */
export const dayVisitPin = (visit: TeamDayVisit, index: number, city: string): MapPin | null => {
  const atTap = visit.visitLatitude !== null && visit.visitLongitude !== null;
  const latitude = atTap ? visit.visitLatitude : visit.latitude;
  const longitude = atTap ? visit.visitLongitude : visit.longitude;
  if (latitude === null || longitude === null) return null;
  const number = String(index + 1);
  return {
    id: `${index}`,
    latitude,
    longitude,
    color: visit.offSite === null ? UNJUDGED : visit.offSite ? OFF_SITE : ON_SITE,
    label: number,
    atCityCentre: !atTap && visit.location === 'city',
    flagged: visit.offSite === true,
    title: `${number}. ${visit.customerName}`,
    city,
  };
};

export const dayVisitColors = [
  { color: ON_SITE, label: 'No local' },
  { color: OFF_SITE, label: 'Fora do local' },
  { color: UNJUDGED, label: 'Sem local registrado' },
] as const;
