-- The origin's own shipping activities carry their code (server/modules/orders/activities.ts) so pages translate
-- them; the rows written before get it from their text, which was always exactly the code's English text.
ALTER TABLE "shipping_activities" ADD COLUMN "code" text;
--> statement-breakpoint
UPDATE shipping_activities SET code = CASE description
  WHEN 'Order placed' THEN 'ORDER_PLACED'
  WHEN 'Order placed, awaiting payment' THEN 'ORDER_PLACED_AWAITING_PAYMENT'
  WHEN 'Processing' THEN 'ORDER_PROCESSING'
  WHEN 'Payment received' THEN 'PAYMENT_RECEIVED'
  WHEN 'Payment not completed' THEN 'PAYMENT_NOT_COMPLETED'
  WHEN 'Your order is being prepared.' THEN 'ORDER_PREPARED'
  WHEN 'Your order has been shipped.' THEN 'ORDER_SHIPPED'
  WHEN 'Your order has been delivered.' THEN 'ORDER_DELIVERED'
  WHEN 'Your order has been cancelled by the seller.' THEN 'ORDER_CANCELLED_BY_SELLER'
END;
