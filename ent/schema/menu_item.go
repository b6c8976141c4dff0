package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
	"seoagency/identity"
	"seoagency/menus"
)

// MenuItem is one link of the header's or the footer's menu (package menus holds its
// rules: a target is a public page of this site or an http(s) address). Everyone reads
// it (every painted page carries the menus); the roles that change the site's identity
// change it; its changes repaint the pages (Announced).
type MenuItem struct{ ent.Schema }

func (MenuItem) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicSetting{Area: auth.Site}, Lifecycle{}, Ordered{}}
}

func (MenuItem) Fields() []ent.Field {
	return []ent.Field{
		// Which menu it belongs to; an update may move it to the other one (its end: menus.Hook).
		field.Enum("menu").Values("HEADER", "FOOTER").StructTag(jsonTag("menu")).
			Annotations(entgql.Type("MenuName"), entgql.OrderField("MENU")),
		bounded("label", true, menus.MaxLabel, identity.CheckPlain),
		// A path of this site ("/pricing", "/blog/my-post") or an http(s) address.
		bounded("target", true, menus.MaxTarget),
		// Opens in a new tab (an address of another site only: menus.Hook).
		field.Bool("new_tab").Default(false).StructTag(jsonTag("new_tab")),
	}
}

func (MenuItem) Hooks() []ent.Hook { return []ent.Hook{menus.Hook} }

func (MenuItem) Indexes() []ent.Index { return []ent.Index{index.Fields("menu", "position")} }

// Its lists are in the admin's order (Ordered).
func (MenuItem) Annotations() []schema.Annotation { return content() }
