import { describe, expect, it } from 'vitest';
import { formatDistance, metersBetween, visitPlaceText } from './distance.ts';

describe('distance', () => {
  it('measures the great circle as the server does', () => {
    // São Paulo (Sé) to Campinas: about 84 km.
    const meters = metersBetween(
      { latitude: -23.5503, longitude: -46.6339 },
      { latitude: -22.9056, longitude: -47.0608 },
    );
    expect(Math.round(meters / 1000)).toBe(84);
    expect(metersBetween({ latitude: 1, longitude: 2 }, { latitude: 1, longitude: 2 })).toBe(0);
  });

  it('writes metres under a kilometre and kilometres with a pt-BR decimal above', () => {
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(999.4)).toBe('999 m');
    expect(formatDistance(999.6)).toBe('1,0 km');
    expect(formatDistance(1234)).toBe('1,2 km');
    expect(formatDistance(12_345_678)).toBe('12.345,7 km');
  });

  it('says where a visit happened, or nothing when it is unknown', () => {
    expect(visitPlaceText({ distanceMeters: 40, offSite: false })).toBe('no local');
    expect(visitPlaceText({ distanceMeters: 1200, offSite: true })).toBe('a 1,2 km do cliente');
    expect(visitPlaceText({ distanceMeters: 850, offSite: true })).toBe('a 850 m do cliente');
    expect(visitPlaceText({ distanceMeters: null, offSite: null })).toBe('');
  });
});
