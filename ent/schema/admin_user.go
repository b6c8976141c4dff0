package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"seoagency/admins"
	"seoagency/auth"
)

// roles are the staff roles as the enum's values.
func roles() []string {
	var out []string
	for _, r := range auth.Roles() {
		out = append(out, string(r))
	}
	return out
}

// AdminUser is an entry of the admin users list (the specification's users): a signed-in person whose verified e-mail is here is an admin.
type AdminUser struct{ ent.Schema }

func (AdminUser) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, Private{Area: auth.Staff}, Lifecycle{}, LowerCase{Names: []string{"user_email"}}}
}

func (AdminUser) Fields() []ent.Field {
	return []ent.Field{
		email("user_email"),
		field.Enum("user_role").Values(roles()...).Default(string(auth.RoleAdmin)).StructTag(jsonTag("user_role")).Annotations(entgql.Type("UserRole")),
	}
}

// Hooks: the list's rules hold for every write, whatever path makes it.
func (AdminUser) Hooks() []ent.Hook { return []ent.Hook{admins.Hook} }

func (AdminUser) Annotations() []schema.Annotation { return content() }

func (AdminUser) Indexes() []ent.Index { return []ent.Index{liveUnique("user_email")} }
