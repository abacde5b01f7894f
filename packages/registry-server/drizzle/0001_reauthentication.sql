-- When the session's holder last proved the password again (POST /auth/confirm-password); the
-- sign-in itself counts as a proof, so NULL means "only at created_at".
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;
