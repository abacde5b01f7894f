-- Stars (one per user and agent, counted on the agent) and downloads per day (one row per agent,
-- version and day, incremented in the download's statement: no row per download).
ALTER TABLE "agents" ADD COLUMN IF NOT EXISTS "star_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agents_stars_idx" ON "agents" USING btree ("visibility","star_count","id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "agent_stars" (
	"user_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_stars_user_id_agent_id_pk" PRIMARY KEY("user_id","agent_id"),
	CONSTRAINT "agent_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "agent_stars_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agent_stars_agent_idx" ON "agent_stars" USING btree ("agent_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agent_stars_user_idx" ON "agent_stars" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "agent_downloads_daily" (
	"agent_id" uuid NOT NULL,
	"version" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_downloads_daily_agent_id_version_day_pk" PRIMARY KEY("agent_id","version","day"),
	CONSTRAINT "agent_downloads_daily_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agent_downloads_daily_day_idx" ON "agent_downloads_daily" USING btree ("agent_id","day");
