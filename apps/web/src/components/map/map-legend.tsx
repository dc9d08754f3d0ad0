import { mapTexts as t } from './map-texts.ts';

type Props = {
  /** One entry per colour on the map. */
  colors: readonly { color: string; label: string }[];
  /** Shown when some pin stands at its city's centre. */
  cityCentre: boolean;
  /** Shown when some pin is flagged, with what the ring means. */
  flagged?: string | undefined;
};

/** What the pins' colours and styles mean, under the map. */
export const MapLegend = ({ colors, cityCentre, flagged }: Props) => (
  <ul className="map-legend" aria-label={t.legend}>
    {colors.map((entry) => (
      <li key={entry.label}>
        <span className="map-legend-swatch" style={{ background: entry.color }} aria-hidden="true" />
        {entry.label}
      </li>
    ))}
    {cityCentre && (
      <li>
        <span className="map-legend-swatch map-legend-city" aria-hidden="true" />
        {t.cityCentre}
      </li>
    )}
    {flagged && (
      <li>
        <span className="map-legend-swatch map-legend-flagged" aria-hidden="true" />
        {flagged}
      </li>
    )}
  </ul>
);
