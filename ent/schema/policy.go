package schema

import (
	"context"

	"entgo.io/ent"
	"entgo.io/ent/privacy"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/mixin"

	"seoagency/auth"
	"seoagency/changes"
	genprivacy "seoagency/ent/privacy"
)

// The data layer denies by default: every query and mutation passes one of these
// policies, so no GraphQL field, REST route, export, job or edge can reach a row its
// viewer may not. Each type's rows belong to an area of the roles table (auth.Role.May):
// reading them needs Read, creating one Add, any other change Write. Server code that
// acts for the system (seed, verified PayPal notices, a customer's own order once its
// rule is checked) uses privacy.DecisionContext(ctx, privacy.Allow).

// readers lets the roles that read area a read its rows; others go on to the next rule.
func readers(a auth.Area) privacy.QueryRule {
	return genprivacy.QueryRuleFunc(func(ctx context.Context, _ ent.Query) error {
		if auth.ForContext(ctx).Can(a, auth.Read) {
			return privacy.Allow
		}
		return privacy.Skip
	})
}

// writers lets the roles that change area a change its rows: a create needs Add, any
// other change Write.
func writers(a auth.Area) privacy.MutationRule {
	return privacy.MutationRuleFunc(func(ctx context.Context, m ent.Mutation) error {
		if auth.ForContext(ctx).Can(a, needed(m)) {
			return privacy.Allow
		}
		return privacy.Skip
	})
}

func needed(m ent.Mutation) auth.Access {
	if m.Op().Is(ent.OpCreate) {
		return auth.Add
	}
	return auth.Write
}

// refuseQuery and refuseMutation end a policy saying why: a visitor must sign in, a held
// role must pass its second factor, other people lack the role.
func refuseQuery(a auth.Area) privacy.QueryRule {
	return genprivacy.QueryRuleFunc(func(ctx context.Context, _ ent.Query) error {
		return refusal(ctx, a, auth.Read)
	})
}

func refuseMutation(a auth.Area) privacy.MutationRule {
	return privacy.MutationRuleFunc(func(ctx context.Context, m ent.Mutation) error {
		return refusal(ctx, a, needed(m))
	})
}

func refusal(ctx context.Context, a auth.Area, at auth.Access) error {
	if err := auth.Require(ctx, a, at); err != nil {
		return err
	}
	return auth.ErrForbidden // an earlier rule allows whoever Require lets through
}

// areaOf records a type's area for the generated ent.AreaOf (revisions and the trash
// are filtered by their record's area; the web app and docs name it).
type areaOf struct{ Area auth.Area }

func (areaOf) Name() string { return "Area" }

// PublicContent is read by everyone and changed by the roles that write content; its
// changes are Announced.
type PublicContent struct{ Announced }

func (PublicContent) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{privacy.AlwaysAllowRule()},
		Mutation: privacy.MutationPolicy{writers(auth.Content), refuseMutation(auth.Content)},
	}
}

func (PublicContent) Annotations() []schema.Annotation {
	return []schema.Annotation{areaOf{auth.Content}}
}

// Announced reports every change of a type on the change bus, so every replica drops
// the pages and caches painted from it at once.
type Announced struct{ mixin.Schema }

func (Announced) Hooks() []ent.Hook {
	return []ent.Hook{func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			v, err := next.Mutate(ctx, m)
			if err == nil {
				changes.Changed(ctx)
			}
			return v, err
		})
	}}
}

// Private rows are read and changed only by the roles the area grants.
type Private struct {
	mixin.Schema
	Area auth.Area
}

func (p Private) Policy() ent.Policy { return areaPolicy(p.Area) }

func (p Private) Annotations() []schema.Annotation { return []schema.Annotation{areaOf{p.Area}} }

// areaPolicy is Private's policy, for a type that states it itself.
func areaPolicy(a auth.Area) ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{readers(a), refuseQuery(a)},
		Mutation: privacy.MutationPolicy{writers(a), refuseMutation(a)},
	}
}

// Inbox rows (subscribers, messages) may be created by anyone; the inbox's roles read
// and change them, and a person reads those of their verified e-mail.
type Inbox struct{ mixin.Schema }

func (Inbox) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{readers(auth.Inbox), ownInboxRows, refuseQuery(auth.Inbox)},
		Mutation: privacy.MutationPolicy{
			writers(auth.Inbox),
			privacy.OnMutationOperation(privacy.AlwaysAllowRule(), ent.OpCreate),
			refuseMutation(auth.Inbox),
		},
	}
}

func (Inbox) Annotations() []schema.Annotation { return []schema.Annotation{areaOf{auth.Inbox}} }

// PublicSetting is read by everyone (the site's name is on every page) and changed only
// by the roles of its area; its changes are Announced.
type PublicSetting struct {
	Announced
	Area auth.Area
}

func (p PublicSetting) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{privacy.AlwaysAllowRule()},
		Mutation: privacy.MutationPolicy{writers(p.Area), refuseMutation(p.Area)},
	}
}

func (p PublicSetting) Annotations() []schema.Annotation { return []schema.Annotation{areaOf{p.Area}} }
