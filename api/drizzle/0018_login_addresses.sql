CREATE TABLE "login_addresses" (
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "counts_for_pause" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "login_addresses" ADD CONSTRAINT "login_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_addresses_last_login_idx" ON "login_addresses" USING btree ("last_login_at");