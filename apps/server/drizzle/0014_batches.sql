CREATE TABLE "batch_rows" (
	"batch_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"name" text,
	"address" text,
	"lat" double precision,
	"lon" double precision,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"error" text,
	CONSTRAINT "batch_rows_batch_id_row_number_pk" PRIMARY KEY("batch_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"business_type" text NOT NULL,
	"radius_miles" real NOT NULL,
	"source_name" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_user_idx" ON "batches" USING btree ("user_id","created_at");