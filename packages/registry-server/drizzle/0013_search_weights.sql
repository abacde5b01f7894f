-- Search ranks a match in the description above one in the tags, and finds agents by their
-- owner: the weighted document becomes name (A), description (B), tags, category and framework
-- (C), namespace and author name (D), as the search index's field weights (src/search/ranking.ts).
DROP INDEX IF EXISTS "agents_search_idx";
--> statement-breakpoint
ALTER TABLE "agents" DROP COLUMN IF EXISTS "search";
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B') || setweight(to_tsvector('english'::regconfig, registry_array_to_text("tags") || ' ' || coalesce("category", '') || ' ' || coalesce("manifest" #>> '{spec,framework}', '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce("namespace", '') || ' ' || coalesce("author_name", '')), 'D')) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "agents_search_idx" ON "agents" USING gin ("search");
--> statement-breakpoint
-- A query that is an agent's slug finds it whatever its words (beside the full-text match).
CREATE INDEX IF NOT EXISTS "agents_slug_idx" ON "agents" ("slug");
