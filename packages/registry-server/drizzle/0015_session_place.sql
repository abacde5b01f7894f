-- The sessions list shows roughly where each session signed in from: the country code and city a
-- CDN or proxy in front of the registry reported (read only with TRUST_PROXY_GEO; lib/geo.ts).
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "country" text;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "city" text;
