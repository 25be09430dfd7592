CREATE TABLE "live_ticket_uses" (
	"nonce" varchar(40) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"last_locked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "users_email_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- members invited before this release who have not chosen a password yet are pending invitations
UPDATE "users" SET "invitation_pending" = true WHERE "role" IN (4, 6, 7) AND "parent_id" IS NOT NULL AND "password_hash" IS NULL AND "google_sub" IS NULL AND "apple_sub" IS NULL;--> statement-breakpoint
CREATE INDEX "live_ticket_uses_expires_at_idx" ON "live_ticket_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_pending_invitation_unique" ON "users" USING btree (lower("email"),"business_details_id") WHERE "users"."invitation_pending";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email")) WHERE not "users"."invitation_pending";