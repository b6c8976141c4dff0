package schema

import (
	"context"
	"strconv"
	"strings"
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
	"entgo.io/ent/schema/mixin"
	"github.com/vektah/gqlparser/v2/ast"

	"seoagency/apierr"
	"seoagency/money"
	"seoagency/validate"
)

// Text lengths: headings and names stay short, prose may be long.
const (
	shortLen = 200
	longLen  = 5000
	linkLen  = 2048
	emailLen = 254
)

// jsonTag names the field in REST bodies as the specification does.
func jsonTag(name string) string { return `json:"` + apierr.FieldName(name) + `"` }

// str builds every text field: trimmed by Base, free of control characters, then
// checked by rules in order.
func str(name string, required, unique bool, rules ...func(string) error) ent.Field {
	b := field.String(name).StructTag(jsonTag(name)).Validate(validate.Text)
	if required {
		b = b.Validate(validate.Required)
	} else {
		b = b.Default("")
	}
	for _, r := range rules {
		b = b.Validate(r)
	}
	if unique {
		b = b.Unique()
	}
	return b
}

// text is a required text of at most max characters.
func text(name string, max int) ent.Field { return bounded(name, true, max) }

// optionalText may be empty.
func optionalText(name string, max int) ent.Field { return bounded(name, false, max) }

// bounded is a text of at most max characters, checked by rules after that. schema.graphql
// says so (@maxLength), and the web app's inputs take their maxlength from there.
func bounded(name string, required bool, max int, rules ...func(string) error) ent.Field {
	f := str(name, required, false, append([]func(string) error{validate.MaxLen(max)}, rules...)...)
	d := f.Descriptor()
	d.Annotations = append(d.Annotations, maxLength(max))
	return f
}

// link is a required http(s) or site-relative URL; optionalLink may be empty.
func link(name string) ent.Field         { return bounded(name, true, linkLen, validate.URL) }
func optionalLink(name string) ent.Field { return bounded(name, false, linkLen, validate.URL) }

// image is a required image address: picked from the media library (an upload's
// /media/… address) or pasted (any http(s) or site-relative URL). The Image annotation
// tells package media where images are used (ent.ImageFields) and the admin which
// fields take an image (the @image directive of schema.graphql).
func image(name string) ent.Field {
	return asImage(link(name))
}

// asImage marks f as holding an image's address: the admin's editors pick it from the
// media library, and an image it names cannot be deleted (ent.ImageUses).
func asImage(f ent.Field) ent.Field {
	d := f.Descriptor()
	d.Annotations = append(d.Annotations, Image{Image: true}, entgql.Directives(entgql.NewDirective("image")))
	return f
}

// card is the fields of a card of a grid (a service, a contact block): its image, its
// title and the text under it.
func card(img, title, details string) []ent.Field {
	return []ent.Field{image(img), text(title, shortLen), text(details, longLen)}
}

// pathKey is the site path a row of the server's bookkeeping counts for, one row a path.
func pathKey() ent.Field { return field.String("path").MaxLen(512).Unique() }

// listOrder is the order of a type's list when its query names none (ent.With<Type>ListOrder,
// which the compiled public lists read too): a field of its OrderField annotations, in Go's
// spelling ("PublishedAt"). Without it a list is oldest first, or in the admin's order.
type listOrder struct {
	Field string
	Desc  bool
}

func (listOrder) Name() string { return "ListOrder" }

// Image marks a field that holds an image's address.
type Image struct{ Image bool }

func (Image) Name() string { return "Image" }

// email is a required e-mail address; optionalEmail may be empty.
func email(name string) ent.Field         { return bounded(name, true, emailLen, validate.Email) }
func optionalEmail(name string) ent.Field { return bounded(name, false, emailLen, validate.Email) }

// price is an exact amount in cents, shown as "49.99".
func price(name string, annotations ...schema.Annotation) ent.Field {
	return field.Int64(name).GoType(money.Cents(0)).Min(1).Max(int64(money.Max)).StructTag(jsonTag(name)).
		Annotations(append(annotations, entgql.Type("Money"))...)
}

