package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/privacy"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
)

// Invitation is an invitation to join the staff with a role (package invites). Its
// link's token is stored only as a hash; the server sets every field.
type Invitation struct{ ent.Schema }

func (Invitation) Mixin() []ent.Mixin { return []ent.Mixin{Base{}} }

func (Invitation) Fields() []ent.Field {
	return []ent.Field{
		email("email"),
		field.Enum("role").Values(roles()...),
		field.String("invited_by").MaxLen(emailLen).StructTag(jsonTag("invited_by")),
		// token_hash is the SHA-256 of the link's token, hex; a resend replaces it.
		field.String("token_hash").Unique().Sensitive(),
		field.Time("expires_at").StructTag(jsonTag("expires_at")),
		field.Time("accepted_at").Optional().Nillable().StructTag(jsonTag("accepted_at")),
		field.Time("revoked_at").Optional().Nillable().StructTag(jsonTag("revoked_at")),
	}
}

func (Invitation) Indexes() []ent.Index { return []ent.Index{index.Fields("email")} }

func (Invitation) Annotations() []schema.Annotation { return outsideGraphQL() }

// Policy: owners and admins manage invitations (only an Owner may invite an Owner:
// invites.Invite). Accepting one is the invited person's, checked by invites.Accept,
// which then writes as the system.
func (Invitation) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{readers(auth.Staff), refuseQuery(auth.Staff)},
		Mutation: privacy.MutationPolicy{writers(auth.Staff), refuseMutation(auth.Staff)},
	}
}
