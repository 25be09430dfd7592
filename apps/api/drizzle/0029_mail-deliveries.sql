CREATE TABLE "mail_deliveries" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"job_id" varchar(64) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
