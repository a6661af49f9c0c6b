CREATE TABLE "electrical_meter_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "electrical_meter_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"town_id" integer NOT NULL,
	"suburb_id" integer NOT NULL,
	"postal_code" text NOT NULL,
	"ownership" text NOT NULL,
	"water_meter_type_id" integer,
	"water_meter_number" text,
	"electrical_meter_type_id" integer,
	"electrical_meter_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_ownership_valid" CHECK ("ownership" IN ('owner', 'tenant', 'other')),
	CONSTRAINT "properties_water_meter_numbered" CHECK ("properties"."water_meter_type_id" IS NULL OR "properties"."water_meter_number" IS NOT NULL),
	CONSTRAINT "properties_electrical_meter_numbered" CHECK ("properties"."electrical_meter_type_id" IS NULL OR "properties"."electrical_meter_number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "suburbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suburbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"town_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "suburbs_id_town_key" UNIQUE("id","town_id")
);
--> statement-breakpoint
CREATE TABLE "towns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "towns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_meter_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "water_meter_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_town_id_towns_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_water_meter_type_id_water_meter_types_id_fk" FOREIGN KEY ("water_meter_type_id") REFERENCES "public"."water_meter_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_electrical_meter_type_id_electrical_meter_types_id_fk" FOREIGN KEY ("electrical_meter_type_id") REFERENCES "public"."electrical_meter_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_suburb_in_town_fk" FOREIGN KEY ("suburb_id","town_id") REFERENCES "public"."suburbs"("id","town_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suburbs" ADD CONSTRAINT "suburbs_town_id_towns_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "electrical_meter_types_name_idx" ON "electrical_meter_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_attempted_idx" ON "login_attempts" USING btree ("attempted_at");--> statement-breakpoint
CREATE INDEX "outbox_to_created_idx" ON "outbox" USING btree (lower("to"),"created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "properties_user_idx" ON "properties" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suburbs_town_name_idx" ON "suburbs" USING btree ("town_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "towns_name_idx" ON "towns" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "water_meter_types_name_idx" ON "water_meter_types" USING btree (lower("name"));