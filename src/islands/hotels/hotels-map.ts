import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

export type HotelPin = { id: number; name: string; lat: number; lon: number; price: string };

/**
 * The map of a page of hotels: one price pin per hotel, each opening a popup that links to the hotel. Loaded only
 * through import() when the map scrolls into view, so Leaflet costs the list page nothing up front.
 */
export function showHotelsMap(el: HTMLElement, pins: HotelPin[], openLabel: string): () => void {
  const map = L.map(el, { scrollWheelZoom: false, keyboard: true });
  L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  }).addTo(map);
  const points: L.LatLngTuple[] = [];
  for (const pin of pins) {
    const html = document.createElement('span');
    html.className = 'hm-pin';
    html.textContent = pin.price;
    const icon = L.divIcon({ className: 'hm-marker', html, iconSize: undefined, iconAnchor: [0, 0] });
    const popup = document.createElement('div');
    const name = document.createElement('strong');
    name.textContent = pin.name;
    const link = document.createElement('a');
    link.href = `/hotels/${pin.id}`;
    link.textContent = openLabel;
    popup.append(name, document.createElement('br'), link);
    L.marker([pin.lat, pin.lon], { icon, title: pin.name, alt: pin.name, keyboard: true }).bindPopup(popup).addTo(map);
    points.push([pin.lat, pin.lon]);
  }
  if (points.length === 1) map.setView(points[0]!, 14);
  else map.fitBounds(L.latLngBounds(points), { padding: [36, 36], maxZoom: 15 });
  return () => map.remove();
}
