import { apiCall, type ApiBody } from './client.ts';

/** Messages and complaints (spec 001 'Contact us', 'Message the seller', 'Complain'). */

/** POST /contact: the Contact Us form. */
export function sendContactMessage(body: ApiBody<'POST /contact'>) {
  return apiCall('POST /contact', { body });
}

/** POST /send-message: a message to a member, optionally about an ad. */
export function sendMessage(body: ApiBody<'POST /send-message'>) {
  return apiCall('POST /send-message', { body });
}

/** GET /question-topic-list: the topics a complaint is filed under, named in the page's language. */
export function complaintTopics(lang: string) {
  return apiCall('GET /question-topic-list', { query: { lang } });
}

/** POST /complaint/create: a complaint about an ad, a member, a shop or a feed. */
export function fileComplaint(body: ApiBody<'POST /complaint/create'>) {
  return apiCall('POST /complaint/create', { body });
}

/** POST /support/question: the Support page's 'Ask a question', sent as the signed-in member. */
export function askQuestion(message: string) {
  return apiCall('POST /support/question', { body: { message } });
}
