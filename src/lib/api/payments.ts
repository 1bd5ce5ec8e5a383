import { apiCall, type ApiSchema } from './client.ts';

/** What the built-in test checkout asks the payer to pay (GET /test-checkout/{sessionId}). */
export type TestCheckoutDetails = ApiSchema<'TestCheckout'>;

/** GET /test-checkout/{sessionId}: the signed-in payer's own checkout only (404 CHECKOUT_NOT_FOUND otherwise). */
export async function getTestCheckout(sessionId: string): Promise<TestCheckoutDetails> {
  return (await apiCall('GET /test-checkout/{sessionId}', { params: { sessionId } })).data;
}

/** POST /test-checkout/{sessionId}/{pay|cancel}: answers the return page to go to (409 CHECKOUT_FINISHED when done). */
export async function finishTestCheckout(sessionId: string, outcome: 'pay' | 'cancel'): Promise<string> {
  return (await apiCall('POST /test-checkout/{sessionId}/{outcome}', { params: { sessionId, outcome } })).data.redirect_url;
}
