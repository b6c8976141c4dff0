package schema

import (
	"context"

	"entgo.io/ent"
	"entgo.io/ent/privacy"

	"seoagency/auth"
	gen "seoagency/ent"
	genprivacy "seoagency/ent/privacy"
	"seoagency/ent/revision"
	"seoagency/ent/trashitem"
)

// historyPolicy is the revisions' and the trash's: a role reads those of the records of
// the areas it reads (an editor sees the history of content, not of the staff list).
// Only the server writes them (package lifecycle, as the system): restoring from the
// trash or a revision is a change of the record, which its own policy decides.
func historyPolicy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{ofReadableRecords, refuseQuery(auth.Content)},
		Mutation: privacy.MutationPolicy{privacy.ContextQueryMutationRule(serverOnly)},
	}
}

var ofReadableRecords = genprivacy.QueryRuleFunc(func(ctx context.Context, q gen.Query) error {
	v := auth.ForContext(ctx)
	if v.Staff() == "" {
		return privacy.Skip
	}
	var types []string
	for _, t := range gen.LifecycleTypes {
		if v.Can(auth.Area(gen.AreaOf(t)), auth.Read) {
			types = append(types, t)
		}
	}
	switch q := q.(type) {
	case *gen.RevisionQuery:
		q.Where(revision.NodeTypeIn(types...))
	case *gen.TrashItemQuery:
		q.Where(trashitem.NodeTypeIn(types...))
	default:
		return privacy.Skip
	}
	return privacy.Allow
})

// serverOnly refuses every caller of a row only the server writes.
func serverOnly(ctx context.Context) error {
	if !auth.ForContext(ctx).SignedIn() {
		return auth.ErrUnauthenticated
	}
	return auth.ErrForbidden
}
