// Package menus holds the rules of the header's and the footer's menus (the MenuItem
// record): what a link may point to (a public page of this site or an http(s) address),
// the pages the admin's picker offers (Targets), the order of a menu (Reorder), and the
// specification's links that a new site starts with (Defaults). The data layer calls
// Hook on every save, so GraphQL, a restore of a revision and the seed share the rules.
package menus

import (
	"context"
	"net/url"
	"slices"
	"strings"

	"entgo.io/ent/privacy"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/hook"
	"seoagency/ent/menuitem"
	"seoagency/ent/post"
	"seoagency/redirects"
	"seoagency/routes"
	"seoagency/validate"
)

// Longest texts stored: a label fits a header line; a target is a path or an address.
const (
	MaxLabel  = 40
	MaxTarget = 2048
)

// Link is a link of a menu as the specification has it.
type Link struct{ Label, Path string }

// Defaults are a menu's links until the admin changes them: the specification's, in its
// order (header, mobile menu and the footer's quick links alike), each page's path from
// the route table.
func Defaults() []Link {
	links := []Link{{"Home", "Home"}, {"Services", "Services"}, {"Pricing", "Pricing"}, {"Contact", "Contact"}}
	for i, l := range links {
		links[i].Path = pathOf(l.Path)
	}
	return links
}

// pathOf is the first path of a page of the route table (/contact, not /contact-us).
func pathOf(page string) string {
	for _, r := range routes.All() {
		if r.Page == page {
			return r.Path
		}
	}
	panic("web/routes.json has no page " + page)
}

// Target is a public page of the site that a menu may link to.
type Target struct {
	Path, Title string
	// Kind: "page" (a fixed page), "listing" (a page that lists entries: /blog), or the
	// kind of an entry ("post").
	Kind string
}

// Targets is every page of the site a visitor can open without signing in, in the route
// table's order: the fixed pages, the listings, and the published entries. It is the one
// answer to "is this a public path" (IsPublic): a new kind of entry adds its published
// rows in entries, and menus, the picker and the checks follow.
func Targets(ctx context.Context, c *ent.Client) ([]Target, error) {
	all := routes.All()
	var out []Target
	for _, r := range all {
		if !r.Public() || routes.Canonical(r.Path) != r.Path {
			continue
		}
		if !strings.Contains(r.Path, ":") {
			kind := "page"
			if slices.ContainsFunc(all, func(o routes.Route) bool { return o.Page == r.Page && o.Path != r.Path }) {
				kind = "listing" // the same page has more paths: its further listing pages
			}
			out = append(out, Target{Path: r.Path, Title: r.Title, Kind: kind})
			continue
		}
		es, err := entries(ctx, c, r)
		if err != nil {
			return nil, err
		}
		out = append(out, es...)
	}
	return out, nil
}

// entries are the published entries shown at route r (a route with a parameter): one
// case per kind of entry. A listing's further pages are not menu links.
func entries(ctx context.Context, c *ent.Client, r routes.Route) ([]Target, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow) // published rows only, whoever asks
	switch r.Page {
	case "Post":
		// posts.Published's rows (package posts needs the data layer, which needs this one).
		ps, err := c.Post.Query().Where(post.KindEQ(post.KindPOST), post.StatusEQ(post.StatusPUBLISHED)).Order(ent.Asc(post.FieldTitle)).All(ctx)
		if err != nil {
			return nil, err
		}
		out := make([]Target, len(ps))
		for i, p := range ps {
			out[i] = Target{Path: strings.Replace(r.Path, ":slug", p.Slug, 1), Title: p.Title, Kind: "post"}
		}
		return out, nil
	}
	return nil, nil
}

// IsPublic reports whether a visitor can open path (a normalised path of this site).
func IsPublic(ctx context.Context, c *ent.Client, path string) (bool, error) {
	ts, err := Targets(ctx, c)
	if err != nil {
		return false, err
	}
	return slices.ContainsFunc(ts, func(t Target) bool { return t.Path == path }), nil
}

