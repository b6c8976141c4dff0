package redirects

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"entgo.io/ent/privacy"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/post"
	"seoagency/ent/redirect"
	"seoagency/lifecycle"
	"seoagency/routes"
	"seoagency/validate"
)

// Rule is a redirect read for matching: its from and target taken apart.
type Rule struct {
	ID     int
	From   string // as stored: the normalised path, "/*" at the end of a prefix rule
	base   string
	prefix bool
	gone   bool
	// For a 301: the target before the part of the path a prefix rule carries over,
	// whether it is carried over, and the target's own query.
	to, toQuery string
	toPrefix    bool
	external    bool
}

// Gone reports a 410 rule.
func (r *Rule) Gone() bool { return r.gone }

// parse takes a stored (or submitted) rule apart, checking every field on its own.
func parse(site *Site, id int, from, target string, kind redirect.Kind, allowExternal redirect.AllowExternal) (*Rule, error) {
	base, prefix, err := parseFrom(site, strings.TrimSpace(from))
	if err != nil {
		return nil, err
	}
	r := &Rule{ID: id, base: base, prefix: prefix, From: base, gone: kind == redirect.KindGone}
	if prefix {
		r.From = strings.TrimSuffix(base, "/") + prefixMark
	}
	target = strings.TrimSpace(target)
	if r.gone { // a target left in the form when Moved became Gone is dropped
		return r, nil
	}
	if target == "" {
		return nil, apierr.Invalid("target", "required", "A Moved (301) rule needs a target, like /new-page.")
	}
	to, query, _ := strings.Cut(target, "?")
	to, _, _ = strings.Cut(to, "#")
	to, r.toPrefix = strings.CutSuffix(to, prefixMark)
	if r.toPrefix && !prefix {
		return nil, apierr.Invalid("target", "prefix", "The target may end with /* only when the path does (a prefix rule).")
	}
	if strings.ContainsAny(query, "\r\n\t\\ ") || strings.ContainsFunc(query, func(c rune) bool { return c < 0x20 || c == 0x7f }) {
		return nil, apierr.Invalid("target", "url", "The target's query string has characters a URL cannot carry.")
	}
	r.toQuery = query
	if strings.HasPrefix(to, "/") && !strings.HasPrefix(to, "//") && !strings.HasPrefix(to, `/\`) {
		return r.local(to)
	}
	u, err := url.Parse(to)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil ||
		strings.ContainsAny(to, "\\ \r\n\t") || strings.ContainsFunc(to, func(c rune) bool { return c < 0x20 || c == 0x7f }) {
		return nil, apierr.Invalid("target", "url", "The target must be a path of this site (/new-page) or a full https:// address.")
	}
	if site.own(u) { // the site's own address is the path it names: a chain or a loop shows
		return r.local("/" + strings.TrimPrefix(u.EscapedPath(), "/"))
	}
	if allowExternal != redirect.AllowExternalYes {
		return nil, apierr.Invalid("target", "external", fmt.Sprintf("The target is on another host (%s): set Allow External to Yes if that is meant.", u.Host))
	}
	r.to, r.external = strings.TrimSuffix(u.String(), "/"), true
	if !r.toPrefix {
		r.to = u.String()
	}
	return r, nil
}

// local makes r's target to, a path of this site, normalised.
func (r *Rule) local(to string) (*Rule, error) {
	var err error
	if r.to, err = normalize(to, "target"); err != nil {
		return nil, err
	}
	if r.toPrefix && r.to == "/" {
		r.to = ""
	}
	return r, nil
}

// covers reports whether r's from matches path p.
func (r *Rule) covers(p string) bool {
	if r.prefix {
		return under(p, r.base)
	}
	return p == r.base
}

// overlaps reports whether r's from and a region (a path, or a folder when prefix)
// share a path.
func (r *Rule) overlaps(p string, prefix bool) bool {
	switch {
	case prefix && r.prefix:
		return under(p, r.base) || under(r.base, p)
	case prefix:
		return under(r.base, p)
	}
	return r.covers(p)
}

// target is where r sends path p (which it covers), with the request's query.
func (r *Rule) target(p, rawQuery string) string {
	loc := r.to
	if r.toPrefix {
		rest := strings.TrimPrefix(p, r.base)
		if r.base == "/" {
			rest = p
		}
		loc += rest
	}
	if !r.external {
		if loc == "" {
			loc = "/"
		}
		loc = (&url.URL{Path: loc}).EscapedPath()
	} else if r.toPrefix {
		loc = r.to + (&url.URL{Path: strings.TrimPrefix(loc, r.to)}).EscapedPath()
	}
	q := r.toQuery
	if rawQuery != "" {
		if q != "" {
			q += "&"
		}
		q += rawQuery
	}
	if q != "" {
		loc += "?" + q
	}
	return loc
}

func (r *Rule) describe() string {
	if r.gone {
		return fmt.Sprintf("the rule %s → Gone (#%d)", r.From, r.ID)
	}
	return fmt.Sprintf("the rule %s → %s (#%d)", r.From, r.targetText(), r.ID)
}

func (r *Rule) targetText() string {
	t := r.to
	if r.toPrefix {
		t += prefixMark
	}
	return t
}

// conflict checks r against the other live rules: one from per path, and no rule whose
// visitors land on another rule (a chain, or a loop).
func (r *Rule) conflict(others []*Rule) error {
	if !r.gone && !r.external && r.overlaps(r.to, r.toPrefix) {
		if !r.toPrefix || under(r.to, r.base) || under(r.base, r.to) {
			return apierr.Invalid("target", "loop", "The target is under the path itself: visitors would be redirected again and again.")
		}
	}
	for _, o := range others {
		if o.ID == r.ID {
			continue
		}
		if o.base == r.base && o.prefix == r.prefix {
			return apierr.Conflictf("The path %s is redirected already by %s: edit that rule instead.", r.From, o.describe())
		}
		if !r.gone && !r.external && o.overlaps(r.to, r.toPrefix) {
			return apierr.Conflictf("The target %s is itself redirected by %s: point this rule at that rule's target, so visitors take one hop, not a chain.", r.targetText(), o.describe())
		}
		if !o.gone && !o.external && r.overlaps(o.to, o.toPrefix) {
			return apierr.Conflictf("%s leads to %s, which this rule would redirect again (a chain or a loop): change that rule first.", capitalize(o.describe()), o.targetText())
		}
	}
	return nil
}

func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// Hook checks every save of a redirect (GraphQL, REST, a restore from the trash or a
// revision) and stores its from and target normalised. A move to the trash is not
// checked: removing a rule never makes a chain.
func Hook(next ent.Mutator) ent.Mutator {
	return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
		rm, ok := m.(*ent.RedirectMutation)
		if !ok || !(m.Op().Is(ent.OpCreate) || m.Op().Is(ent.OpUpdateOne)) {
			return next.Mutate(ctx, m)
		}
		if _, deleting := rm.DeletedAt(); deleting {
			return next.Mutate(ctx, m)
		}
		if from, _ := rm.FromPath(); validate.Text(from) != nil {
			return next.Mutate(ctx, m) // the field's own check says what is wrong with the text
		}
		if target, _ := rm.Target(); validate.Text(target) != nil {
			return next.Mutate(ctx, m)
		}
		site := siteOf(ctx)
		r, err := fromMutation(ctx, site, rm)
		if err != nil {
			return nil, err
		}
		others, err := live(ctx, site, rm.Client())
		if err != nil {
			return nil, err
		}
		if err := r.conflict(others); err != nil {
			return nil, err
		}
		if err := shadowsEntry(ctx, rm.Client(), r); err != nil {
			return nil, err
		}
		rm.SetFromPath(r.From)
		if r.gone {
			rm.SetTarget("")
		}
		return next.Mutate(ctx, m)
	})
}

// fromMutation reads the rule as it will be once the mutation is saved.
func fromMutation(ctx context.Context, site *Site, m *ent.RedirectMutation) (*Rule, error) {
	var old *ent.Redirect
	id, hasID := m.ID()
	if hasID && m.Op().Is(ent.OpUpdateOne) {
		o, err := m.Client().Redirect.Get(ctx, id)
		if err != nil && !ent.IsNotFound(err) {
			return nil, err
		}
		if ent.IsNotFound(err) { // in the trash: a restore reads the row itself
			o, err = m.Client().Redirect.Get(lifecycle.IncludingDeleted(ctx), id)
			if err != nil {
				return nil, err
			}
		}
		old = o
	}
	from, target, kind, ext := "", "", redirect.DefaultKind, redirect.DefaultAllowExternal
	if old != nil {
		from, target, kind, ext = old.FromPath, old.Target, old.Kind, old.AllowExternal
	}
	if v, ok := m.FromPath(); ok {
		from = v
	}
	if v, ok := m.Target(); ok {
		target = v
	}
	if v, ok := m.Kind(); ok {
		kind = v
	}
	if v, ok := m.AllowExternal(); ok {
		ext = v
	}
	return parse(site, id, from, target, kind, ext)
}

// live reads the rules outside the trash.
func live(ctx context.Context, site *Site, c *ent.Client) ([]*Rule, error) {
	rows, err := c.Redirect.Query().All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*Rule, 0, len(rows))
	for _, row := range rows {
		// Every stored rule passed parse when saved; one that no longer does (a path the
		// app has taken since) is left out rather than served.
		if r, err := parse(site, row.ID, row.FromPath, row.Target, row.Kind, row.AllowExternal); err == nil {
			out = append(out, r)
		}
	}
	return out, nil
}

// shadowsEntry refuses a rule from the address of a published post, case study or page
// (or, for a prefix rule, over one): the rule would hide it. Its slug changes leave
// their own 301s (package posts/rules).
func shadowsEntry(ctx context.Context, c *ent.Client, r *Rule) error {
	rows, err := c.Post.Query().Where(post.StatusEQ(post.StatusPUBLISHED)).
		Select(post.FieldKind, post.FieldSlug, post.FieldTitle).All(privacy.DecisionContext(ctx, privacy.Allow))
	if err != nil {
		return err
	}
	for _, p := range rows {
		at := routes.EntryPath(string(p.Kind), p.Slug)
		if at == r.base || r.prefix && under(at, r.base) {
			return apierr.Invalid("fromPath", "published", fmt.Sprintf("The path %s is the published %q: a redirect would hide it. Unpublish it or change its slug first.", at, p.Title))
		}
	}
	return nil
}
