-- The admin's text search (ILIKE '%…%') is served by trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- Create index "message_email_address_trgm" to table: "messages"
CREATE INDEX "message_email_address_trgm" ON "messages" USING gin ("email_address" gin_trgm_ops);
-- Create index "message_full_name_trgm" to table: "messages"
CREATE INDEX "message_full_name_trgm" ON "messages" USING gin ("full_name" gin_trgm_ops);
-- Create index "message_message_status_created_at" to table: "messages"
CREATE INDEX "message_message_status_created_at" ON "messages" ("message_status", "created_at");
-- Create index "message_subject_trgm" to table: "messages"
CREATE INDEX "message_subject_trgm" ON "messages" USING gin ("subject" gin_trgm_ops);
-- Create index "order_customer_email_trgm" to table: "orders"
CREATE INDEX "order_customer_email_trgm" ON "orders" USING gin ("customer_email" gin_trgm_ops);
-- Create index "order_customer_name_trgm" to table: "orders"
CREATE INDEX "order_customer_name_trgm" ON "orders" USING gin ("customer_name" gin_trgm_ops);
-- Create index "order_order_date" to table: "orders"
CREATE INDEX "order_order_date" ON "orders" ("order_date");
-- Create index "order_order_status_order_date" to table: "orders"
CREATE INDEX "order_order_status_order_date" ON "orders" ("order_status", "order_date");
-- Create index "order_package_name_trgm" to table: "orders"
CREATE INDEX "order_package_name_trgm" ON "orders" USING gin ("package_name" gin_trgm_ops);
-- Create index "order_payment_status_order_date" to table: "orders"
CREATE INDEX "order_payment_status_order_date" ON "orders" ("payment_status", "order_date");
-- Create index "order_payment_status_price" to table: "orders"
CREATE INDEX "order_payment_status_price" ON "orders" ("payment_status", "price");
-- Create index "order_price" to table: "orders"
CREATE INDEX "order_price" ON "orders" ("price");
-- Create index "subscriber_email_trgm" to table: "subscribers"
CREATE INDEX "subscriber_email_trgm" ON "subscribers" USING gin ("email" gin_trgm_ops);
