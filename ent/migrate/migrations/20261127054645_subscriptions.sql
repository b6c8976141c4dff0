-- Modify "ipn_messages" table
ALTER TABLE "ipn_messages" ADD COLUMN "txn_type" character varying NOT NULL DEFAULT '', ADD COLUMN "subscr_id" character varying NOT NULL DEFAULT '';
-- Modify "orders" table
ALTER TABLE "orders" ADD COLUMN "billing_period" character varying NOT NULL DEFAULT 'one_time', ADD COLUMN "subscr_id" character varying NULL, ADD COLUMN "subscription_status" character varying NULL, ADD COLUMN "next_payment_at" timestamptz NULL;
-- Create index "orders_subscr_id_key" to table: "orders"
CREATE UNIQUE INDEX "orders_subscr_id_key" ON "orders" ("subscr_id");
-- Modify "pricing_packages" table
ALTER TABLE "pricing_packages" ADD COLUMN "billing_period" character varying NOT NULL DEFAULT 'one_time';
