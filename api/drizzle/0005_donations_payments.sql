CREATE SEQUENCE "public"."donation_receipt_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "donation_causes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donation_causes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"goal_cents" integer,
	"closes_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_causes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "donation_causes_kind_valid" CHECK ("kind" IN ('fund', 'campaign')),
	CONSTRAINT "donation_causes_slug_shape" CHECK ("donation_causes"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "donation_causes_goal_positive" CHECK ("donation_causes"."goal_cents" IS NULL OR "donation_causes"."goal_cents" > 0),
	CONSTRAINT "donation_causes_campaign_has_goal_and_end" CHECK ("donation_causes"."kind" <> 'campaign' OR ("donation_causes"."goal_cents" IS NOT NULL AND "donation_causes"."closes_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"session_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_key" UNIQUE("provider","event_id"),
	CONSTRAINT "payment_events_type_valid" CHECK ("type" IN ('paid', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_email" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_checkout_sessions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_checkout_sessions_status_valid" CHECK ("status" IN ('open', 'paid', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "sandbox_checkout_sessions_amount_positive" CHECK ("sandbox_checkout_sessions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "cause_id" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "provider_session_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "payment_label" text;--> statement-breakpoint
-- Hand-written: rows from before payments existed must satisfy the checks added below. No provider
-- ever took their money, so a pending one can only be cancelled; a succeeded one gets its receipt.
UPDATE "donations" SET "status" = 'cancelled', "updated_at" = now() WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "donations" SET "paid_at" = "updated_at", "receipt_number" = 'RCT-' || to_char("updated_at" AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('donation_receipt_seq')::text, 6, '0') WHERE "status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payment_events_session_idx" ON "payment_events" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_cause_id_donation_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."donation_causes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_cause_status_idx" ON "donations" USING btree ("cause_id","status");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_provider_session_id_unique" UNIQUE("provider_session_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_idempotency_key" UNIQUE("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_pending_has_session" CHECK ("donations"."status" <> 'pending' OR "donations"."provider_session_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_session_has_provider_and_url" CHECK ("donations"."provider_session_id" IS NULL OR ("donations"."provider" IS NOT NULL AND "donations"."checkout_url" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_receipt_when_succeeded" CHECK (("donations"."status" = 'succeeded') = ("donations"."receipt_number" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_paid_at_with_receipt" CHECK (("donations"."receipt_number" IS NULL) = ("donations"."paid_at" IS NULL));