package rules

import (
	"context"
	"slices"
	"strings"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/documents"
	"seoagency/ent"
	"seoagency/ent/hook"
	"seoagency/ent/post"
	"seoagency/ent/redirect"
	"seoagency/lifecycle"
	"seoagency/posts/results"
	"seoagency/validate"
)

// Editable are the fields of a post its editors set (the generated inputs' fields, a
// draft's fields); the others are the server's.
var Editable = []string{post.FieldSlug, post.FieldTitle, post.FieldExcerpt, post.FieldBody, post.FieldCoverImage,
	post.FieldCoverAlt, post.FieldSeoTitle, post.FieldSeoDescription, post.FieldSocialImage, post.FieldNoindex, post.FieldCanonical}

// stamps are set by every save (package lifecycle, the Base mixin).
var stamps = []string{post.FieldVersion, post.FieldUpdatedBy, post.FieldUpdatedAt}

// AuthorMayChange reports whether m sets or clears only editable fields (and the stamps
// of a save): what an Author may do to their own post (ent/schema's ownedBy).
func AuthorMayChange(m *ent.PostMutation) bool {
	for _, f := range append(m.Fields(), m.ClearedFields()...) {
		if !slices.Contains(Editable, f) && !slices.Contains(stamps, f) {
			return false
		}
	}
	return true
}

// Hook checks every save of an entry (GraphQL, a restore of a revision, the seed): a new
// entry's author is the staff member who writes it, the body is stored canonical
// (documents.Parse), the entry passes CheckEntry (a slug used by one entry outside the
// trash, a page's reserved addresses, a case study's fields on case studies only), and a
// published entry's old address redirects to its new one while rules from its new
// address are dropped. The fields' own checks run after it.
func Hook(next ent.Mutator) ent.Mutator {
	return hook.PostFunc(func(ctx context.Context, m *ent.PostMutation) (ent.Value, error) {
		create := m.Op().Is(ent.OpCreate)
		if !create && !m.Op().Is(ent.OpUpdateOne) {
			return next.Mutate(ctx, m)
		}
		if _, deleting := m.DeletedAt(); deleting {
			return next.Mutate(ctx, m)
		}
		if e, _ := m.AuthorEmail(); create && e == "" { // "" is the field's default, set before hooks run
			m.SetAuthorEmail(strings.ToLower(strings.TrimSpace(auth.ForContext(ctx).Email)))
		}
		if body, ok := m.Body(); ok {
			canonical, err := CanonicalBody(body)
			if err != nil {
				return nil, err
			}
			m.SetBody(canonical)
		}
		if fs, ok := m.Results(); ok {
			m.SetResults(fs.Trimmed())
		}
		if !create && !touchesEntry(m) {
			return next.Mutate(ctx, m) // a restore from the trash, a move: nothing of the entry's place
		}
		id, _ := m.ID()
		var old *ent.Post
		if !create {
			var err error
			if old, err = m.Client().Post.Get(system(ctx), id); err != nil {
				return nil, err
			}
		}
		e := entryOf(m, old)
		if validate.Text(e.slug) != nil || CheckSlug(e.slug) != nil {
			return next.Mutate(ctx, m) // the field's own check says what is wrong
		}
		if err := CheckEntry(ctx, m.Client(), id, e.kind, e.slug, e.client, e.industry, e.results); err != nil {
			return nil, err
		}
		v, err := next.Mutate(ctx, m)
		if err != nil || e.status != post.StatusPUBLISHED {
			return v, err
		}
		return v, redirectToPublished(ctx, m.Client(), old, e.kind, e.slug)
	})
}

// touchesEntry reports whether m sets what CheckEntry and the redirects read.
func touchesEntry(m *ent.PostMutation) bool {
	for _, f := range append(m.Fields(), m.ClearedFields()...) {
		switch f {
		case post.FieldSlug, post.FieldStatus, post.FieldClientName, post.FieldIndustry, post.FieldResults:
			return true
		}
	}
	return false
}

// entry is what an entry will be once a save is made: the mutation's values, else the
// stored ones.
type entry struct {
	kind             post.Kind
	status           post.Status
	slug             string
	client, industry string
	results          results.Figures
}

func entryOf(m *ent.PostMutation, old *ent.Post) entry {
	var e entry
	if old != nil {
		e = entry{kind: old.Kind, status: old.Status, slug: old.Slug, client: old.ClientName, industry: old.Industry, results: old.Results}
	}
	if k, ok := m.Kind(); ok {
		e.kind = k
	}
	if s, ok := m.Status(); ok {
		e.status = s
	}
	if s, ok := m.Slug(); ok {
		e.slug = s
	}
	if s, ok := m.ClientName(); ok {
		e.client = strings.TrimSpace(s)
	}
	if s, ok := m.Industry(); ok {
		e.industry = strings.TrimSpace(s)
	}
	if fs, ok := m.Results(); ok {
		e.results = fs
	}
	if m.ResultsCleared() {
		e.results = nil
	}
	return e
}

// SlugFree refuses a slug that another entry outside the trash has (the entry id itself
// aside): posts, case studies and pages share one set of slugs.
func SlugFree(ctx context.Context, c *ent.Client, slug string, id int) error {
	other, err := c.Post.Query().Where(post.Slug(slug), post.IDNEQ(id)).First(system(ctx))
	if ent.IsNotFound(err) {
		return nil
	}
	if err != nil {
		return err
	}
	e := apierr.Conflictf("The slug %s is taken by the %s %q (#%d, at %s): choose another slug.", slug, Noun(other.Kind), other.Title, other.ID, Path(other.Kind, other.Slug))
	e.Fields = map[string]string{"slug": "unique"}
	return e
}

// CanonicalBody is a document as it is stored (documents.Parse), or why it is refused.
func CanonicalBody(body string) (string, error) {
	b, err := documents.Parse([]byte(body))
	if err != nil {
		return "", apierr.FieldInvalid(post.FieldBody, err)
	}
	return string(b), nil
}

// redirectToPublished runs after a save that leaves an entry published at slug, in the
// save's transaction: a rule from its address is dropped (the address is the entry's, and
// a rule there would hide it), and when the save changed a published entry's slug, a 301
// leads from its old address to its new one and rules that led to the old address lead
// to the new one (no chains).
func redirectToPublished(ctx context.Context, c *ent.Client, old *ent.Post, kind post.Kind, slug string) error {
	to := Path(kind, slug)
	taken, err := c.Redirect.Query().Where(redirect.FromPath(to)).All(ctx)
	if err != nil {
		return err
	}
	for _, r := range taken {
		if _, err := lifecycle.Delete(ctx, c, r.ID); err != nil {
			return err
		}
	}
	if old == nil || old.Status != post.StatusPUBLISHED || old.Slug == slug {
		return nil
	}
	from := Path(kind, old.Slug)
	leading, err := c.Redirect.Query().Where(redirect.Target(from)).All(ctx)
	if err != nil {
		return err
	}
	for _, r := range leading {
		if err := c.Redirect.UpdateOne(r).SetTarget(to).Exec(ctx); err != nil {
			return err
		}
	}
	return c.Redirect.Create().SetFromPath(from).SetTarget(to).Exec(ctx)
}
