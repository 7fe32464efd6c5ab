CREATE TABLE "survey_answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"option_text" text NOT NULL,
	"row_order" integer DEFAULT 0 NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_options_id_question_key" UNIQUE("id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"question" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_option_fk" FOREIGN KEY ("option_id","question_id") REFERENCES "public"."survey_options"("id","question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answers_option_idx" ON "survey_answers" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "survey_options_question_idx" ON "survey_options" USING btree ("question_id","row_order");--> statement-breakpoint
CREATE INDEX "survey_questions_language_idx" ON "survey_questions" USING btree ("language_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Every answer added, removed (a deleted reader, a cascade) or changed counts on its option, so an
-- option's counter is always the number of answers choosing it, whoever writes them. Counted once
-- per statement from its transition tables: a row trigger rewrote the same option row once per
-- answer, and importing 100,000 answers in one statement took 140 s on the embedded database
-- (4 s counted per statement).
CREATE FUNCTION "survey_option_counter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "survey_options" AS o SET "counter" = greatest(o."counter" - d."answers", 0)
    FROM (SELECT "option_id", count(*)::int AS "answers" FROM "old_answers" GROUP BY "option_id") AS d
    WHERE o."id" = d."option_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "survey_options" AS o SET "counter" = o."counter" + d."answers"
    FROM (SELECT "option_id", count(*)::int AS "answers" FROM "new_answers" GROUP BY "option_id") AS d
    WHERE o."id" = d."option_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "survey_option_counter_insert" AFTER INSERT ON "survey_answers"
REFERENCING NEW TABLE AS "new_answers" FOR EACH STATEMENT EXECUTE FUNCTION "survey_option_counter"();--> statement-breakpoint
CREATE TRIGGER "survey_option_counter_delete" AFTER DELETE ON "survey_answers"
REFERENCING OLD TABLE AS "old_answers" FOR EACH STATEMENT EXECUTE FUNCTION "survey_option_counter"();--> statement-breakpoint
CREATE TRIGGER "survey_option_counter_update" AFTER UPDATE ON "survey_answers"
REFERENCING OLD TABLE AS "old_answers" NEW TABLE AS "new_answers" FOR EACH STATEMENT EXECUTE FUNCTION "survey_option_counter"();
