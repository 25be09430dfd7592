CREATE TABLE "driver_licenses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"storage_key" varchar(500) NOT NULL,
	"thumbnail_key" varchar(500) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_licenses" ADD CONSTRAINT "driver_licenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;