import { z } from '@hono/zod-openapi';

/** The contact form's own "basic pattern" (spec 002 section 5). */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CONTACT_MESSAGE_MAX = 5000;

const required = (message: string) =>
  z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? message : 'Please send text.') }).trim().min(1, { error: message, abort: true });

export const contactBody = z
  .object({
    name: required('Name is required.').max(100, 'The name may not be greater than 100 characters.'),
    email: required('Email is required.').max(254, 'Please enter a valid email address.').regex(CONTACT_EMAIL_PATTERN, 'Please enter a valid email address.'),
    message: required('Message is required.').max(CONTACT_MESSAGE_MAX, `The message may not be greater than ${CONTACT_MESSAGE_MAX} characters.`),
  })
  .openapi('ContactMessage');

export const contactAnswer = z.object({ id: z.number().int(), delivered: z.boolean() });

/** The Support page's 'Ask a question' (spec 001 §5: the message is required); the sender is the signed-in member. */
export const questionBody = z
  .object({
    message: required('Please write your question.').max(CONTACT_MESSAGE_MAX, `The question may not be greater than ${CONTACT_MESSAGE_MAX} characters.`),
  })
  .openapi('SupportQuestion');
