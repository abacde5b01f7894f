-- The OCI registry (/v2/): blobs are files (or objects) named by digest; what points at them lives
-- here, so several instances on one database and one blob store serve the same registry.
CREATE TABLE IF NOT EXISTS "oci_blobs" (
	"digest" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "oci_repository_blobs" (
	"repository" text NOT NULL,
	"digest" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oci_repository_blobs_pk" PRIMARY KEY("repository","digest")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "oci_repository_blobs_digest_idx" ON "oci_repository_blobs" USING btree ("digest");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "oci_manifests" (
	"repository" text NOT NULL,
	"digest" text NOT NULL,
	"media_type" text NOT NULL,
	"content" text NOT NULL,
	"size" bigint NOT NULL,
	"subject" text,
	"artifact_type" text,
	"annotations" jsonb,
	"blobs" text[] DEFAULT '{}'::text[] NOT NULL,
	"children" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oci_manifests_pk" PRIMARY KEY("repository","digest")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "oci_manifests_subject_idx" ON "oci_manifests" USING btree ("repository","subject") WHERE "subject" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "oci_manifests_blobs_idx" ON "oci_manifests" USING gin ("blobs");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "oci_tags" (
	"repository" text NOT NULL,
	"tag" text COLLATE "C" NOT NULL,
	"digest" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oci_tags_pk" PRIMARY KEY("repository","tag")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "oci_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"repository" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_versions" ADD COLUMN IF NOT EXISTS "image_digest" text;
--> statement-breakpoint
ALTER TABLE "agent_versions" ADD COLUMN IF NOT EXISTS "image_media_type" text;
--> statement-breakpoint
ALTER TABLE "agent_versions" ADD COLUMN IF NOT EXISTS "image_size" bigint;
--> statement-breakpoint
ALTER TABLE "agent_versions" ADD COLUMN IF NOT EXISTS "image_platforms" text[];
--> statement-breakpoint
ALTER TABLE "agent_versions" ADD COLUMN IF NOT EXISTS "image_created_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "agent_versions" ADD COLUMN IF NOT EXISTS "image_pushed_at" timestamp (3) with time zone;
