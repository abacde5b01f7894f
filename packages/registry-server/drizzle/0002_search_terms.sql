-- Typo-tolerant and prefix search (services/searchQuery.ts): the words of public agents, looked
-- up by prefix (btree, "C" collation so a range scan serves any prefix) and by trigram
-- similarity (pg_trgm), and the whole tags for suggestions. Kept by a trigger, so every writer
-- (API, seed, bench loader) feeds it. Private agents' words never enter it: they must not show up
-- in anyone else's suggestions. Words of deleted agents stay; they only ever widen a query.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_terms" (
	"kind" text NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	CONSTRAINT "search_terms_pkey" PRIMARY KEY ("kind", "term")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
-- The framework an agent is built with (its manifest's spec.framework) joins the searched text,
-- beside tags and category (weight B): 'langgraph' finds the agents built with LangGraph.
DROP INDEX IF EXISTS "agents_search_idx";
--> statement-breakpoint
ALTER TABLE "agents" DROP COLUMN IF EXISTS "search";
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, registry_array_to_text("tags") || ' ' || coalesce("category", '') || ' ' || coalesce("manifest" #>> '{spec,framework}', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "agents_search_idx" ON "agents" USING gin ("search");
--> statement-breakpoint
-- Suggestions match names only, word by word and unstemmed ('simple'): an index of their own, as
-- the weighted document cannot tell a name match from a description match without reading rows.
ALTER TABLE "agents" ADD COLUMN IF NOT EXISTS "name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("name", ''))) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agents_name_search_idx" ON "agents" USING gin ("name_search");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_agent_terms(name text, tags text[], category text, description text, framework text)
	RETURNS TABLE (kind text, term text)
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$
		SELECT DISTINCT 'word', w COLLATE "C"
		FROM regexp_split_to_table(
			lower(coalesce(name, '') || ' ' || registry_array_to_text(tags) || ' ' || coalesce(category, '') || ' ' || coalesce(framework, '') || ' ' || coalesce(description, '')),
			'[^[:alnum:]]+') AS w
		WHERE length(w) BETWEEN 3 AND 40
		UNION
		SELECT DISTINCT 'tag', lower(t) COLLATE "C" FROM unnest(tags) AS t WHERE length(t) BETWEEN 1 AND 40
	$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_index_agent_terms() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
	BEGIN
		IF NEW.visibility = 'public' THEN
			-- In one order, so two writers adding the same new words wait rather than deadlock.
			INSERT INTO search_terms (kind, term)
			SELECT t.kind, t.term FROM registry_agent_terms(NEW.name, NEW.tags, NEW.category, NEW.description, NEW.manifest #>> '{spec,framework}') t
			ORDER BY 1, 2
			ON CONFLICT DO NOTHING;
		END IF;
		RETURN NULL;
	END
	$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS agents_search_terms ON "agents";
--> statement-breakpoint
CREATE TRIGGER agents_search_terms AFTER INSERT OR UPDATE OF name, tags, category, description, visibility, manifest ON "agents"
	FOR EACH ROW EXECUTE FUNCTION registry_index_agent_terms();
--> statement-breakpoint
INSERT INTO search_terms (kind, term)
SELECT DISTINCT t.kind, t.term
FROM agents a, registry_agent_terms(a.name, a.tags, a.category, a.description, a.manifest #>> '{spec,framework}') t
WHERE a.visibility = 'public'
ORDER BY 1, 2
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- GET /agents?tag= and ?updated_since= (incremental sync, oldest change first).
CREATE INDEX IF NOT EXISTS "agents_tags_idx" ON "agents" USING gin ("tags");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agents_updated_idx" ON "agents" USING btree ("updated_at", "id");
