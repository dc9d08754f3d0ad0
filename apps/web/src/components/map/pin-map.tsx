import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, useRef } from 'react';
import { cityLabelsOf, type MapPin, type MapTilesSettings } from './map-types.ts';
import { mapTexts } from './map-texts.ts';
import './pin-map.css';

export type PinMapProps = {
  pins: readonly MapPin[];
  tiles: MapTilesSettings;
  /** A tap (or Enter) on a pin. */
  onSelect: (id: string) => void;
  /** The pin drawn as chosen. */
  selectedId?: string | null | undefined;
};

const MAX_LABELS_ANY_ZOOM = 12;
const LABELS_ZOOM = 10;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const pinIcon = (pin: MapPin, selected: boolean) =>
  L.divIcon({
    className: 'pin-map-icon',
    html: `<span class="pin-map-pin${pin.atCityCentre ? ' pin-map-pin-city' : ''}${pin.flagged ? ' pin-map-pin-flagged' : ''}${selected ? ' pin-map-pin-selected' : ''}" style="--pin-color:${escapeHtml(pin.color)}">${escapeHtml(pin.label)}</span>`,
    // The drawn disc is 30 px; the tap target around it is 44 px (docs/decisions/101).
    iconSize: [44, 44],
    iconAnchor: [22, 22],
  });

/** A divIcon whose element carries a name for screen readers (Leaflet's own `title` is for markers only). */
const NamedDivIcon = L.DivIcon.extend({
  createIcon(this: L.DivIcon & { options: { name: string } }, old?: HTMLElement) {
    const element = L.DivIcon.prototype.createIcon.call(this, old);
    element.setAttribute('role', 'button');
    element.setAttribute('aria-label', this.options.name);
    element.title = this.options.name;
    return element;
  },
}) as unknown as new (options: L.DivIconOptions & { name: string }) => L.DivIcon;

/**
 * Overlapping pins drawn as one: named for what it holds ("8 clientes") and drawn unlike a plan's numbered stop, a
 * rounded square with a ring of dots, so its count never reads as a stop number.
 */
export const clusterIcon = (cluster: Pick<L.MarkerCluster, 'getChildCount'>): L.DivIcon => {
  const count = cluster.getChildCount();
  return new NamedDivIcon({
    className: 'pin-map-icon',
    html: `<span class="pin-map-cluster" aria-hidden="true">${count}</span>`,
    iconSize: [44, 44],
    iconAnchor: [22, 22],
    name: mapTexts.cluster(count),
  });
};

/**
 * The pins on Leaflet (docs/decisions/133): clustered where they overlap, tiles from the company's source when it
 * answers, and the city names drawn by us over a plain background so the map reads without any tile. Loaded only
 * when a map is opened (lazy-pin-map.tsx).
 */
const PinMap = ({ pins, tiles, onSelect, selectedId }: PinMapProps) => {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const markers = useRef(new Map<string, { marker: L.Marker; pin: MapPin }>());
  const selectedRef = useRef(selectedId);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, {
      zoomControl: false,
      attributionControl: false,
      minZoom: 3,
      maxZoom: 18,
    });
    L.control.zoom({ zoomInTitle: 'Aproximar', zoomOutTitle: 'Afastar' }).addTo(created);
    L.control.attribution({ prefix: false }).addTo(created);
    created.createPane('cityLabels').style.zIndex = '450';
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current || !tiles.tilesUrl) return;
    const layer = L.tileLayer(tiles.tilesUrl, {
      attribution: escapeHtml(tiles.attribution),
      maxZoom: 19,
      // The pages send no Referer; tile servers such as OpenStreetMap's ask for the site's origin.
      referrerPolicy: 'strict-origin-when-cross-origin',
    }).addTo(current);
    return () => {
      layer.remove();
    };
  }, [tiles.tilesUrl, tiles.attribution]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const cityLabels = cityLabelsOf(pins);
    const labels = L.layerGroup(
      cityLabels.map((label) =>
        L.marker([label.latitude, label.longitude], {
          pane: 'cityLabels',
          interactive: false,
          keyboard: false,
          icon: L.divIcon({
            className: 'pin-map-city-label',
            html: `<span>${escapeHtml(label.name)}</span>`,
            iconSize: [0, 0],
            iconAnchor: [0, -18],
          }),
        }),
      ),
    );
    // Many cities at a state's zoom would write over each other: their names come in as the rep zooms in.
    const showLabels = () => {
      if (cityLabels.length <= MAX_LABELS_ANY_ZOOM || current.getZoom() >= LABELS_ZOOM) labels.addTo(current);
      else labels.remove();
    };
    current.on('zoomend', showLabels);
    const clusters = L.markerClusterGroup({
      chunkedLoading: true,
      showCoverageOnHover: false,
      maxClusterRadius: 36,
      spiderfyOnMaxZoom: true,
      iconCreateFunction: clusterIcon,
    });
    markers.current.clear();
    clusters.addLayers(
      pins.map((pin) => {
        const marker = L.marker([pin.latitude, pin.longitude], {
          icon: pinIcon(pin, pin.id === selectedRef.current),
          title: pin.title,
          alt: pin.title,
          keyboard: true,
          riseOnHover: true,
        }).on('click', () => onSelectRef.current(pin.id));
        markers.current.set(pin.id, { marker, pin });
        return marker;
      }),
    );
    clusters.addTo(current);
    if (pins.length > 0) {
      const bounds = L.latLngBounds(pins.map((pin) => [pin.latitude, pin.longitude] as [number, number]));
      current.fitBounds(bounds, { padding: [32, 32], maxZoom: 15, animate: false });
    } else {
      // Brazil, when there is nothing to show.
      current.setView([-14.2, -51.9], 4);
    }
    showLabels();
    return () => {
      current.off('zoomend', showLabels);
      clusters.remove();
      labels.remove();
    };
  }, [pins]);

  // Choosing a pin redraws two icons, not the map: the view stays where the rep moved it.
  useEffect(() => {
    const previous = selectedRef.current;
    selectedRef.current = selectedId;
    for (const id of [previous, selectedId]) {
      const entry = id ? markers.current.get(id) : undefined;
      entry?.marker.setIcon(pinIcon(entry.pin, id === selectedId));
    }
  }, [selectedId]);

  return <div ref={container} className="pin-map-canvas" />;
};

export default PinMap;
