-- Publishing (services/versions.ts): an agent is addressed as namespace/slug (its owner's username
-- at first publish and the agent.yaml's metadata.name) and carries immutable versions, each the
-- exact agent.yaml text that was published with its README. agents.current_version and
-- agents.manifest stay as the denormalised current version (search reads spec.framework there).
ALTER TABLE "agents" ADD COLUMN IF NOT EXISTS "namespace" text;
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN IF NOT EXISTS "slug" text;
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN IF NOT EXISTS "deprecation_message" text;
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN IF NOT EXISTS "deprecated_at" timestamp (3) with time zone;
--> statement-breakpoint
UPDATE "agents" a SET "namespace" = u."username" FROM "users" u WHERE u."id" = a."owner_id" AND a."namespace" IS NULL;
--> statement-breakpoint
-- Existing agents get a slug of their name (what toAgentSlug makes of it, accents aside); a name
-- an owner used twice keeps its oldest agent on the plain slug and suffixes the others with a
-- piece of their id, so every (namespace, slug) is unique.
WITH base AS (
	SELECT "id", "namespace", "created_at",
		coalesce(nullif(rtrim(left(trim(BOTH '-' FROM regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), 55), '-'), ''), 'agent') AS slug
	FROM "agents" WHERE "slug" IS NULL
), numbered AS (
	SELECT "id", slug, row_number() OVER (PARTITION BY "namespace", slug ORDER BY "created_at", "id") AS n FROM base
)
UPDATE "agents" a SET "slug" = CASE WHEN n.n = 1 THEN n.slug ELSE n.slug || '-' || left(replace(a."id"::text, '-', ''), 8) END
FROM numbered n WHERE n."id" = a."id";
--> statement-breakpoint
ALTER TABLE "agents" ALTER COLUMN "namespace" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "agents" ALTER COLUMN "slug" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "agents_namespace_slug_idx" ON "agents" USING btree ("namespace","slug");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "agent_versions" (
	"agent_id" uuid NOT NULL,
	"version" text NOT NULL,
	"manifest" jsonb NOT NULL,
	"agent_yaml" text NOT NULL,
	"readme" text DEFAULT '' NOT NULL,
	"changelog" text DEFAULT '' NOT NULL,
	"digest" text NOT NULL,
	"published_by" uuid,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"prerelease" boolean DEFAULT false NOT NULL,
	"yanked_at" timestamp (3) with time zone,
	"yank_reason" text,
	CONSTRAINT "agent_versions_agent_id_version_pk" PRIMARY KEY("agent_id","version")
);
--> statement-breakpoint
ALTER TABLE "agent_versions" ADD CONSTRAINT "agent_versions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "agent_versions" ADD CONSTRAINT "agent_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Deleting a user sets published_by to NULL on their versions: found through this index.
CREATE INDEX IF NOT EXISTS "agent_versions_published_by_idx" ON "agent_versions" USING btree ("published_by");
