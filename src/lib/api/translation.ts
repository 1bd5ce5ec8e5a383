import { apiCall } from './client.ts';

/** POST /translate-message: a chat message in English, with the language it was written in. */
export function translateMessage(text: string) {
  return apiCall('POST /translate-message', { body: { text } });
}
