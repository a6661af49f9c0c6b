ALTER TABLE "pending_registrations" DROP CONSTRAINT "pending_registrations_email_unique";--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "pending_registrations_email_idx" ON "pending_registrations" USING btree ("email","address","created_at");