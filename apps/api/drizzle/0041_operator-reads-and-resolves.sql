ALTER TABLE "issue_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "order_logs" ADD COLUMN "admin_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_logs_admin_unread_idx" ON "order_logs" USING btree ("order_id") WHERE "order_logs"."admin_read_at" is null and "order_logs"."event" is null;--> statement-breakpoint
-- the messages written before the read state existed were answered through the notifications: they start read
UPDATE "order_logs" SET "admin_read_at" = "created_at" WHERE "event" IS NULL;
