-- An organisation's agents belong to the organisation alone. Until now such an agent also named
-- the member who first published it in owner_id, so deleting that member's account cascaded and
-- took the organisation's agent with it. owner_id is now the owner of a personal agent only, and
-- exactly one of owner_id and org_id is set.
ALTER TABLE "agents" ALTER COLUMN "owner_id" DROP NOT NULL;
--> statement-breakpoint
UPDATE "agents" SET "owner_id" = NULL WHERE "org_id" IS NOT NULL AND "owner_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_one_owner" CHECK (("owner_id" IS NULL) <> ("org_id" IS NULL));
