CREATE TABLE "geocode_cache" (
	"query_key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"result" jsonb NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
