CREATE TABLE "daily_views" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_views_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "news_daily_views" (
	"day" date NOT NULL,
	"news_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_daily_views_day_news_id_pk" PRIMARY KEY("day","news_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "comment_banned_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "push_notification_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "radius_km" double precision;--> statement-breakpoint
ALTER TABLE "news_daily_views" ADD CONSTRAINT "news_daily_views_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_daily_views_news_idx" ON "news_daily_views" USING btree ("news_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_push_notification_id_push_notifications_id_fk" FOREIGN KEY ("push_notification_id") REFERENCES "public"."push_notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comment_flags_comment_idx" ON "comment_flags" USING btree ("comment_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comments_waiting_idx" ON "comments" USING btree ("created_at") WHERE "comments"."status" = 2;--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("scheduled_at") WHERE "notifications"."push_notification_id" is null and "notifications"."scheduled_at" is not null;