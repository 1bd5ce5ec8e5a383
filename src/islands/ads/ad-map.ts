import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** The read-only map of an ad's location. Loaded only through import() when the map scrolls into view. */
export function showAdMap(el: HTMLElement, lat: number, lng: number, title: string): () => void {
  const map = L.map(el, { center: [lat, lng], zoom: 13, scrollWheelZoom: false, keyboard: true });
  L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  }).addTo(map);
  const icon = L.divIcon({ className: 'ad-map-marker', html: '<span class="ad-map-pin"></span>', iconSize: [30, 40], iconAnchor: [15, 40] });
  L.marker([lat, lng], { icon, title, alt: title, keyboard: false }).addTo(map);
  return () => map.remove();
}
