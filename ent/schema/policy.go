package schema

import (
	"context"

	"entgo.io/ent"
	"entgo.io/ent/privacy"
	"entgo.io/ent/schema/mixin"

	"seoagency/auth"
	"seoagency/changes"
)

// The data layer denies by default: every query and mutation passes one of these
// policies, so no GraphQL field, REST route or edge can reach a row its viewer may not.
// Server code that acts for the system (seed, verified PayPal notices, a customer's
// own order once its rule is checked) uses privacy.DecisionContext(ctx, privacy.Allow).

var allowAdmin = privacy.ContextQueryMutationRule(func(ctx context.Context) error {
	if auth.ForContext(ctx).IsAdmin() {
		return privacy.Allow
	}
	return privacy.Skip
})

// denyByRole says why: a visitor must sign in, a customer lacks the role.
var denyByRole = privacy.ContextQueryMutationRule(func(ctx context.Context) error {
	v := auth.ForContext(ctx)
	if !v.SignedIn() {
		return auth.ErrUnauthenticated
	}
	if v.Held != nil {
		return v.Held
	}
	return auth.ErrForbidden
})

// PublicContent is read by everyone and changed by admins only; its changes are Announced.
type PublicContent struct{ Announced }

func (PublicContent) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{privacy.AlwaysAllowRule()},
		Mutation: privacy.MutationPolicy{allowAdmin, denyByRole},
	}
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

// Private is read and changed by admins only.
type Private struct{ mixin.Schema }

func (Private) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{allowAdmin, denyByRole},
		Mutation: privacy.MutationPolicy{allowAdmin, denyByRole},
	}
}

// Inbox rows (subscribers, messages) may be created by anyone; admins read and change
// them, and a person reads those of their verified e-mail.
type Inbox struct{ mixin.Schema }

func (Inbox) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{allowAdmin, ownInboxRows, denyByRole},
		Mutation: privacy.MutationPolicy{
			allowAdmin,
			privacy.OnMutationOperation(privacy.AlwaysAllowRule(), ent.OpCreate),
			denyByRole,
		},
	}
}
