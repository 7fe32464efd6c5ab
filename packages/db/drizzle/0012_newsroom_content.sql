DROP INDEX "breaking_news_language_created_idx";--> statement-breakpoint
DROP INDEX "live_streams_language_idx";--> statement-breakpoint
ALTER TABLE "news_text_images" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_notifications" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "staff_author_id" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "rejection_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_text_images" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "breaking_news" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_spaces" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "ad_spaces" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_staff_author_id_staff_users_id_fk" FOREIGN KEY ("staff_author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_text_images" ADD CONSTRAINT "news_text_images_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_staff_author_idx" ON "news" USING btree ("staff_author_id");--> statement-breakpoint
CREATE INDEX "news_review_queue_idx" ON "news" USING btree ("created_at") WHERE "news"."status" = 0;--> statement-breakpoint
CREATE INDEX "news_text_images_staff_idx" ON "news_text_images" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "breaking_news_language_status_created_idx" ON "breaking_news" USING btree ("language_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_streams_language_status_idx" ON "live_streams" USING btree ("language_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "news_text_images" ADD CONSTRAINT "news_text_images_one_uploader" CHECK (("news_text_images"."user_id" is null) <> ("news_text_images"."staff_id" is null));