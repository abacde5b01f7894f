-- Namespaces (services/namespaces.ts): users and organisations share one space of names, the
-- `owner` of `owner/name`. A name is a lowercase slug of 2 to 39 characters, unique, and unique by
-- its look-alike skeleton too (registry_namespace_skeleton: the same folding as the contract's
-- namespaceSkeleton). Existing usernames are made to fit, earliest account first; agents whose
-- namespace changes keep their old `owner/name` as an alias, so nothing that resolved before stops
-- resolving.
CREATE OR REPLACE FUNCTION registry_namespace_skeleton(name text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT translate(replace(replace(lower(name), 'rn', 'm'), 'vv', 'w'), '0135i-', 'olesl') $$;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "organizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_url" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "organizations_name_lower_idx" ON "organizations" USING btree (lower("name"));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "org_members" (
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_members_org_id_user_id_pk" PRIMARY KEY("org_id","user_id"),
	CONSTRAINT "org_members_role_check" CHECK ("role" IN ('owner', 'maintainer')),
	CONSTRAINT "org_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "org_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "org_members_user_idx" ON "org_members" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "org_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	CONSTRAINT "org_invitations_role_check" CHECK ("role" IN ('owner', 'maintainer')),
	CONSTRAINT "org_invitations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "org_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "org_invitations_org_idx" ON "org_invitations" USING btree ("org_id","email");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "namespaces" (
	"name" text PRIMARY KEY NOT NULL,
	"skeleton" text NOT NULL,
	"user_id" uuid,
	"org_id" uuid,
	CONSTRAINT "namespaces_skeleton_unique" UNIQUE("skeleton"),
	CONSTRAINT "namespaces_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "namespaces_org_id_unique" UNIQUE("org_id"),
	CONSTRAINT "namespaces_lowercase_check" CHECK ("name" = lower("name")),
	CONSTRAINT "namespaces_one_holder_check" CHECK (num_nonnulls("user_id", "org_id") = 1),
	CONSTRAINT "namespaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "namespaces_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "agent_aliases" (
	"namespace" text NOT NULL,
	"slug" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_aliases_namespace_slug_pk" PRIMARY KEY("namespace","slug"),
	CONSTRAINT "agent_aliases_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agent_aliases_agent_idx" ON "agent_aliases" USING btree ("agent_id");
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN IF NOT EXISTS "org_id" uuid REFERENCES "public"."organizations"("id") ON DELETE restrict;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agents_org_idx" ON "agents" USING btree ("org_id");
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN IF NOT EXISTS "namespace" text;
--> statement-breakpoint
-- Existing usernames, earliest account first (the built-in sample author before anyone, so the
-- registry's own `agent-registry` stays its own): made a slug, cut to 35 characters, padded to 2
-- ('member'), a reserved name suffixed '-member', then the first of name, name-2, name-3, ... whose
-- skeleton is free. The reserved list is the contract's RESERVED_NAMESPACES.
DO $$
DECLARE
	r record;
	base text;
	cand text;
	n int;
	reserved text[] := ARRAY['agent-registry','agentregistry','registry','official','admin','administrator','root','system',
		'staff','support','security','moderator','operator','operators','owner','team','api','v1','v2','v3','graphql','oauth','oci',
		'www','help','settings','auth','search','agents','agent','dashboard','create-agent','publish','profile','users','user','orgs',
		'org','organizations','organization','mine','invitations','namespaces','docs','storybook','login','logout','signin','signup','register','account','about',
		'status','new','explore','static','assets','mail','me','terms','privacy','null','undefined','anonymous','everyone'];
BEGIN
	FOR r IN
		SELECT u."id", u."username", (u."email" = 'samples@agent-registry.local' AND u."password_hash" IS NULL) AS sample
		FROM "users" u
		ORDER BY (u."email" = 'samples@agent-registry.local' AND u."password_hash" IS NULL) DESC, u."created_at", u."id"
	LOOP
		base := rtrim(left(trim(BOTH '-' FROM regexp_replace(lower(r."username"), '[^a-z0-9]+', '-', 'g')), 35), '-');
		IF length(base) < 2 THEN
			base := CASE WHEN base = '' THEN 'member' ELSE base || '-member' END;
		END IF;
		IF NOT r.sample AND registry_namespace_skeleton(base) IN (SELECT registry_namespace_skeleton(x) FROM unnest(reserved) x) THEN
			base := rtrim(left(base, 28), '-') || '-member';
		END IF;
		n := 1;
		LOOP
			cand := CASE WHEN n = 1 THEN base ELSE base || '-' || n END;
			EXIT WHEN NOT EXISTS (SELECT 1 FROM "namespaces" WHERE "skeleton" = registry_namespace_skeleton(cand));
			n := n + 1;
		END LOOP;
		INSERT INTO "namespaces" ("name", "skeleton", "user_id") VALUES (cand, registry_namespace_skeleton(cand), r."id");
		IF cand <> r."username" THEN
			UPDATE "users" SET "username" = cand WHERE "id" = r."id";
		END IF;
	END LOOP;
END $$;
--> statement-breakpoint
-- Agents follow their owner's name; the old `owner/name` stays an alias of the agent. Moved in two
-- steps (through a placeholder namespace) so no intermediate row collides.
INSERT INTO "agent_aliases" ("namespace", "slug", "agent_id")
	SELECT a."namespace", a."slug", a."id" FROM "agents" a JOIN "users" u ON u."id" = a."owner_id" WHERE a."namespace" <> u."username"
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "agents" a SET "namespace" = '~' || a."id"::text FROM "users" u WHERE u."id" = a."owner_id" AND a."namespace" <> u."username";
--> statement-breakpoint
UPDATE "agents" a SET "namespace" = u."username" FROM "users" u WHERE u."id" = a."owner_id" AND a."namespace" LIKE '~%';
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "users_username_lower_idx" ON "users" USING btree (lower("username"));
--> statement-breakpoint
-- From here on the namespaces table follows the users and organisations by trigger, so every way a
-- name is written (sign-up, rename, seed) claims it, and a taken or look-alike name fails the write.
CREATE OR REPLACE FUNCTION registry_user_namespace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "namespaces" ("name", "skeleton", "user_id") VALUES (NEW."username", registry_namespace_skeleton(NEW."username"), NEW."id");
	ELSIF NEW."username" IS DISTINCT FROM OLD."username" THEN
		UPDATE "namespaces" SET "name" = NEW."username", "skeleton" = registry_namespace_skeleton(NEW."username") WHERE "user_id" = NEW."id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_namespace" AFTER INSERT OR UPDATE OF "username" ON "users" FOR EACH ROW EXECUTE FUNCTION registry_user_namespace();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_org_namespace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "namespaces" ("name", "skeleton", "org_id") VALUES (NEW."name", registry_namespace_skeleton(NEW."name"), NEW."id");
	ELSIF NEW."name" IS DISTINCT FROM OLD."name" THEN
		UPDATE "namespaces" SET "name" = NEW."name", "skeleton" = registry_namespace_skeleton(NEW."name") WHERE "org_id" = NEW."id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organizations_namespace" AFTER INSERT OR UPDATE OF "name" ON "organizations" FOR EACH ROW EXECUTE FUNCTION registry_org_namespace();
--> statement-breakpoint
-- A name someone takes ends the old references that pointed elsewhere under it, and an agent
-- published at an `owner/name` ends the alias of that exact reference.
CREATE OR REPLACE FUNCTION registry_namespace_claimed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "agent_aliases" WHERE "namespace" = NEW."name";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "namespaces_claimed" AFTER INSERT OR UPDATE OF "name" ON "namespaces" FOR EACH ROW EXECUTE FUNCTION registry_namespace_claimed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_agent_ref_taken() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "agent_aliases" WHERE "namespace" = NEW."namespace" AND "slug" = NEW."slug";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "agents_ref_taken" AFTER INSERT OR UPDATE OF "namespace", "slug" ON "agents" FOR EACH ROW EXECUTE FUNCTION registry_agent_ref_taken();
