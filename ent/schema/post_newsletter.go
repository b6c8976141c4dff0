package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
)

// PostNewsletter is the sending of a published post to the newsletter's confirmed
// subscribers (package posts, SendAsNewsletter): one row per post, ever, written in the
// same transaction as the job of its first batch, so two clicks or two replicas send
// once. Its job writes one mail per subscriber (Mail's newsletter_id), a bounded number
// a minute, and moves the cursor in the same transaction as those mails.
type PostNewsletter struct{ record }

// Policy: the posts area's writers send a post; its readers see how the sending went.
func (PostNewsletter) Policy() ent.Policy { return areaPolicy(auth.Posts) }

func (PostNewsletter) Fields() []ent.Field {
	return []ent.Field{
		field.Int("post_id").Immutable(),
		// What every mail says, as the post read when it was sent: all recipients get the same mail.
		field.String("title").Immutable().MaxLen(300),
		field.Text("summary").Immutable().Default(""),
		field.String("path").Immutable().MaxLen(2048),
		field.String("sent_by").Immutable().Default("").MaxLen(emailLen),
		// The subscribers confirmed before it started are its recipients, by id above cursor.
		field.Int("cursor").Default(0),
		// The confirmed subscribers reached so far (a mailbox past its hourly or daily bound gets no mail).
		field.Int("recipients").Default(0),
		field.Time("finished_at").Optional().Nillable(),
		// Why it stopped before the last subscriber (the post was unpublished or deleted); "" when it did not.
		field.String("stopped").Default("").MaxLen(300),
	}
}

// Indexes: once per post.
func (PostNewsletter) Indexes() []ent.Index { return []ent.Index{index.Fields("post_id").Unique()} }

func (PostNewsletter) Annotations() []schema.Annotation {
	return append(outsideGraphQL(), areaOf{auth.Posts})
}
