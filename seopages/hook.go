package seopages

import (
	"context"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/pageseo"
	"seoagency/routes"
	"seoagency/validate"
)

// Hook checks every save of a page's SEO (GraphQL, REST, a restore): the path is stored
// as the page it names ("/contact-us" and "/pricing/" are /contact and /pricing), and a
// page has one live row. The fields' own checks (CheckPath, …) run after it.
func Hook(next ent.Mutator) ent.Mutator {
	return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
		pm, ok := m.(*ent.PageSeoMutation)
		if !ok || !(m.Op().Is(ent.OpCreate) || m.Op().Is(ent.OpUpdateOne)) {
			return next.Mutate(ctx, m)
		}
		if _, deleting := pm.DeletedAt(); deleting {
			return next.Mutate(ctx, m)
		}
		p, ok := pm.Path()
		if !ok {
			return next.Mutate(ctx, m)
		}
		p = routes.Canonical(p)
		pm.SetPath(p)
		if CheckPath(p) != nil || badText(pm) {
			return next.Mutate(ctx, m) // the field's check names what is wrong
		}
		q := pm.Client().PageSeo.Query().Where(pageseo.Path(p))
		if id, ok := pm.ID(); ok {
			q = q.Where(pageseo.IDNEQ(id))
		}
		other, err := q.First(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return nil, err
		}
		if other != nil {
			e := apierr.Conflictf("The page %s has its SEO settings already (#%d): edit those.", p, other.ID)
			e.Fields = map[string]string{"path": "unique"}
			return nil, e
		}
		return next.Mutate(ctx, m)
	})
}

// badText reports a text the fields' own checks refuse (control characters, bad UTF-8):
// that refusal, naming the field, comes before a conflict.
func badText(m *ent.PageSeoMutation) bool {
	for _, name := range m.Fields() {
		if v, ok := m.Field(name); ok {
			if s, ok := v.(string); ok && validate.Text(s) != nil {
				return true
			}
		}
	}
	return false
}