// CheckTarget reads a link's target: a path of this site that a visitor can open (returned
// normalised), or an absolute http(s) address without credentials. external says which.
func CheckTarget(ctx context.Context, c *ent.Client, target string) (clean string, external bool, err error) {
	if strings.HasPrefix(target, "/") {
		p, err := redirects.NormalizePathOf(target, "target")
		if err != nil {
			return "", false, err
		}
		ok, err := IsPublic(ctx, c, p)
		if err != nil {
			return "", false, err
		}
		if !ok {
			return "", false, apierr.Invalid("target", "notPublic", "No public page is at "+p+
				": pick a page, a listing or a published post, or give a full https:// address.")
		}
		return p, false, nil
	}
	bad := apierr.Invalid("target", "url", "The link must be a page of this site (/pricing) or a full http(s):// address, like https://example.com/page.")
	u, err := url.Parse(target)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Opaque != "" ||
		strings.ContainsAny(target, " \t\r\n\\") {
		return "", false, bad
	}
	if u.User != nil {
		return "", false, apierr.Invalid("target", "credentials", "The address must not carry a user name or password (user:password@).")
	}
	return target, true, nil
}

// Hook checks every save of a menu item: its target (CheckTarget, stored normalised), and
// that only a link to another site opens in a new tab. The fields' own checks (required,
// length, control characters) run after it and say what is wrong with a broken text.
func Hook(next ent.Mutator) ent.Mutator {
	return hook.MenuItemFunc(func(ctx context.Context, m *ent.MenuItemMutation) (ent.Value, error) {
		if !m.Op().Is(ent.OpCreate) && !m.Op().Is(ent.OpUpdateOne) {
			return next.Mutate(ctx, m)
		}
		if err := lastInNewMenu(ctx, m); err != nil {
			return nil, err
		}
		target, setTarget := m.Target()
		newTab, setNewTab := m.NewTab()
		if !setTarget && !setNewTab {
			return next.Mutate(ctx, m)
		}
		var err error
		if !setTarget {
			if target, err = m.OldTarget(ctx); err != nil {
				return nil, err
			}
		}
		if !setNewTab && !m.Op().Is(ent.OpCreate) {
			if newTab, err = m.OldNewTab(ctx); err != nil {
				return nil, err
			}
		}
		if validate.Text(target) != nil || validate.MaxLen(MaxTarget)(target) != nil || validate.Required(target) != nil {
			return next.Mutate(ctx, m)
		}
		clean, external, err := CheckTarget(ctx, m.Client(), strings.TrimSpace(target))
		if err != nil {
			return nil, err
		}
		if newTab && !external {
			return nil, apierr.Invalid("newTab", "internal", "Only a link to another site opens in a new tab: a page of this site opens in the same one.")
		}
		if setTarget {
			m.SetTarget(clean)
		}
		return next.Mutate(ctx, m)
	})
}

// lastInNewMenu puts an item that an update moves to the other menu at that menu's end.
func lastInNewMenu(ctx context.Context, m *ent.MenuItemMutation) error {
	to, ok := m.Menu()
	if !ok || !m.Op().Is(ent.OpUpdateOne) {
		return nil
	}
	from, err := m.OldMenu(ctx)
	if err != nil || from == to {
		return err
	}
	last, err := m.Client().MenuItem.Query().Where(menuitem.MenuEQ(to)).Order(ent.Desc(menuitem.FieldPosition)).First(ctx)
	switch {
	case ent.IsNotFound(err):
		m.SetPosition(0)
	case err != nil:
		return err
	default:
		m.SetPosition(last.Position + 1)
	}
	return nil
}

// Reorder puts the items of a menu in the order of ids, which must name each of its items
// once. The caller's client is the mutation's transaction: all positions change, or none.
func Reorder(ctx context.Context, c *ent.Client, menu menuitem.Menu, ids []int) ([]*ent.MenuItem, error) {
	if err := auth.Require(ctx, auth.Site, auth.Write); err != nil {
		return nil, err
	}
	items, err := c.MenuItem.Query().Where(menuitem.MenuEQ(menu)).All(ctx)
	if err != nil {
		return nil, err
	}
	byID := make(map[int]*ent.MenuItem, len(items))
	for _, it := range items {
		byID[it.ID] = it
	}
	seen := map[int]bool{}
	for _, id := range ids {
		if byID[id] == nil || seen[id] {
			break
		}
		seen[id] = true
	}
	if len(seen) != len(ids) || len(ids) != len(items) {
		return nil, apierr.Invalid("ids", "order", "The new order must name each item of the "+
			strings.ToLower(menu.String())+" menu once: reload the menu and try again.")
	}
	out := make([]*ent.MenuItem, len(ids))
	for i, id := range ids {
		if out[i], err = c.MenuItem.UpdateOneID(id).SetPosition(i).Save(ctx); err != nil {
			return nil, err
		}
	}
	return out, nil
}
