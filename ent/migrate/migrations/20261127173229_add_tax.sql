-- Modify "invoices" table
ALTER TABLE "invoices" ADD COLUMN "reverse_charge" boolean NOT NULL DEFAULT false;
-- Modify "orders" table
ALTER TABLE "orders" ADD COLUMN "country_code" character varying NOT NULL DEFAULT '', ADD COLUMN "vat_id" character varying NOT NULL DEFAULT '', ADD COLUMN "subtotal" bigint NOT NULL DEFAULT 0, ADD COLUMN "tax_rate" bigint NOT NULL DEFAULT 0, ADD COLUMN "tax_amount" bigint NOT NULL DEFAULT 0, ADD COLUMN "total" bigint NOT NULL DEFAULT 0, ADD COLUMN "reverse_charge" boolean NOT NULL DEFAULT false;
-- Modify "payment_settings" table
ALTER TABLE "payment_settings" ADD COLUMN "seller_country" character varying NOT NULL DEFAULT '', ADD COLUMN "prices_include_tax" boolean NOT NULL DEFAULT false, ADD COLUMN "tax_rates" character varying NOT NULL DEFAULT '';
