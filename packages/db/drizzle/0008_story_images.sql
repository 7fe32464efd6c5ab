CREATE TABLE "news_text_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"news_id" integer,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_text_images_path_unique" UNIQUE("path")
);
--> statement-breakpoint
DROP INDEX "news_images_news_idx";--> statement-breakpoint
ALTER TABLE "news_images" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_text_images" ADD CONSTRAINT "news_text_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_text_images" ADD CONSTRAINT "news_text_images_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_text_images_news_idx" ON "news_text_images" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "news_text_images_user_idx" ON "news_text_images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "news_images_news_idx" ON "news_images" USING btree ("news_id","position");