-- The change feed of agents (src/search/): every change to an agent, in the transaction that
-- makes it, appends its id here under a growing sequence number, and a notification on channel
-- 'registry_agent_changes' (delivered at commit) wakes the instances that follow the feed. Each
-- instance's search index is a projection of the agents table that follows this feed. Triggers
-- record the changes, so no writer (API, seed, bench loader, a later write path) can forget one;
-- registry_record_agent_change(id) is also callable for a change that is not a write to the
-- agents row itself.
CREATE TABLE IF NOT EXISTS "agent_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agent_changes_changed_at_idx" ON "agent_changes" USING btree ("changed_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_record_agent_change(agent uuid) RETURNS void
	LANGUAGE plpgsql
	AS $$
	BEGIN
		INSERT INTO agent_changes (agent_id) VALUES (agent);
		-- Identical notifications of one transaction are delivered once.
		PERFORM pg_notify('registry_agent_changes', '');
	END
	$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_agents_changed() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
	BEGIN
		IF TG_OP = 'DELETE' THEN
			PERFORM registry_record_agent_change(OLD.id);
			RETURN NULL;
		END IF;
		PERFORM registry_record_agent_change(NEW.id);
		RETURN NULL;
	END
	$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS agents_record_change ON "agents";
--> statement-breakpoint
CREATE TRIGGER agents_record_change AFTER INSERT OR UPDATE OR DELETE ON "agents"
	FOR EACH ROW EXECUTE FUNCTION registry_agents_changed();
--> statement-breakpoint
-- An agent shows its owner's username (`author`): a new username changes all of their agents.
CREATE OR REPLACE FUNCTION registry_owner_renamed() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
	BEGIN
		INSERT INTO agent_changes (agent_id) SELECT a.id FROM agents a WHERE a.owner_id = NEW.id;
		PERFORM pg_notify('registry_agent_changes', '');
		RETURN NULL;
	END
	$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_record_agent_changes ON "users";
--> statement-breakpoint
CREATE TRIGGER users_record_agent_changes AFTER UPDATE OF username ON "users"
	FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username) EXECUTE FUNCTION registry_owner_renamed();
