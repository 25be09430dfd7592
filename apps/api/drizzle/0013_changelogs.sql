CREATE TABLE "changelogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) DEFAULT 'web' NOT NULL,
	"title_en" varchar(120) NOT NULL,
	"title_fr" varchar(120) NOT NULL,
	"items" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "changelogs_published_idx" ON "changelogs" USING btree ("type","published_at");