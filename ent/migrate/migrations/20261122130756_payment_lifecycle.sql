-- Notices are stored before PayPal gets its 200 and verified on the job queue:
-- raw becomes bytes (posted back exactly), deliveries are told apart by raw_hash,
-- and status replaces outcome (applied, duplicate, refused; invalid, failed).
ALTER TABLE "ipn_messages" ALTER COLUMN "raw" TYPE bytea USING convert_to("raw", 'UTF8'), ALTER COLUMN "verification" SET DEFAULT 'UNVERIFIED', ADD COLUMN "raw_hash" character varying NULL, ADD COLUMN "status" character varying NOT NULL DEFAULT 'received', ADD COLUMN "parent_txn_id" character varying NOT NULL DEFAULT '', ADD COLUMN "payment_status" character varying NOT NULL DEFAULT '', ADD COLUMN "gross" character varying NOT NULL DEFAULT '', ADD COLUMN "currency" character varying NOT NULL DEFAULT '', ADD COLUMN "receiver" character varying NOT NULL DEFAULT '', ADD COLUMN "attempts" bigint NOT NULL DEFAULT 0, ADD COLUMN "last_error" character varying NOT NULL DEFAULT '', ADD COLUMN "processed_at" timestamptz NULL;
-- Notices stored before: each keeps its own hash (the id makes equal texts differ) and its outcome as status.
UPDATE "ipn_messages" SET "raw_hash" = encode(sha256("raw" || convert_to("id"::text, 'UTF8')), 'hex'),
  "status" = CASE WHEN "verification" = 'INVALID' THEN 'invalid' WHEN "verification" = 'ERROR' THEN 'failed' ELSE "outcome" END,
  "verification" = CASE WHEN "verification" = 'ERROR' THEN 'UNVERIFIED' ELSE "verification" END,
  "processed_at" = "updated_at";
ALTER TABLE "ipn_messages" ALTER COLUMN "raw_hash" SET NOT NULL, DROP COLUMN "outcome";
-- Create index "ipn_messages_raw_hash_key" to table: "ipn_messages"
CREATE UNIQUE INDEX "ipn_messages_raw_hash_key" ON "ipn_messages" ("raw_hash");
-- Create index "ipnmessage_status_created_at" to table: "ipn_messages"
CREATE INDEX "ipnmessage_status_created_at" ON "ipn_messages" ("status", "created_at");
-- Create index "ipnmessage_txn_id" to table: "ipn_messages"
CREATE INDEX "ipnmessage_txn_id" ON "ipn_messages" ("txn_id");
-- Modify "order_events" table
ALTER TABLE "order_events" ADD COLUMN "reason" character varying NOT NULL DEFAULT '', ADD COLUMN "amount" bigint NULL;
-- Modify "orders" table
ALTER TABLE "orders" ADD COLUMN "amount_refunded" bigint NOT NULL DEFAULT 0, ADD COLUMN "customer_uid" character varying NOT NULL DEFAULT '', ADD COLUMN "cancel_token" character varying NOT NULL DEFAULT '';
-- Modify "payments" table
ALTER TABLE "payments" ADD COLUMN "kind" character varying NOT NULL DEFAULT 'payment', ADD COLUMN "parent_txn_id" character varying NOT NULL DEFAULT '', ADD COLUMN "reason" character varying NOT NULL DEFAULT '';
