CREATE TABLE "newsletter_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_details_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer,
	"signup_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_details_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"proposed_by" integer,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"refusal_reason" text,
	CONSTRAINT "insurance_proposals_status_check" CHECK ("insurance_proposals"."status" in ('pending', 'approved', 'refused', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "source" varchar(16) DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "requested_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "confirmed_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "confirmed_user_agent" varchar(255);--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "consent_proof" varchar(10);--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_coupons" ADD CONSTRAINT "newsletter_coupons_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_coupons" ADD CONSTRAINT "newsletter_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_coupons" ADD CONSTRAINT "newsletter_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_coupons" ADD CONSTRAINT "newsletter_coupons_signup_id_newsletter_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."newsletter_signups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_proposals" ADD CONSTRAINT "insurance_proposals_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_proposals" ADD CONSTRAINT "insurance_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_proposals" ADD CONSTRAINT "insurance_proposals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_coupons_business_unique" ON "newsletter_coupons" USING btree ("business_details_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_proposals_one_pending_idx" ON "insurance_proposals" USING btree ("business_details_id") WHERE "insurance_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "insurance_proposals_business_idx" ON "insurance_proposals" USING btree ("business_details_id","proposed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_token_unique" ON "newsletter_signups" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD CONSTRAINT "newsletter_signups_confirmed_proof" CHECK ("newsletter_signups"."confirmed_at" is null or "newsletter_signups"."consent_proof" is not null);