CREATE TABLE "one_time_codes" (
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_user_id_purpose_pk" PRIMARY KEY("user_id","purpose")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Reset codes in flight at the upgrade keep working (they expire within 10 minutes anyway).
INSERT INTO "one_time_codes" ("user_id", "purpose", "code_hash", "attempts", "expires_at", "created_at")
SELECT "user_id", 'password-reset', "code_hash", "attempts", "expires_at", "created_at" FROM "password_reset_codes";--> statement-breakpoint
DROP TABLE "password_reset_codes" CASCADE;--> statement-breakpoint
-- A mobile number of only trunk zeros was stored as the bare country code and blocked everyone
-- else who typed zeros; such numbers are not numbers: forget them.
UPDATE "users" SET "mobile_number" = NULL, "country_code" = NULL, "mobile_e164" = NULL WHERE "mobile_e164" = "country_code";
