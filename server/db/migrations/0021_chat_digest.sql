-- The offline chat e-mail digest: each member's setting and mail language, and per chat member when it was last mailed and up to which message.
ALTER TABLE "users" ADD COLUMN "chat_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "mailed_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written below
-- Messages sent before the digest existed are not mailed: only what arrives from now on.
UPDATE "chat_members" SET "mailed_seq" = "chats"."last_seq" FROM "chats" WHERE "chats"."id" = "chat_members"."chat_id";
