CREATE TABLE "news_stats" (
	"news_id" integer PRIMARY KEY NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"total_like" integer DEFAULT 0 NOT NULL,
	"total_dislike" integer DEFAULT 0 NOT NULL,
	"total_bookmark" integer DEFAULT 0 NOT NULL,
	"total_comment" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "news_language_views_idx";--> statement-breakpoint
DROP INDEX "news_language_likes_idx";--> statement-breakpoint
DROP INDEX "news_language_comments_idx";--> statement-breakpoint
DROP INDEX "news_language_bookmarks_idx";--> statement-breakpoint
ALTER TABLE "news_stats" ADD CONSTRAINT "news_stats_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_stats_views_idx" ON "news_stats" USING btree ("total_views" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_stats_likes_idx" ON "news_stats" USING btree ("total_like" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_stats_comments_idx" ON "news_stats" USING btree ("total_comment" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_stats_bookmarks_idx" ON "news_stats" USING btree ("total_bookmark" DESC NULLS LAST);--> statement-breakpoint
-- The counters move from the news rows to news_stats, unchanged.
INSERT INTO "news_stats" ("news_id", "total_views", "total_like", "total_dislike", "total_bookmark", "total_comment")
SELECT "id", "total_views", "total_like", "total_dislike", "total_bookmark", "total_comment" FROM "news";--> statement-breakpoint
-- Every news item has its counters row from the moment it exists, however it was inserted.
CREATE FUNCTION "news_stats_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "news_stats" ("news_id") VALUES (NEW."id");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "news_stats_row" AFTER INSERT ON "news" FOR EACH ROW EXECUTE FUNCTION "news_stats_row"();--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "total_views";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "total_like";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "total_dislike";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "total_bookmark";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "total_comment";