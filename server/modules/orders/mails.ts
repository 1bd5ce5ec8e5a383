import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.ts';
import type { Deps } from '../../platform/deps.ts';
import { orderMailTexts, type OrderStepMailed } from './mail-texts.ts';

/**
 * Tells the buyer that a shop moved their sub-order (shipped, delivered, cancelled), in their language, unless they
 * turned order e-mails off (users.order_mails, the account settings) or their account is gone. A mail that cannot
 * be sent is logged: the move itself stands.
 */
export async function mailOrderStep(deps: Pick<Deps, 'db' | 'mail' | 'config' | 'log'>, orderId: number, step: OrderStepMailed): Promise<void> {
  const [to] = await rows<{ email: string; language: string | null; shop: string; number: string; master_id: number }>(
    deps.db,
    sql`select u.email, u.language, s.name as shop, m.master_order_number as number, m.id as master_id
      from orders o join master_orders m on m.id = o.master_order_id join users u on u.id = o.customer_id join shops s on s.id = o.shop_id
      where o.id = ${orderId} and u.order_mails and u.deleted_at is null`,
  );
  if (!to) return;
  const t = orderMailTexts(to.language);
  const site = deps.config.APP_URL.replace(/\/$/, '');
  try {
    await deps.mail.send({
      to: to.email,
      subject: t.subject[step](to.number),
      text: [t.body[step](to.shop, to.number), '', `${t.open} ${site}/order-details/${to.master_id}`, '', `${t.why} ${site}/user-account`, ''].join('\n'),
    });
  } catch (err) {
    deps.log.error(`order ${orderId}: the ${step} e-mail to the buyer could not be sent`, err);
  }
}
