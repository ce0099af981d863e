CREATE TABLE "auth_failures" (
	"client" text PRIMARY KEY NOT NULL,
	"window_start" timestamp (3) with time zone NOT NULL,
	"failures" integer NOT NULL
);
