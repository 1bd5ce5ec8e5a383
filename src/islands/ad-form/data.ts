import { useEffect, useRef, useState } from 'react';
import type { ApiSchema } from '../../lib/api/client.ts';
import { postableCompanies } from '../../lib/api/companies.ts';
import { countryCurrency } from '../../lib/api/lookups.ts';
import { reversePlace } from '../../lib/api/places.ts';
import { promotionOptions } from '../../lib/api/promotions.ts';
import { loadCurrencies, type Currency } from '../../lib/api/shop-requests.ts';
import type { AdForm } from '../../lib/create-ad.ts';
import type { PickedPlace } from '../location/LocationPicker.tsx';

/** Reference data and calls shared by Create Ad and Edit Ad. */

export type { Currency };
export type Company = { id: number; name: string };
export type CompaniesState = { status: 'loading' } | { status: 'ready'; items: Company[] } | { status: 'error' };
export type PromotionOption = ApiSchema<'PromotionOption'>;

/** GET /currencies and GET /promotion-options (options in id order: Regular, Urgent, Top Page). */
export function useAdReference() {
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  const [options, setOptions] = useState<PromotionOption[] | null>(null);
  const [optionsError, setOptionsError] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    loadCurrencies(ctrl.signal)
      .then(setCurrencies)
      .catch(() => undefined);
    promotionOptions({ signal: ctrl.signal })
      .then((res) => setOptions([...res.data].sort((a, b) => a.id - b.id)))
      .catch(() => {
        if (!ctrl.signal.aborted) setOptionsError(true);
      });
    return () => ctrl.abort();
  }, []);
  return { currencies, options, optionsError };
}

/**
 * The companies the user may post company ads for right now (spec 001 'selectable companies are those with an active
 * subscription'): owned and moderated ones that are approved, whose subscription runs and that have ads left
 * (common/company.ts), loaded once `enabled` (company ads only).
 */
export function useMyCompanies(enabled: boolean): CompaniesState {
  const [state, setState] = useState<CompaniesState>({ status: 'loading' });
  const wanted = enabled && state.status === 'loading';
  useEffect(() => {
    if (!wanted) return;
    postableCompanies()
      .then((list) => setState({ status: 'ready', items: list.map((c) => ({ id: c.id, name: c.name })) }))
      .catch(() => setState({ status: 'error' }));
  }, [wanted]);
  return state;
}

/** The currency of a point's country (spec 000: a country-to-currency lookup guesses the ad currency), or null. */
export async function guessCurrencyId(lat: number, lng: number, currencies: Currency[], signal: AbortSignal): Promise<number | null> {
  try {
    const place = await reversePlace(lat, lng, { signal });
    const iso = place.data.result?.country_iso2;
    if (!iso) return null;
    const res = await countryCurrency(iso, { signal });
    const cur = res.data.currency;
    return cur.id ?? currencies.find((c) => c.code === cur.code)?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * A place picked on the map becomes the ad location; the currency then follows the place's country (spec 000:
 * 'Default currency chosen from location') until the user chooses a currency on the page.
 */
export function useLocationPick(currencies: Currency[], patch: (values: Partial<AdForm>) => void) {
  const currencyChosen = useRef(false);
  const guessing = useRef<AbortController | null>(null);
  const pick = (place: PickedPlace) => {
    patch({ location: place.label, lat: place.lat, lng: place.lng });
    if (currencyChosen.current) return;
    guessing.current?.abort();
    const ctrl = new AbortController();
    guessing.current = ctrl;
    void guessCurrencyId(place.lat, place.lng, currencies, ctrl.signal).then((id) => {
      if (id !== null && !currencyChosen.current && !ctrl.signal.aborted) patch({ currencyId: id });
    });
  };
  return {
    pick,
    onCurrencyPicked: () => {
      currencyChosen.current = true;
    },
  };
}
