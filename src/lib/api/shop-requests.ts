import { apiCall, type ApiSchema } from './client.ts';

/** Request Shop (spec 002 §2.13, §3 'Shop request', §5, §7 'Shop request and lookups'). The map point only fills the location text. */
export type Country = ApiSchema<'Country'>;
export type Currency = ApiSchema<'Currency'>;

export type ShopRequestForm = {
  name: string;
  user_name: string;
  email: string;
  phone: string;
  country_id: string;
  city: string;
  currency_id: string;
  location: string;
  lat: number | null;
  lng: number | null;
};

export const emptyShopRequest = (): ShopRequestForm => ({ name: '', user_name: '', email: '', phone: '', country_id: '', city: '', currency_id: '', location: '', lat: null, lng: null });

export type ShopRequestField = 'name' | 'user_name' | 'email' | 'phone' | 'country_id' | 'city' | 'currency_id' | 'location' | 'logo';

/** The checks of spec 002 §5, on trimmed values, in the form's order; values are message keys of `shopRequest`. */
export function validateShopRequest(f: ShopRequestForm): Partial<Record<ShopRequestField, string>> {
  const errors: Partial<Record<ShopRequestField, string>> = {};
  if (!f.name.trim()) errors.name = 'errors.name';
  if (!f.user_name.trim()) errors.user_name = 'errors.userName';
  if (!f.email.trim()) errors.email = 'errors.email';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) errors.email = 'errors.emailInvalid';
  if (!f.phone.trim()) errors.phone = 'errors.phone';
  if (!f.country_id.trim()) errors.country_id = 'errors.country';
  // The city field shows only once a country is chosen; its error then.
  else if (!f.city.trim()) errors.city = 'errors.city';
  if (!f.currency_id.trim()) errors.currency_id = 'errors.currency';
  if (!f.location.trim()) errors.location = 'errors.location';
  return errors;
}

/** Logo: optional, images only. */
export const isImageFile = (f: { type: string }) => f.type.startsWith('image/');

export function requestBody(f: ShopRequestForm, logo: File | null): FormData {
  const body = new FormData();
  body.append('name', f.name.trim());
  body.append('user_name', f.user_name.trim());
  body.append('email', f.email.trim());
  body.append('phone', f.phone.trim());
  body.append('country_id', f.country_id.trim());
  body.append('city', f.city.trim());
  body.append('currency_id', f.currency_id.trim());
  body.append('location', f.location.trim());
  if (logo) body.append('logo', logo);
  return body;
}

export const submitShopRequest = (f: ShopRequestForm, logo: File | null) => apiCall('POST /request-shops', { body: requestBody(f, logo) });

export const loadCountries = () => apiCall('GET /countries', { auth: false }).then((r) => (Array.isArray(r.data?.data) ? r.data.data : []));
export const loadCurrencies = (signal?: AbortSignal) => apiCall('GET /currencies', { auth: false, ...(signal ? { signal } : {}) }).then((r) => (Array.isArray(r.data?.data) ? r.data.data : []));
/** Cities by the country's name (spec 002 §7: query 'country' is the name). */
export const loadCities = (country: string, signal?: AbortSignal) =>
  apiCall('GET /cities', { auth: false, query: { country }, ...(signal ? { signal } : {}) }).then((r) => (Array.isArray(r.data?.data) ? r.data.data : []));

/** Server field names → form fields, so a 422's field errors land under the right input. */
export const SERVER_FIELDS: Record<string, ShopRequestField> = {
  name: 'name',
  user_name: 'user_name',
  email: 'email',
  phone: 'phone',
  country_id: 'country_id',
  city: 'city',
  currency_id: 'currency_id',
  location: 'location',
  logo: 'logo',
};
