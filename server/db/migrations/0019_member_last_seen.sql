-- When a member's last socket went away: the chat's status text says 'Last seen …' while they are offline.
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;