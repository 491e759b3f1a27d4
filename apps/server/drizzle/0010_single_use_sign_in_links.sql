ALTER TABLE "free_analysis_requests" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "signed_out_at" timestamp with time zone;