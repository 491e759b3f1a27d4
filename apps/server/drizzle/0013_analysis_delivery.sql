ALTER TABLE "analyses" ADD COLUMN "report_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "mail_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
UPDATE "analyses" SET
	"report_status" = CASE WHEN "status" = 'failed' THEN 'none' WHEN "status" = 'done' THEN 'ready' ELSE 'pending' END,
	"mail_status" = CASE
		WHEN "notified_at" IS NOT NULL THEN 'sent'
		WHEN "notify_email" IS NULL OR "status" = 'failed' THEN 'none'
		WHEN "status" = 'done' THEN 'failed'
		ELSE 'pending'
	END;
