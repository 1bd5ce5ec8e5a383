-- The language detected in a member's text when it was sent: clients offer the translate action only for text of at
-- least 10 characters in a language other than English (spec 002 §4), without asking the server per message.
ALTER TABLE "messages" ADD COLUMN "language" text;