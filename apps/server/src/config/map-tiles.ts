/** The maps' background tiles as the company configures them (PORTAL_MAP_TILES, PORTAL_MAP_ATTRIBUTION). */
export type MapTiles = {
  /** URL template with {z}, {x}, {y}; null = no tiles (a plain background under the pins). */
  tilesUrl: string | null;
  attribution: string;
};

export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap';
/** The value that turns tiles off (a LAN without internet, a company that wants no third party). */
export const NO_MAP_TILES = 'none';

export const defaultMapTiles: MapTiles = {
  tilesUrl: DEFAULT_MAP_TILES,
  attribution: DEFAULT_MAP_ATTRIBUTION,
};

/** Why a tile template is refused, or null when it is usable. */
export const mapTilesProblem = (text: string): string | null => {
  if (text === NO_MAP_TILES) return null;
  if (!/^https?:\/\//.test(text)) return 'PORTAL_MAP_TILES deve começar com https:// (ou ser "none")';
  if (!['{z}', '{x}', '{y}'].every((part) => text.includes(part)))
    return 'PORTAL_MAP_TILES deve conter {z}, {x} e {y}';
  try {
    new URL(text.replace(/\{[a-z]\}/g, '0'));
  } catch {
    return 'PORTAL_MAP_TILES não é uma URL válida';
  }
  return null;
};

/**
 * The origin the Content-Security-Policy's img-src must allow for the tiles: `{s}.` subdomains become a wildcard
 * (`https://*.tile.example.com`). Null without tiles.
 */
export const mapTilesImageSource = (tiles: MapTiles): string | null => {
  if (!tiles.tilesUrl) return null;
  const url = new URL(tiles.tilesUrl.replace('{s}.', 'subdomain-placeholder.').replace(/\{[a-z]\}/g, '0'));
  return `${url.protocol}//${url.host.replace('subdomain-placeholder.', '*.')}`;
};
