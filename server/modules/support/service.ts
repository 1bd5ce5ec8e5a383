import { eq, sql } from 'drizzle-orm';
import { contactMessages, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';

export type ContactInput = { name: string; email: string; message: string; userId?: number | undefined };
type Kind = (typeof contactMessages.$inferInsert)['kind'] & string;

/** Subject lines carry no line breaks or runs of spaces, whatever the sender typed as a name. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

const SUBJECT: Record<Kind, string> = { contact: 'Contact form', question: 'Support question' };

/**
 * Keeps the message first, then mails the support inbox with Reply-To set to the sender.
 * A failed delivery leaves the row undelivered (delivered_at null) for a later retry and is logged; the sender still gets a success.
 */
export async function submitContact(deps: Deps, input: ContactInput, kind: Kind = 'contact') {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ kind, name: input.name, email: input.email, message: input.message, userId: input.userId ?? null })
    .returning({ id: contactMessages.id });
  const id = row!.id;
  const name = oneLine(input.name);
  try {
    await deps.mail.send({
      to: deps.config.SUPPORT_EMAIL,
      replyTo: input.email,
      subject: `${SUBJECT[kind]}: ${name}`,
      text:
        `From: ${name} <${input.email}>\n` +
        (input.userId ? `Account: user #${input.userId}\n` : 'Account: not signed in\n') +
        `Message #${id}:\n\n${input.message}\n`,
    });
  } catch (err) {
    deps.log.error(`contact message #${id} could not be mailed to ${deps.config.SUPPORT_EMAIL}`, err);
    return { id, delivered: false };
  }
  await deps.db.update(contactMessages).set({ deliveredAt: sql`now()` }).where(eq(contactMessages.id, id));
  return { id, delivered: true };
}

/**
 * 'Ask a question' on the Support page: the same pipeline as Contact Us, sent as the signed-in member (their name and
 * account e-mail, so support answers them there).
 */
export async function askQuestion(deps: Deps, userId: number, message: string) {
  const [me] = await deps.db.select({ name: users.name, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId));
  if (!me?.email) throw notFound('User not found.', 'USER_NOT_FOUND');
  const name = [me.name, me.lastName].filter(Boolean).join(' ');
  return submitContact(deps, { name, email: me.email, message, userId }, 'question');
}
