CREATE SEQUENCE "public"."appeal_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."dispute_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "complaint_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"dispute_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_reference_unique" UNIQUE("reference"),
	CONSTRAINT "appeals_dispute_id_unique" UNIQUE("dispute_id"),
	CONSTRAINT "appeals_status_valid" CHECK ("status" IN ('submitted', 'under_review', 'upheld', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "case_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer,
	"dispute_id" integer,
	"appeal_id" integer,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"author" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_events_one_case" CHECK (num_nonnulls("case_events"."complaint_id", "case_events"."dispute_id", "case_events"."appeal_id") = 1),
	CONSTRAINT "case_events_kind_valid" CHECK ("kind" IN ('status', 'note')),
	CONSTRAINT "case_events_author_valid" CHECK ("author" IN ('resident', 'staff')),
	CONSTRAINT "case_events_status_has_target" CHECK ("case_events"."kind" <> 'status' OR "case_events"."to_status" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "dispute_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dispute_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "dispute_answers_dispute_criterion_key" UNIQUE("dispute_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "dispute_bcc_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_bcc_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_bcc_recipients_email_lower" CHECK ("dispute_bcc_recipients"."email" = lower("dispute_bcc_recipients"."email"))
);
--> statement-breakpoint
CREATE TABLE "dispute_criteria" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_criteria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dispute_type_id" integer NOT NULL,
	"question" text NOT NULL,
	"help" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_types_slug_unique" UNIQUE("slug"),
	CONSTRAINT "dispute_types_slug_shape" CHECK ("dispute_types"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"dispute_type_id" integer NOT NULL,
	"property_id" integer,
	"property_label" text NOT NULL,
	"billing_period" text NOT NULL,
	"amount_disputed_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejected_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_reference_unique" UNIQUE("reference"),
	CONSTRAINT "disputes_user_idempotency_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "disputes_status_valid" CHECK ("status" IN ('submitted', 'under_review', 'upheld', 'rejected')),
	CONSTRAINT "disputes_amount_positive" CHECK ("disputes"."amount_disputed_cents" > 0),
	CONSTRAINT "disputes_billing_period_shape" CHECK ("disputes"."billing_period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "disputes_rejected_at_when_rejected" CHECK (("disputes"."status" = 'rejected') = ("disputes"."rejected_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"file_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"complaint_id" integer,
	"dispute_id" integer,
	"appeal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_purpose_valid" CHECK ("purpose" IN ('complaint_photo', 'dispute_evidence')),
	CONSTRAINT "uploads_one_case" CHECK (num_nonnulls("uploads"."complaint_id", "uploads"."dispute_id", "uploads"."appeal_id") <= 1),
	CONSTRAINT "uploads_photo_on_complaint" CHECK ("uploads"."complaint_id" IS NULL OR "uploads"."purpose" = 'complaint_photo'),
	CONSTRAINT "uploads_evidence_on_dispute_or_appeal" CHECK (("uploads"."dispute_id" IS NULL AND "uploads"."appeal_id" IS NULL) OR "uploads"."purpose" = 'dispute_evidence')
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "complaint_type_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_answers" ADD CONSTRAINT "dispute_answers_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_answers" ADD CONSTRAINT "dispute_answers_criterion_id_dispute_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."dispute_criteria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_criteria" ADD CONSTRAINT "dispute_criteria_dispute_type_id_dispute_types_id_fk" FOREIGN KEY ("dispute_type_id") REFERENCES "public"."dispute_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_dispute_type_id_dispute_types_id_fk" FOREIGN KEY ("dispute_type_id") REFERENCES "public"."dispute_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_types_name_idx" ON "complaint_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "appeals_user_created_idx" ON "appeals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "appeals_status_created_idx" ON "appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "case_events_complaint_idx" ON "case_events" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "case_events_dispute_idx" ON "case_events" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE INDEX "case_events_appeal_idx" ON "case_events" USING btree ("appeal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_bcc_recipients_email_idx" ON "dispute_bcc_recipients" USING btree ("email");--> statement-breakpoint
CREATE INDEX "dispute_criteria_type_idx" ON "dispute_criteria" USING btree ("dispute_type_id","sort_order");--> statement-breakpoint
CREATE INDEX "disputes_user_created_idx" ON "disputes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_status_created_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_complaint_idx" ON "uploads" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "uploads_dispute_idx" ON "uploads" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "uploads_appeal_idx" ON "uploads" USING btree ("appeal_id");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_complaint_type_id_complaint_types_id_fk" FOREIGN KEY ("complaint_type_id") REFERENCES "public"."complaint_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_status_created_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_idempotency_key" UNIQUE("user_id","idempotency_key");