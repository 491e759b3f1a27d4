CREATE TABLE "incoming_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"html" text NOT NULL,
	"content_hash" text NOT NULL,
	"title" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_analyses_user_content_key" ON "incoming_analyses" USING btree ("user_id","content_hash");--> statement-breakpoint
CREATE INDEX "incoming_analyses_user_received_idx" ON "incoming_analyses" USING btree ("user_id","received_at");