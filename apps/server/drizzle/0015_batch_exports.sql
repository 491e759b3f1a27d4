CREATE TABLE "batch_exports" (
	"batch_id" uuid PRIMARY KEY NOT NULL,
	"xlsx" "bytea" NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_exports" ADD CONSTRAINT "batch_exports_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;