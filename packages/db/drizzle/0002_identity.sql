CREATE TABLE "identity_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"email" text,
	"email_verified_at" timestamp with time zone,
	"phone" text,
	"password_hash" text,
	"name" text DEFAULT '' NOT NULL,
	"tokens_valid_after" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_accounts_uid_unique" UNIQUE("uid"),
	CONSTRAINT "identity_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "identity_accounts_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "identity_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"pending_password_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"alg" text DEFAULT 'ES256' NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_keys_kid_unique" UNIQUE("kid")
);
--> statement-breakpoint
CREATE TABLE "identity_provider_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_provider_links_subject_key" UNIQUE("issuer","subject")
);
--> statement-breakpoint
ALTER TABLE "identity_codes" ADD CONSTRAINT "identity_codes_account_id_identity_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."identity_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_provider_links" ADD CONSTRAINT "identity_provider_links_account_id_identity_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."identity_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_codes_hash_idx" ON "identity_codes" USING btree ("purpose","code_hash");--> statement-breakpoint
CREATE INDEX "identity_codes_target_idx" ON "identity_codes" USING btree ("purpose","target");--> statement-breakpoint
CREATE INDEX "identity_codes_account_idx" ON "identity_codes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "identity_codes_expiry_idx" ON "identity_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_provider_links_account_idx" ON "identity_provider_links" USING btree ("account_id");