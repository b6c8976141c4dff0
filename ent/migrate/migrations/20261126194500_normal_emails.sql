-- Messages keep the e-mail trimmed and lower-cased (schema.LowerCase), as orders and
-- subscribers do: a person's export and erasure find every message of their address.
UPDATE "messages" SET "email_address" = LOWER(TRIM("email_address")) WHERE "email_address" <> LOWER(TRIM("email_address"));
UPDATE "message_replies" SET "sent_to" = LOWER(TRIM("sent_to")) WHERE "sent_to" <> LOWER(TRIM("sent_to"));
