-- Modify "payment_settings" table
ALTER TABLE "payment_settings" ADD COLUMN "public_text_queries" boolean NOT NULL DEFAULT false;
