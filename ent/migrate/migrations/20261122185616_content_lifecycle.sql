-- Drop index "abouts_singleton_key" from table: "abouts"
DROP INDEX "abouts_singleton_key";
-- Modify "abouts" table
ALTER TABLE "abouts" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "about_singleton" to table: "abouts"
CREATE UNIQUE INDEX "about_singleton" ON "abouts" ("singleton") WHERE (deleted_at IS NULL);
-- Drop index "admin_users_user_email_key" from table: "admin_users"
DROP INDEX "admin_users_user_email_key";
-- Modify "admin_users" table
ALTER TABLE "admin_users" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "adminuser_user_email" to table: "admin_users"
CREATE UNIQUE INDEX "adminuser_user_email" ON "admin_users" ("user_email") WHERE (deleted_at IS NULL);
-- Drop index "banners_singleton_key" from table: "banners"
DROP INDEX "banners_singleton_key";
-- Modify "banners" table
ALTER TABLE "banners" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "banner_singleton" to table: "banners"
CREATE UNIQUE INDEX "banner_singleton" ON "banners" ("singleton") WHERE (deleted_at IS NULL);
-- Drop index "call_to_actions_singleton_key" from table: "call_to_actions"
DROP INDEX "call_to_actions_singleton_key";
-- Modify "call_to_actions" table
ALTER TABLE "call_to_actions" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "calltoaction_singleton" to table: "call_to_actions"
CREATE UNIQUE INDEX "calltoaction_singleton" ON "call_to_actions" ("singleton") WHERE (deleted_at IS NULL);
-- Drop index "categories_name_key" from table: "categories"
DROP INDEX "categories_name_key";
-- Modify "categories" table
ALTER TABLE "categories" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "category_name" to table: "categories"
CREATE UNIQUE INDEX "category_name" ON "categories" ("name") WHERE (deleted_at IS NULL);
-- Modify "contact_items" table
ALTER TABLE "contact_items" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '', ADD COLUMN "position" bigint NOT NULL DEFAULT 0;
-- Drop index "copyrights_singleton_key" from table: "copyrights"
DROP INDEX "copyrights_singleton_key";
-- Modify "copyrights" table
ALTER TABLE "copyrights" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "copyright_singleton" to table: "copyrights"
CREATE UNIQUE INDEX "copyright_singleton" ON "copyrights" ("singleton") WHERE (deleted_at IS NULL);
-- Drop index "counters_singleton_key" from table: "counters"
DROP INDEX "counters_singleton_key";
-- Modify "counters" table
ALTER TABLE "counters" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "counter_singleton" to table: "counters"
CREATE UNIQUE INDEX "counter_singleton" ON "counters" ("singleton") WHERE (deleted_at IS NULL);
-- Modify "design_items" table
ALTER TABLE "design_items" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '', ADD COLUMN "position" bigint NOT NULL DEFAULT 0;
-- Drop index "footer_abouts_singleton_key" from table: "footer_abouts"
DROP INDEX "footer_abouts_singleton_key";
-- Modify "footer_abouts" table
ALTER TABLE "footer_abouts" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "footerabout_singleton" to table: "footer_abouts"
CREATE UNIQUE INDEX "footerabout_singleton" ON "footer_abouts" ("singleton") WHERE (deleted_at IS NULL);
-- Drop index "footer_addresses_singleton_key" from table: "footer_addresses"
DROP INDEX "footer_addresses_singleton_key";
-- Modify "footer_addresses" table
ALTER TABLE "footer_addresses" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "footeraddress_singleton" to table: "footer_addresses"
CREATE UNIQUE INDEX "footeraddress_singleton" ON "footer_addresses" ("singleton") WHERE (deleted_at IS NULL);
-- Drop index "footer_socials_singleton_key" from table: "footer_socials"
DROP INDEX "footer_socials_singleton_key";
-- Modify "footer_socials" table
ALTER TABLE "footer_socials" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "footersocial_singleton" to table: "footer_socials"
CREATE UNIQUE INDEX "footersocial_singleton" ON "footer_socials" ("singleton") WHERE (deleted_at IS NULL);
-- Drop index "logos_singleton_key" from table: "logos"
DROP INDEX "logos_singleton_key";
-- Modify "logos" table
ALTER TABLE "logos" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "logo_singleton" to table: "logos"
CREATE UNIQUE INDEX "logo_singleton" ON "logos" ("singleton") WHERE (deleted_at IS NULL);
-- Modify "messages" table
ALTER TABLE "messages" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Modify "orders" table
ALTER TABLE "orders" ADD COLUMN "archived_at" timestamptz NULL;
-- Drop index "payment_settings_singleton_key" from table: "payment_settings"
DROP INDEX "payment_settings_singleton_key";
-- Modify "payment_settings" table
ALTER TABLE "payment_settings" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "paymentsetting_singleton" to table: "payment_settings"
CREATE UNIQUE INDEX "paymentsetting_singleton" ON "payment_settings" ("singleton") WHERE (deleted_at IS NULL);
-- Drop index "pricing_packages_package_name_key" from table: "pricing_packages"
DROP INDEX "pricing_packages_package_name_key";
-- Modify "pricing_packages" table
ALTER TABLE "pricing_packages" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "pricingpackage_package_name" to table: "pricing_packages"
CREATE UNIQUE INDEX "pricingpackage_package_name" ON "pricing_packages" ("package_name") WHERE (deleted_at IS NULL);
-- Drop index "service_headings_singleton_key" from table: "service_headings"
DROP INDEX "service_headings_singleton_key";
-- Modify "service_headings" table
ALTER TABLE "service_headings" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "serviceheading_singleton" to table: "service_headings"
CREATE UNIQUE INDEX "serviceheading_singleton" ON "service_headings" ("singleton") WHERE (deleted_at IS NULL);
-- Modify "service_items" table
ALTER TABLE "service_items" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '', ADD COLUMN "position" bigint NOT NULL DEFAULT 0;
-- Modify "steps" table
ALTER TABLE "steps" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '', ADD COLUMN "position" bigint NOT NULL DEFAULT 0;
-- Drop index "subscribers_email_key" from table: "subscribers"
DROP INDEX "subscribers_email_key";
-- Modify "subscribers" table
ALTER TABLE "subscribers" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "subscriber_email" to table: "subscribers"
CREATE UNIQUE INDEX "subscriber_email" ON "subscribers" ("email") WHERE (deleted_at IS NULL);
-- Modify "team_members" table
ALTER TABLE "team_members" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '', ADD COLUMN "position" bigint NOT NULL DEFAULT 0;
-- Modify "testimonials" table
ALTER TABLE "testimonials" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '', ADD COLUMN "position" bigint NOT NULL DEFAULT 0;
-- Drop index "video_sections_singleton_key" from table: "video_sections"
DROP INDEX "video_sections_singleton_key";
-- Modify "video_sections" table
ALTER TABLE "video_sections" ADD COLUMN "version" bigint NOT NULL DEFAULT 1, ADD COLUMN "updated_by" character varying NOT NULL DEFAULT '', ADD COLUMN "deleted_at" timestamptz NULL, ADD COLUMN "deleted_by" character varying NOT NULL DEFAULT '';
-- Create index "videosection_singleton" to table: "video_sections"
CREATE UNIQUE INDEX "videosection_singleton" ON "video_sections" ("singleton") WHERE (deleted_at IS NULL);
-- Create "revisions" table
CREATE TABLE "revisions" ("id" bigint NOT NULL GENERATED BY DEFAULT AS IDENTITY (START WITH 120259084288), "created_at" timestamptz NOT NULL, "updated_at" timestamptz NOT NULL, "node_id" bigint NOT NULL, "node_type" character varying NOT NULL, "action" character varying NOT NULL, "actor" character varying NOT NULL, "before" text NOT NULL DEFAULT '', "after" text NOT NULL DEFAULT '', PRIMARY KEY ("id"));
-- Create index "revision_node_id_created_at" to table: "revisions"
CREATE INDEX "revision_node_id_created_at" ON "revisions" ("node_id", "created_at");
-- Create "trash_items" table
CREATE TABLE "trash_items" ("id" bigint NOT NULL GENERATED BY DEFAULT AS IDENTITY (START WITH 124554051584), "created_at" timestamptz NOT NULL, "updated_at" timestamptz NOT NULL, "node_id" bigint NOT NULL, "node_type" character varying NOT NULL, "label" character varying NOT NULL, "deleted_by" character varying NOT NULL, "purge_at" timestamptz NOT NULL, PRIMARY KEY ("id"));
-- Create index "trash_items_node_id_key" to table: "trash_items"
CREATE UNIQUE INDEX "trash_items_node_id_key" ON "trash_items" ("node_id");
-- Create index "trashitem_purge_at" to table: "trash_items"
CREATE INDEX "trashitem_purge_at" ON "trash_items" ("purge_at");
