CREATE TABLE "language_labels" (
	"language_id" integer PRIMARY KEY NOT NULL,
	"labels" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_rtl" boolean DEFAULT false NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_categories" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "user_categories_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"firebase_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'email' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"fcm_id" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"role" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_firebase_id_unique" UNIQUE("firebase_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"category_name" text NOT NULL,
	"slug" text NOT NULL,
	"row_order" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keyword" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_name" text NOT NULL,
	"slug" text NOT NULL,
	"row_order" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"tag_name" text NOT NULL,
	"slug" text NOT NULL,
	"og_image" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keyword" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"user_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_news_id_pk" PRIMARY KEY("user_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"location_id" integer,
	"user_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT 'standard_post' NOT NULL,
	"content_value" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_till" date,
	"status" integer DEFAULT 1 NOT NULL,
	"schema_markup" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keyword" text DEFAULT '' NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"total_like" integer DEFAULT 0 NOT NULL,
	"total_dislike" integer DEFAULT 0 NOT NULL,
	"total_bookmark" integer DEFAULT 0 NOT NULL,
	"total_comment" integer DEFAULT 0 NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "news_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"other_image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_reactions" (
	"user_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"status" integer NOT NULL,
	CONSTRAINT "news_reactions_user_id_news_id_pk" PRIMARY KEY("user_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "news_tags" (
	"news_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "news_tags_news_id_tag_id_pk" PRIMARY KEY("news_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "news_views" (
	"news_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_views_news_id_viewer_pk" PRIMARY KEY("news_id","viewer")
);
--> statement-breakpoint
CREATE TABLE "comment_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"comment_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_reactions" (
	"user_id" integer NOT NULL,
	"comment_id" integer NOT NULL,
	"status" integer NOT NULL,
	CONSTRAINT "comment_reactions_user_id_comment_id_pk" PRIMARY KEY("user_id","comment_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"message" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"total_like" integer DEFAULT 0 NOT NULL,
	"total_dislike" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breaking_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT 'standard_post' NOT NULL,
	"content_value" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"schema_markup" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keyword" text DEFAULT '' NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breaking_news_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "breaking_news_views" (
	"breaking_news_id" integer NOT NULL,
	"viewer" text NOT NULL,
	CONSTRAINT "breaking_news_views_breaking_news_id_viewer_pk" PRIMARY KEY("breaking_news_id","viewer")
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keyword" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"page_type" text NOT NULL,
	"slug" text NOT NULL,
	"page_content" text DEFAULT '' NOT NULL,
	"page_icon" text DEFAULT '' NOT NULL,
	"og_image" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keyword" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"page_type" text NOT NULL,
	"og_image" text DEFAULT '' NOT NULL,
	"schema_markup" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keyword" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"ad_space" text NOT NULL,
	"featured_section_id" integer,
	"ad_image" text DEFAULT '' NOT NULL,
	"web_ad_image" text DEFAULT '' NOT NULL,
	"ad_url" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"news_type" text NOT NULL,
	"videos_type" text DEFAULT '' NOT NULL,
	"filter_type" text NOT NULL,
	"category_ids" text DEFAULT '' NOT NULL,
	"subcategory_ids" text DEFAULT '' NOT NULL,
	"news_ids" text DEFAULT '' NOT NULL,
	"style_web" text DEFAULT 'style_1' NOT NULL,
	"row_order" integer DEFAULT 0 NOT NULL,
	"is_based_on_user_choice" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"og_image" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keyword" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_sections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "device_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"language_id" integer NOT NULL,
	"user_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"category_id" integer,
	"subcategory_id" integer,
	"news_id" integer,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'default' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"news_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"row_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "language_labels" ADD CONSTRAINT "language_labels_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_categories" ADD CONSTRAINT "user_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_categories" ADD CONSTRAINT "user_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reactions" ADD CONSTRAINT "news_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reactions" ADD CONSTRAINT "news_reactions_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tags" ADD CONSTRAINT "news_tags_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tags" ADD CONSTRAINT "news_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_views" ADD CONSTRAINT "news_views_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_flags" ADD CONSTRAINT "comment_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_flags" ADD CONSTRAINT "comment_flags_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_flags" ADD CONSTRAINT "comment_flags_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaking_news" ADD CONSTRAINT "breaking_news_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaking_news_views" ADD CONSTRAINT "breaking_news_views_breaking_news_id_breaking_news_id_fk" FOREIGN KEY ("breaking_news_id") REFERENCES "public"."breaking_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_spaces" ADD CONSTRAINT "ad_spaces_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_spaces" ADD CONSTRAINT "ad_spaces_featured_section_id_featured_sections_id_fk" FOREIGN KEY ("featured_section_id") REFERENCES "public"."featured_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_sections" ADD CONSTRAINT "featured_sections_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_language_slug_idx" ON "categories" USING btree ("language_id","slug");--> statement-breakpoint
CREATE INDEX "categories_language_order_idx" ON "categories" USING btree ("language_id","row_order");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_language_slug_idx" ON "subcategories" USING btree ("language_id","slug");--> statement-breakpoint
CREATE INDEX "subcategories_category_idx" ON "subcategories" USING btree ("category_id","row_order");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_language_slug_idx" ON "tags" USING btree ("language_id","slug");--> statement-breakpoint
CREATE INDEX "bookmarks_user_created_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_language_published_idx" ON "news" USING btree ("language_id","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_category_published_idx" ON "news" USING btree ("category_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_subcategory_published_idx" ON "news" USING btree ("subcategory_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_user_idx" ON "news" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "news_location_idx" ON "news" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "news_language_views_idx" ON "news" USING btree ("language_id","total_views" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_language_likes_idx" ON "news" USING btree ("language_id","total_like" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_language_comments_idx" ON "news" USING btree ("language_id","total_comment" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_language_bookmarks_idx" ON "news" USING btree ("language_id","total_bookmark" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news" USING gin ("search");--> statement-breakpoint
CREATE INDEX "news_images_news_idx" ON "news_images" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "news_reactions_news_idx" ON "news_reactions" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "news_tags_tag_idx" ON "news_tags" USING btree ("tag_id","news_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comment_flags_user_comment_idx" ON "comment_flags" USING btree ("user_id","comment_id");--> statement-breakpoint
CREATE INDEX "comment_reactions_comment_idx" ON "comment_reactions" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "comments_news_created_idx" ON "comments" USING btree ("news_id","parent_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "breaking_news_language_created_idx" ON "breaking_news" USING btree ("language_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_streams_language_idx" ON "live_streams" USING btree ("language_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pages_language_slug_idx" ON "pages" USING btree ("language_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_pages_language_type_idx" ON "seo_pages" USING btree ("language_id","page_type");--> statement-breakpoint
CREATE INDEX "ad_spaces_language_idx" ON "ad_spaces" USING btree ("language_id","ad_space","status");--> statement-breakpoint
CREATE INDEX "featured_sections_language_order_idx" ON "featured_sections" USING btree ("language_id","status","row_order");--> statement-breakpoint
CREATE INDEX "device_tokens_language_idx" ON "device_tokens" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "notifications_language_sent_idx" ON "notifications" USING btree ("language_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_notifications_user_created_idx" ON "user_notifications" USING btree ("user_id","created_at" DESC NULLS LAST);