// billingPeriod is how often a plan is paid: once (the specification's plans), or every
// month or year by a PayPal subscription.
// An order copies it from its plan (copied: immutable and never from a client).
func billingPeriod(copied bool) ent.Field {
	b := field.Enum("billing_period").Values("one_time", "monthly", "yearly").Default("one_time").
		StructTag(jsonTag("billing_period")).Annotations(entgql.Type("BillingPeriod"))
	if copied {
		b = b.Immutable().Annotations(serverOwned)
	}
	return b
}

// serverOwned hides a field from the generated mutation inputs: only server code sets it.
var serverOwned = entgql.Skip(entgql.SkipMutationCreateInput | entgql.SkipMutationUpdateInput)

// Base gives every row its id (named "_id" in REST bodies, as the specification does)
// and timestamps, and trims every text it stores.
type Base struct {
	mixin.Schema
	// SortedByUpdate lets the type's lists be ordered by updated_at (UPDATED_AT).
	SortedByUpdate bool
}

func (b Base) Fields() []ent.Field {
	updated := []schema.Annotation{serverOwned}
	if b.SortedByUpdate {
		updated = append(updated, entgql.OrderField("UPDATED_AT"))
	}
	return []ent.Field{
		field.Int("id").StructTag(`json:"_id"`),
		field.Time("created_at").Default(time.Now).Immutable().StructTag(jsonTag("created_at")).
			Annotations(entgql.OrderField("CREATED_AT"), serverOwned),
		field.Time("updated_at").Default(time.Now).UpdateDefault(time.Now).StructTag(jsonTag("updated_at")).
			Annotations(updated...),
	}
}

func (Base) Hooks() []ent.Hook {
	return []ent.Hook{func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			for _, name := range m.Fields() {
				if v, ok := m.Field(name); ok {
					if s, ok := v.(string); ok {
						if err := m.SetField(name, strings.TrimSpace(s)); err != nil {
							return nil, err
						}
					}
				}
			}
			return next.Mutate(ctx, m)
		})
	}}
}

// Singleton allows at most one row: every row outside the trash carries the same unique
// key, so the database itself refuses a second one, even under concurrent adds.
type Singleton struct{ mixin.Schema }

func (Singleton) Fields() []ent.Field {
	return []ent.Field{
		field.Int("singleton").Immutable().StructTag(`json:"-"`).
			Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

func (Singleton) Indexes() []ent.Index { return []ent.Index{liveUnique("singleton")} }

func (Singleton) Hooks() []ent.Hook {
	return []ent.Hook{func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			if m.Op().Is(ent.OpCreate) {
				if err := m.SetField("singleton", 1); err != nil {
					return nil, err
				}
			}
			return next.Mutate(ctx, m)
		})
	}}
}

// LowerCase stores the named fields trimmed and lower-cased: e-mails that identify a
// person are compared with the lower-cased e-mail of a verified token.
type LowerCase struct {
	mixin.Schema
	Names []string
}

func (l LowerCase) Hooks() []ent.Hook {
	return []ent.Hook{func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			for _, name := range l.Names {
				if v, ok := m.Field(name); ok {
					if err := m.SetField(name, strings.ToLower(strings.TrimSpace(v.(string)))); err != nil {
						return nil, err
					}
				}
			}
			return next.Mutate(ctx, m)
		})
	}}
}

// trigram indexes a text column for case-insensitive substring search (ILIKE '%…%'): a GIN
// index with pg_trgm's operator class on PostgreSQL (the extension is created by the
// migrations), a plain index elsewhere. Named apart from the column's other indexes.
func trigram(table, column string) ent.Index {
	return index.Fields(column).StorageKey(table+"_"+column+"_trgm").Annotations(
		entsql.IndexTypes(map[string]string{dialect.Postgres: "GIN"}),
		entsql.OpClass("gin_trgm_ops"),
	)
}

// maxLength is schema.graphql's @maxLength(n: max) on a field.
func maxLength(max int) entgql.Annotation {
	n := &ast.Argument{Name: "n", Value: &ast.Value{Raw: strconv.Itoa(max), Kind: ast.IntValue}}
	return entgql.Directives(entgql.NewDirective("maxLength", n))
}
