import { apiCall, type ApiSchema } from './client.ts';

/** Company subscriptions: the plans, a company's subscription for its owner, buying and managing one. */

export type SubscriptionPlan = ApiSchema<'SubscriptionPlan'>;
export type CompanySubscriptionState = ApiSchema<'CompanySubscriptionState'>;
export type SubscriptionSession = ApiSchema<'SubscriptionSession'>;

/** GET /subscription-plans: the plans on offer, in their order. */
export async function subscriptionPlans(opts: { baseUrl?: string; signal?: AbortSignal } = {}): Promise<SubscriptionPlan[]> {
  return (await apiCall('GET /subscription-plans', { auth: false, ...opts })).data;
}

/** GET /company/{id}/subscription: the owner's view (403 NOT_COMPANY_OWNER for anyone else). */
export async function companySubscription(id: number): Promise<CompanySubscriptionState> {
  return (await apiCall('GET /company/{id}/subscription', { params: { id } })).data;
}

/** POST /company/{id}/subscription/checkout: where to pay for the plan. */
export async function subscriptionCheckout(id: number, planId: number): Promise<string> {
  return (await apiCall('POST /company/{id}/subscription/checkout', { params: { id }, body: { plan_id: planId } })).data.url;
}

/** POST /company/{id}/subscription/portal: the payment provider's customer portal (cancel, card changes). */
export async function subscriptionPortal(id: number): Promise<string> {
  return (await apiCall('POST /company/{id}/subscription/portal', { params: { id } })).data.url;
}

/** POST /company/{id}/subscription/cancel: the test checkout's cancel at the period end; answers the new state. */
export async function cancelTestSubscription(id: number): Promise<CompanySubscriptionState> {
  return (await apiCall('POST /company/{id}/subscription/cancel', { params: { id } })).data;
}

/** GET /subscription/session/{sessionId}: the owner's own subscription checkout, for /subscription/success. */
export async function subscriptionSession(sessionId: string): Promise<SubscriptionSession> {
  return (await apiCall('GET /subscription/session/{sessionId}', { params: { sessionId } })).data;
}

/** The plan's name in the reader's language (English when a locale lacks it). */
export const planName = (plan: SubscriptionPlan, locale: string) => plan.translations.name[locale] ?? plan.name;
export const planDescription = (plan: SubscriptionPlan, locale: string) => plan.translations.description[locale] ?? plan.description;
