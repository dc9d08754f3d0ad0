/** One point a map draws; what it means (a customer, a visit) is the screen's. */
export type MapPin = {
  id: string;
  latitude: number;
  longitude: number;
  /** Fill colour (the screen's: the financial flag's, for a customer). */
  color: string;
  /** Short text inside the pin: the stop's number; empty for none. */
  label: string;
  /** Placed at its city's centre, not its own point: drawn hollow and dashed. */
  atCityCentre: boolean;
  /** Drawn with a warning ring (a visit recorded away from the customer). */
  flagged?: boolean;
  /** Name read out and shown on hover. */
  title: string;
  /** City name, for the labels drawn over the plain background. */
  city: string;
};

export type MapTilesSettings = { tilesUrl: string | null; attribution: string };

export type CityLabel = { name: string; latitude: number; longitude: number };

/**
 * One label per city: at its centre when a pin sits there, else at the middle of its pins. Drawn by the map itself
 * so a phone without tiles (no signal, blocked host) still reads where each pin is.
 */
export const cityLabelsOf = (pins: readonly MapPin[]): CityLabel[] => {
  const byCity = new Map<string, { centre: MapPin | null; lat: number; lon: number; count: number }>();
  for (const pin of pins) {
    if (!pin.city) continue;
    const entry = byCity.get(pin.city) ?? { centre: null, lat: 0, lon: 0, count: 0 };
    if (pin.atCityCentre) entry.centre = pin;
    entry.lat += pin.latitude;
    entry.lon += pin.longitude;
    entry.count += 1;
    byCity.set(pin.city, entry);
  }
  return [...byCity].map(([name, entry]) => ({
    name,
    latitude: entry.centre?.latitude ?? entry.lat / entry.count,
    longitude: entry.centre?.longitude ?? entry.lon / entry.count,
  }));
};
