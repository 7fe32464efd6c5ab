ALTER TABLE "subcategories" ADD COLUMN "meta_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "meta_keyword" text DEFAULT '' NOT NULL;