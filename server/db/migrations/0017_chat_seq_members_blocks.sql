-- Chat that loses nothing and scales (issue 12): every message gets its chat's sequence number (unique per chat,
-- taken from chats.last_seq under the chat row's lock, so concurrent sends never share or skip one), which clients use
-- to page and to backfill after a reconnect. Read state becomes one watermark per participant and chat
-- (chat_members.last_read_seq) instead of read_at on every message; chat_members also keeps "deleted for me"
-- (cleared_seq). user_blocks stores blocks. chats.kind tells a one-to-one chat from an AI assistant session
-- (user2_id null, title and metadata of chat/start). Existing rows are numbered and their read state carried over.
CREATE TABLE "chat_members" (
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	"cleared_seq" integer,
	CONSTRAINT "chat_members_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
DROP INDEX "messages_chat_idx";--> statement-breakpoint
DROP INDEX "messages_unread_idx";--> statement-breakpoint
DROP INDEX "chats_pair_key";--> statement-breakpoint
ALTER TABLE "chats" ALTER COLUMN "user2_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "receiver_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "kind" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "metadata" jsonb;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" integer;--> statement-breakpoint
UPDATE "messages" m SET "seq" = n.seq FROM (SELECT "id", row_number() OVER (PARTITION BY "chat_id" ORDER BY "created_at", "id") AS seq FROM "messages") n WHERE n."id" = m."id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
UPDATE "chats" c SET "last_seq" = coalesce((SELECT max("seq") FROM "messages" m WHERE m."chat_id" = c."id"), 0);--> statement-breakpoint
INSERT INTO "chat_members" ("chat_id", "user_id", "last_read_seq")
  SELECT c."id", u."id", coalesce((SELECT min(m."seq") - 1 FROM "messages" m WHERE m."chat_id" = c."id" AND m."receiver_id" = u."id" AND m."read_at" IS NULL), c."last_seq")
  FROM "chats" c JOIN "users" u ON u."id" IN (c."user1_id", c."user2_id");--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_chat_seq_key" ON "messages" USING btree ("chat_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_pair_key" ON "chats" USING btree ("user1_id","user2_id") WHERE "chats"."kind" = 'user';--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "read_at";