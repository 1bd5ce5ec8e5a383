import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/**
 * The Leaflet map of the location picker. This module (Leaflet and its CSS included) is only ever loaded with a
 * dynamic import() when the map modal opens, so pages do not pay for it up front.
 */

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export type MapController = {
  /** Moves the marker (and radius circle); `centre` brings the map to it, otherwise it is only panned into view. */
  setPoint: (lat: number, lng: number, centre: boolean) => void;
  setRadius: (meters: number) => void;
  centre: () => { lat: number; lng: number };
  destroy: () => void;
};

export type MapOptions = {
  lat: number;
  lng: number;
  zoom: number;
  radiusMeters: number;
  markerTitle: string;
  /** A point chosen on the map: the marker was dragged there or the map was clicked. */
  onPick: (lat: number, lng: number) => void;
};

export function createMap(el: HTMLElement, o: MapOptions): MapController {
  const map = L.map(el, { center: [o.lat, o.lng], zoom: o.zoom, keyboard: true, worldCopyJump: true });
  L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);

  // A CSS marker: no image URLs to resolve (Leaflet's default icon paths break under bundlers).
  const icon = L.divIcon({ className: 'lp-marker', html: '<span class="lp-marker-pin"></span>', iconSize: [30, 40], iconAnchor: [15, 40] });
  const marker = L.marker([o.lat, o.lng], { draggable: true, autoPan: true, keyboard: true, icon, title: o.markerTitle, alt: o.markerTitle }).addTo(map);
  const circle = L.circle([o.lat, o.lng], { radius: o.radiusMeters, className: 'lp-radius', weight: 2, fillOpacity: 0.08, interactive: false }).addTo(map);

  const place = (ll: L.LatLng) => {
    marker.setLatLng(ll);
    circle.setLatLng(ll);
  };
  marker.on('drag', () => circle.setLatLng(marker.getLatLng()));
  marker.on('dragend', () => {
    const ll = marker.getLatLng().wrap();
    o.onPick(ll.lat, ll.lng);
  });
  map.on('click', (e: L.LeafletMouseEvent) => {
    place(e.latlng);
    const ll = e.latlng.wrap();
    o.onPick(ll.lat, ll.lng);
  });

  // The dialog may still be laying out when the map is created, and it resizes with the window.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(el);

  return {
    setPoint(lat, lng, centre) {
      const ll = L.latLng(lat, lng);
      place(ll);
      if (centre) map.setView(ll, map.getZoom());
      else if (!map.getBounds().contains(ll)) map.panTo(ll);
    },
    setRadius(meters) {
      circle.setRadius(meters);
      if (meters > 0 && !map.getBounds().contains(circle.getBounds())) map.fitBounds(circle.getBounds(), { padding: [12, 12] });
    },
    centre() {
      const c = map.getCenter().wrap();
      return { lat: c.lat, lng: c.lng };
    },
    destroy() {
      resize.disconnect();
      map.remove();
    },
  };
}
