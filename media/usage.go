package media

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"entgo.io/ent/dialect/sql"

	"seoagency/apierr"
	"seoagency/documents"
	"seoagency/ent"
	entmedia "seoagency/ent/media"
	"seoagency/ent/post"
	"seoagency/lifecycle"
)

// An image is used where a content field holds its address: the site path, or the
// same path under any origin (a full URL pasted from the page).
func addressOf(m *ent.Media) string { return URL(m) }

// UsedIn lists the content fields that hold the image's address, in the trash too.
// Within a request made WithUses, every image's uses come from one reading.
func UsedIn(ctx context.Context, c *ent.Client, m *ent.Media) ([]ent.ImageUse, error) {
	if all, ok := ctx.Value(usesKey{}).(*useIndex); ok {
		return all.of(ctx, c, addressOf(m))
	}
	return usedIn(ctx, c, m)
}

func usedIn(ctx context.Context, c *ent.Client, m *ent.Media) ([]ent.ImageUse, error) {
	addr := addressOf(m)
	return c.ImageUses(lifecycle.IncludingDeleted(ctx), func(col string) *sql.Predicate {
		return sql.Or(sql.EQ(col, addr), sql.HasSuffix(col, addr))
	})
}

type usesKey struct{}

// useIndex is every library image's uses, read on first need by one request.
type useIndex struct {
	once   sync.Once
	byAddr map[string][]ent.ImageUse
	err    error
}

// WithUses makes a request read where images are used once, for all of them: a page of
// the library asks for twenty images' uses, each of which reads every image field.
func WithUses(ctx context.Context) context.Context {
	return context.WithValue(ctx, usesKey{}, &useIndex{})
}

func (u *useIndex) of(ctx context.Context, c *ent.Client, addr string) ([]ent.ImageUse, error) {
	u.once.Do(func() {
		var all []ent.ImageUse
		all, u.err = c.ImageUses(lifecycle.IncludingDeleted(ctx), func(col string) *sql.Predicate { return sql.Contains(col, Prefix) })
		u.byAddr = map[string][]ent.ImageUse{}
		for _, use := range all {
			// The address the value ends with, as UsedIn's own reading matches it.
			if a := original.FindString(use.Value); a != "" {
				u.byAddr[a] = append(u.byAddr[a], use)
			}
		}
	})
	return u.byAddr[addr], u.err
}

// RefuseInUse refuses to move an image to the trash while content shows it; called by
// lifecycle.Delete. Content in the trash does not hold it back.
func RefuseInUse(ctx context.Context, c *ent.Client, id int) error {
	m, err := c.Media.Get(ctx, id)
	if err != nil {
		return err
	}
	uses, err := usedIn(ctx, c, m) // as the database has it now, never a reading from earlier
	if err != nil {
		return err
	}
	// Said in words, as the admin knows the content ("the banner's banner image"), not
	// by ids and column names; several rows of a kind are counted.
	type place struct{ kind, field string }
	var places []place
	count := map[place]int{}
	for _, u := range uses {
		if u.Deleted {
			continue
		}
		p := place{strings.ToLower(words(u.Type)), strings.ToLower(words(u.Field))}
		if count[p] == 0 {
			places = append(places, p)
		}
		count[p]++
	}
	// A post's body (a document) shows library images too, in any status but the trash.
	if n, err := c.Post.Query().Where(post.BodyContains(addressOf(m))).Count(system(ctx)); err != nil {
		return err
	} else if n > 0 {
		p := place{"post", "body"}
		places = append(places, p)
		count[p] = n
	}
	if len(places) == 0 {
		return nil
	}
	where := make([]string, len(places))
	for i, p := range places {
		where[i] = fmt.Sprintf("the %s's %s", p.kind, p.field)
		if n := count[p]; n > 1 {
			where[i] = fmt.Sprintf("%d %ss' %s", n, p.kind, p.field)
		}
	}
	return apierr.Conflictf("This image is used by %s: choose another image there first.", list(where))
}

// adminColumns are what the library keeps of an image for the admin alone: the uploaded
// file's name and who saved it last (and trashed it). No public page needs them.
var adminColumns = []string{entmedia.FieldFilename, lifecycle.EditorColumn, entmedia.FieldDeletedBy}

// PublicMedia are the live library images that live content shows (the image fields, and
// the images of published posts' bodies), with what a page needs of them (everyone may read them; the rest of the library is the admin's). A
// caller other than an admin reads adminColumns empty, as it reads every record's
// updated_by (lifecycle.HideEditor), though the rows are read as the system.
func PublicMedia(ctx context.Context, c *ent.Client) ([]*ent.Media, error) {
	hidden := lifecycle.EditorHidden(ctx)
	// Read as the system: a visitor may not read every table with an image field (a page's
	// SEO record), yet the images those show are public.
	uses, err := c.ImageUses(system(ctx), func(col string) *sql.Predicate { return sql.Contains(col, Prefix) })
	if err != nil {
		return nil, err
	}
	addrs := make([]string, 0, len(uses))
	for _, u := range uses {
		addrs = append(addrs, u.Value)
	}
	// A post's body is a document, not an image field: its images get their size and
	// responsive sources on the post's page only from here.
	bodies, err := c.Post.Query().Where(post.StatusEQ(post.StatusPUBLISHED), post.BodyContains(Prefix)).Select(post.FieldBody).Strings(system(ctx))
	if err != nil {
		return nil, err
	}
	for _, body := range bodies {
		doc, err := documents.Load([]byte(body))
		if err != nil {
			continue // stored canonical by posts; never expected
		}
		for _, img := range documents.Images(doc) {
			addrs = append(addrs, img.Src)
		}
	}
	var hashes []string
	for _, a := range addrs {
		if h := hashIn(a); h != "" && !slices.Contains(hashes, h) {
			hashes = append(hashes, h)
		}
	}
	if len(hashes) == 0 {
		return []*ent.Media{}, nil
	}
	q := c.Media.Query().Where(entmedia.HashIn(hashes...)).Order(ent.Asc(entmedia.FieldID))
	if hidden {
		q.Select(slices.DeleteFunc(slices.Clone(entmedia.Columns), func(col string) bool { return slices.Contains(adminColumns, col) })...)
	}
	return q.All(system(ctx))
}

var original = regexp.MustCompile(`/media/([0-9a-f]{32})\.(jpg|png|gif|webp)$`)

// hashIn is the hash of a library image's address, "" for any other address.
func hashIn(addr string) string {
	if m := original.FindStringSubmatch(addr); m != nil {
		return m[1]
	}
	return ""
}

// words spells a type's name as the admin reads it: "TeamMember" → "Team Member".
func words(name string) string {
	var b strings.Builder
	for i, r := range name {
		if i > 0 && r >= 'A' && r <= 'Z' {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

func list(items []string) string {
	if len(items) == 1 {
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
