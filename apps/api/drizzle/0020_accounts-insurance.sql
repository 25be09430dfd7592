CREATE TABLE "insurance_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_details_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" varchar(120) NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_details_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"threshold_days" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_files" ADD CONSTRAINT "insurance_files_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_files" ADD CONSTRAINT "insurance_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_reminders" ADD CONSTRAINT "insurance_reminders_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_files_business_idx" ON "insurance_files" USING btree ("business_details_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_reminders_once_idx" ON "insurance_reminders" USING btree ("business_details_id","expiry_date","threshold_days");