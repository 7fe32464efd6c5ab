ALTER TABLE "user_notifications" ADD COLUMN "comment_id" integer;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Readers saw the notifications filed before this change as the plain list they were: counting them as unread would greet everyone with a badge of old news.
UPDATE "user_notifications" SET "read_at" = "created_at";
