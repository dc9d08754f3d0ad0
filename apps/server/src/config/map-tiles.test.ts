import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';
import { defaultMapTiles, mapTilesImageSource, mapTilesProblem } from './map-tiles.ts';

describe('map tiles', () => {
  it('allows the default tile host, a {s} subdomain as a wildcard, and nothing without tiles', () => {
    expect(mapTilesImageSource(defaultMapTiles)).toBe('https://tile.openstreetmap.org');
    expect(
      mapTilesImageSource({
        tilesUrl: 'https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png',
        attribution: '',
      }),
    ).toBe('https://*.tiles.example.com:8443');
    expect(mapTilesImageSource({ tilesUrl: null, attribution: '' })).toBeNull();
  });

  it('refuses a template a map cannot use, with a Portuguese message naming the variable', () => {
    expect(mapTilesProblem('none')).toBeNull();
    expect(mapTilesProblem('https://t.example.com/{z}/{x}/{y}.png')).toBeNull();
    expect(mapTilesProblem('ftp://t.example.com/{z}/{x}/{y}.png')).toMatch(/PORTAL_MAP_TILES deve começar/);
    expect(mapTilesProblem('https://t.example.com/tiles.png')).toMatch(/\{z\}, \{x\} e \{y\}/);
    expect(() => readEnv({ PORTAL_MAP_TILES: 'https://t.example.com/a.png' })).toThrow(/PORTAL_MAP_TILES/);
    expect(readEnv({}).PORTAL_MAP_TILES).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});
