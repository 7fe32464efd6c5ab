ALTER TABLE "news_stats" ADD COLUMN "comment_threads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counted once from the comments there are.
UPDATE "news_stats" AS s SET "comment_threads" = c."threads"
FROM (SELECT "news_id", count(*)::int AS "threads" FROM "comments" WHERE "parent_id" IS NULL AND "status" = 1 GROUP BY "news_id") AS c
WHERE c."news_id" = s."news_id";--> statement-breakpoint
-- From now on every insert, delete (cascades included) and change of a comment moves the count
-- of the news item it belongs to, whoever makes it.
CREATE FUNCTION "comment_threads_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."parent_id" IS NULL AND OLD."status" = 1 THEN
    UPDATE "news_stats" SET "comment_threads" = greatest("comment_threads" - 1, 0) WHERE "news_id" = OLD."news_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."parent_id" IS NULL AND NEW."status" = 1 THEN
    UPDATE "news_stats" SET "comment_threads" = "comment_threads" + 1 WHERE "news_id" = NEW."news_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "comment_threads_count" AFTER INSERT OR DELETE OR UPDATE OF "parent_id", "status", "news_id" ON "comments"
FOR EACH ROW EXECUTE FUNCTION "comment_threads_count"();
