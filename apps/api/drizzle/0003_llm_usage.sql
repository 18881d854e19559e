CREATE TABLE "llm_usage" (
	"day" text NOT NULL,
	"subject" text NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "llm_usage_day_subject_pk" PRIMARY KEY("day","subject")
);
