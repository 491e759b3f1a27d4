-- Each user's ledger entries get a sequence number in commit order. Existing entries are numbered by when their
-- transaction began, the best order known for them; the append-only trigger is paused for that one backfill.
ALTER TABLE "credit_ledger" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "credit_ledger" DISABLE TRIGGER "credit_ledger_append_only";--> statement-breakpoint
UPDATE "credit_ledger" AS l SET "seq" = n.seq
  FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "balance_after" DESC, "id") AS seq
        FROM "credit_ledger") AS n
  WHERE l."id" = n."id";--> statement-breakpoint
ALTER TABLE "credit_ledger" ENABLE TRIGGER "credit_ledger_append_only";--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_user_seq_idx" ON "credit_ledger" USING btree ("user_id","seq");
--> statement-breakpoint
-- Counters of the rate limits and sign-in limits, shared by every API process (unlogged: short-lived counts).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
