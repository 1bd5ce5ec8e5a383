import { apiCall } from './client.ts';

/** What the built-in test checkout asks the payer to pay (GET /test-checkout/{sessionId}). */
export type TestCheckoutDetails = {
  session_id: string;
  status: 'pending' | 'paid' | 'cancelled' | 'expired';
  purpose: 'promotion' | 'order';
  description: string;
  amount: string;
  currency: string;
  success_url: string;
  cancel_url: string;
};

/** GET /test-checkout/{sessionId}: the signed-in payer's own checkout only (404 CHECKOUT_NOT_FOUND otherwise). */
export async function getTestCheckout(sessionId: string): Promise<TestCheckoutDetails> {
  return (await apiCall<TestCheckoutDetails>(`/test-checkout/${encodeURIComponent(sessionId)}`)).data;
}

/** POST /test-checkout/{sessionId}/{pay|cancel}: answers the return page to go to (409 CHECKOUT_FINISHED when done). */
export async function finishTestCheckout(sessionId: string, outcome: 'pay' | 'cancel'): Promise<string> {
  return (await apiCall<{ redirect_url: string }>(`/test-checkout/${encodeURIComponent(sessionId)}/${outcome}`, { method: 'POST' })).data.redirect_url;
}
