CREATE TABLE "analysis_result_texts" (
	"analysis_id" uuid PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"bytes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_result_texts" ADD CONSTRAINT "analysis_result_texts_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;