-- Unlogged: counts of a minute or an hour need no crash safety and no replica, and writing no
-- WAL keeps a limited request (every post) cheap. A crash empties the table: limits start over.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");