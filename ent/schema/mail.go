package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
)

// Mail is one e-mail the shop sends, written in the same transaction as what caused it
// (an order, a sign-up, a reply), so a crash never keeps the one without the other.
// The mail job renders it in the site's look, sends it and marks it Sent; a sweep
// queues any Queued mail left without a job.
type Mail struct{ record }

// The mail log is the system area's.
func (Mail) Policy() ent.Policy { return areaPolicy(auth.System) }

func (Mail) Fields() []ent.Field {
	return []ent.Field{
		// What the mail is about (order_confirmation, newsletter_confirm, …): the jobs page and the logs name it.
		field.String("kind").Immutable().MaxLen(64),
		field.Strings("to").Immutable(),
		field.String("subject").Immutable().MaxLen(300),
		// What the mail says, as package mail's Body in JSON: rendered to HTML and text when sent.
		field.Text("body").Immutable(),
		// The site path of a newsletter-related mail's one-click unsubscribe link (List-Unsubscribe).
		field.String("unsubscribe_path").Immutable().Default("").MaxLen(2048),
		field.String("reply_to").Immutable().Default("").MaxLen(emailLen),
		// A file sent with the mail (a receipt's invoice PDF), kept until the mail is pruned.
		field.String("attachment_name").Immutable().Default("").MaxLen(200),
		field.Bytes("attachment").Immutable().Optional().MaxLen(1 << 20),
		// Failed: its job's last attempt failed (the mail server refused it for about a day).
		field.Enum("status").Values("Queued", "Sent", "Failed").Default("Queued"),
		field.Time("sent_at").Optional().Nillable(),
		// The post newsletter (PostNewsletter) the mail is one of; nil for every other mail.
		field.Int("newsletter_id").Optional().Nillable().Immutable(),
	}
}

// Indexes: the sweep's look for mails still queued; a post newsletter's counts.
func (Mail) Indexes() []ent.Index {
	return []ent.Index{index.Fields("status", "created_at"), index.Fields("newsletter_id", "status")}
}

func (Mail) Annotations() []schema.Annotation {
	return append(outsideGraphQL(), areaOf{auth.System})
}
