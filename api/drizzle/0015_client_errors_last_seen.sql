ALTER TABLE "client_errors" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "client_errors" SET "last_seen_at" = "created_at";
