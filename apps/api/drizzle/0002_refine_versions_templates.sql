CREATE TABLE "history_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"model" text NOT NULL,
	"number" integer NOT NULL,
	"optimized_prompt" text NOT NULL,
	"engine" text NOT NULL,
	"provider" text,
	"chips" jsonb NOT NULL,
	"instruction" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"use" text NOT NULL,
	"agents" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "history_versions" ADD CONSTRAINT "history_versions_entry_id_history_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."history_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_templates" ADD CONSTRAINT "user_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "history_versions_entry_model_number_key" ON "history_versions" USING btree ("entry_id","model","number");--> statement-breakpoint
CREATE INDEX "user_templates_user_created_idx" ON "user_templates" USING btree ("user_id","created_at");