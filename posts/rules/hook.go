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

// Hook checks every save of a post (GraphQL, a restore of a revision, the seed): a new
// post's author is the staff member who writes it, the body is stored canonical
// (documents.Parse), a slug is used by one post outside the trash, and a published
// post's old address redirects to its new one. The fields' own checks run after it.
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
		slug, ok := m.Slug()
		if !ok || validate.Text(slug) != nil || CheckSlug(slug) != nil {
			return next.Mutate(ctx, m) // the field's own check says what is wrong
		}
		id, _ := m.ID()
		if err := SlugFree(ctx, m.Client(), slug, id); err != nil {
			return nil, err
		}
		if !create {
			if err := redirectOldSlug(ctx, m, slug); err != nil {
				return nil, err
			}
		}
		return next.Mutate(ctx, m)
	})
}

// SlugFree refuses a slug that another post outside the trash has (the post id itself aside).
func SlugFree(ctx context.Context, c *ent.Client, slug string, id int) error {
	other, err := c.Post.Query().Where(post.Slug(slug), post.IDNEQ(id)).First(system(ctx))
	if ent.IsNotFound(err) {
		return nil
	}
	if err != nil {
		return err
	}
	e := apierr.Conflictf("The address /blog/%s is taken by the post %q (#%d): choose another slug.", slug, other.Title, other.ID)
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

// Path is a post's address on the site.
func Path(slug string) string { return "/blog/" + slug }

// redirectOldSlug leaves a 301 from a published post's old address to its new one, when
// a save that keeps it published changes its slug, in the save's transaction: a rule
// from the new address is dropped (it is the post's now), and rules that led to the old
// address lead to the new one (no chains).
func redirectOldSlug(ctx context.Context, m *ent.PostMutation, slug string) error {
	if s, ok := m.Status(); ok && s != post.StatusPUBLISHED {
		return nil
	}
	id, _ := m.ID()
	old, err := m.Client().Post.Get(system(ctx), id)
	if err != nil || old.Status != post.StatusPUBLISHED || old.Slug == slug {
		return err
	}
	c := m.Client()
	from, to := Path(old.Slug), Path(slug)
	taken, err := c.Redirect.Query().Where(redirect.FromPath(to)).All(ctx)
	if err != nil {
		return err
	}
	for _, r := range taken {
		if _, err := lifecycle.Delete(ctx, c, r.ID); err != nil {
			return err
		}
	}
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
