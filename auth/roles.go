package auth

import (
	"context"
	"fmt"
)

// Area is a part of the product that the roles table grants by: every rule that checks
// a staff right names the area it guards (ent/schema's policies, the domain packages).
type Area string

// The areas (docs/security.md has the full matrix).
const (
	// Content: the public content types, page heads (SEO), redirects, and their revisions and trash.
	Content Area = "content"
	// Posts: the blog's posts (package posts), their revisions and trash.
	Posts Area = "posts"
	// Media: the media library.
	Media Area = "media"
	// Sales: orders, payments, the ledger, PayPal's notices, customers' data.
	Sales Area = "sales"
	// Inbox: messages, replies, subscribers.
	Inbox Area = "inbox"
	// Staff: the admin users list (and invitations).
	Staff Area = "staff"
	// Site: the site's identity (its name, tagline, legal name and address) and its menus.
	Site Area = "site"
	// Owner: payment settings (the PayPal e-mail), the audit log, the roles' requirements, backups.
	Owner Area = "owner"
	// System: the job queue, the mail log, web vitals, 404s, the SEO report.
	System Area = "system"
)

// Areas lists every area, in the order the docs show them.
func Areas() []Area { return []Area{Content, Posts, Media, Sales, Inbox, Staff, Site, Owner, System} }

// Access is how far a role reaches into an area; each level includes the ones before.
type Access int

const (
	None Access = iota
	// Read sees the area's private rows (and exports them).
	Read
	// Add also creates rows, and changes only rows of one's own (an ownedBy rule: an
	// Author's posts while they are not published).
	Add
	// Write changes and deletes any row of the area.
	Write
)

// String names the level as the docs and the web app do.
func (a Access) String() string {
	return [...]string{"none", "read", "add", "write"}[a]
}

// May is the roles table, the one place that says what each role may do in each area.
func (r Role) May(a Area) Access {
	switch r {
	case RoleOwner:
		return Write
	case RoleAdmin:
		if a == Owner {
			return None
		}
		return Write
	case RoleEditor:
		if a == Content || a == Posts || a == Media {
			return Write
		}
	case RoleAuthor:
		// Authors write posts and edit their own while not published (Add with an
		// ownedBy rule, ent/schema/post.go), read the admin area's content and upload media.
		switch a {
		case Content:
			return Read
		case Posts, Media:
			return Add
		}
	case RoleSupport:
		switch a {
		case Inbox:
			return Write
		case Sales:
			return Read
		}
	}
	return None
}

// Can reports whether the viewer's role in force reaches area a at level at least.
func (v *Viewer) Can(a Area, at Access) bool {
	if v.Key != nil {
		return v.Key.May(a) >= at
	}
	r := v.Staff()
	return r != "" && r.May(a) >= at
}

// Require returns nil when the viewer's role in force reaches area a at level at;
// otherwise why not: ErrUnauthenticated for a visitor, the Held error while the role is
// held (so the web app can ask for the second factor), else ErrForbidden.
func Require(ctx context.Context, a Area, at Access) error {
	v := ForContext(ctx)
	switch {
	case v.Can(a, at):
		return nil
	case v.Key != nil:
		return &KeyRefused{Area: a, Need: at}
	case !v.SignedIn():
		return ErrUnauthenticated
	case v.Held != nil && v.Role != "" && v.Role.May(a) >= at:
		return v.Held
	}
	return &Refused{Role: v.Staff(), Area: a, Need: at}
}

// RequireStaff returns nil for any staff role in force, and an API key whose scopes reach
// some area, else why not (as Require): the door of the admin area, whose rows the data
// layer then checks area by area.
func RequireStaff(ctx context.Context) error {
	v := ForContext(ctx)
	switch {
	case v.Staff() != "":
		return nil
	case v.Key != nil && v.Key.reachesAny():
		return nil // the data layer checks the key's scopes area by area
	case v.Key != nil:
		return &KeyRefused{}
	case !v.SignedIn():
		return ErrUnauthenticated
	case v.Held != nil && v.Role != "":
		return v.Held
	}
	return &Refused{}
}

// Refused is ErrForbidden saying why: the role in force ("" for a customer) and what the
// action needs (no Area: any staff role). Every refusal of GraphQL, REST and uploads
// reads its message from here (apierr).
type Refused struct {
	Role Role
	Area Area
	Need Access
}

func (e *Refused) Is(target error) bool { return target == ErrForbidden }

// Error is the sentence the person reads, for example "Not allowed: your role (Support)
// cannot change orders and payments (this needs write access to sales)."
func (e *Refused) Error() string {
	who := "your account has no staff role and"
	if e.Role != "" {
		who = "your role (" + string(e.Role) + ")"
	}
	if e.Area == "" {
		return "Not allowed: " + who + " cannot use the admin area (this needs a staff role)."
	}
	return fmt.Sprintf("Not allowed: %s cannot %s %s (this needs %s access to %s).",
		who, verb(e.Need), e.Area.Words(), e.Need, e.Area)
}

// verb is what level at does to an area, in the words of the admin area.
func verb(at Access) string {
	return [...]string{"use", "see", "add to", "change"}[at]
}

// Words says what area a holds, in the words of the admin area.
func (a Area) Words() string {
	switch a {
	case Content:
		return "the site's content"
	case Posts:
		return "the blog's posts"
	case Media:
		return "the media library"
	case Sales:
		return "orders and payments"
	case Inbox:
		return "messages and subscribers"
	case Staff:
		return "the staff list"
	case Site:
		return "the site's identity"
	case Owner:
		return "the owner's settings and the audit log"
	}
	return "the system pages (jobs, mail log, reports)"
}
