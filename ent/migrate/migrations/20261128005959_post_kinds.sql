-- Modify "posts" table
ALTER TABLE "posts" ADD COLUMN "kind" character varying NOT NULL DEFAULT 'POST', ADD COLUMN "client_name" character varying NOT NULL DEFAULT '', ADD COLUMN "industry" character varying NOT NULL DEFAULT '', ADD COLUMN "results" jsonb NULL;
-- Create index "post_kind_status_published_at" to table: "posts"
CREATE INDEX "post_kind_status_published_at" ON "posts" ("kind", "status", "published_at");
