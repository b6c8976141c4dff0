package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// StaffSession is one Firebase sign-in of a staff member (their uid and the ID
// token's auth_time, which token refreshes keep), with its second factor and its end
// (package staff). In the database, so every replica sees the same session.
type StaffSession struct{ serverTable }

func (StaffSession) Fields() []ent.Field {
	return []ent.Field{
		field.String("uid").MaxLen(128).Immutable(),
		field.String("email").MaxLen(320),
		field.Time("started_at").Immutable().Comment("the ID token's auth_time: when the person signed in"),
		field.Time("last_seen_at"),
		field.String("client_ip").MaxLen(64).Default(""),
		field.String("user_agent").MaxLen(200).Default(""),
		field.Time("second_factor_at").Optional().Nillable(),
		field.String("second_factor_method").MaxLen(20).Default(""),
		field.Time("ended_at").Optional().Nillable(),
		field.Enum("end_reason").Values("expired", "idle", "signed_out").Optional().Nillable(),
	}
}

func (StaffSession) Indexes() []ent.Index {
	return []ent.Index{index.Fields("uid", "started_at").Unique()}
}

// StaffSignOut is when a person last signed out everywhere: sign-ins from before it
// are refused even where no session of theirs was recorded yet.
type StaffSignOut struct{ serverTable }

func (StaffSignOut) Fields() []ent.Field {
	return []ent.Field{
		field.String("uid").MaxLen(128).Unique().Immutable(),
		field.Time("at"),
	}
}

// StaffTOTP is a person's authenticator app: its secret sealed with a key the
// server derives from LINK_SECRET (never readable through the API), confirmed by a
// first code, and the last time step accepted (a code is not taken twice).
type StaffTOTP struct{ serverTable }

func (StaffTOTP) Fields() []ent.Field {
	return []ent.Field{
		field.String("uid").MaxLen(128).Unique().Immutable(),
		field.Bytes("sealed_secret").Sensitive().MaxLen(256),
		field.Time("confirmed_at").Optional().Nillable(),
		field.Int64("last_step").Default(0),
	}
}

// StaffRecoveryCode is one single-use recovery code, stored as its SHA-256 only.
type StaffRecoveryCode struct{ serverTable }

func (StaffRecoveryCode) Fields() []ent.Field {
	return []ent.Field{
		field.String("uid").MaxLen(128).Immutable(),
		field.Bytes("code_hash").Sensitive().MaxLen(32).Immutable(),
		field.Time("used_at").Optional().Nillable(),
	}
}

func (StaffRecoveryCode) Indexes() []ent.Index {
	return []ent.Index{index.Fields("uid", "code_hash").Unique()}
}

// StaffSetting holds the Owner's staff security settings: one row (the first is read).
type StaffSetting struct{ serverTable }

func (StaffSetting) Fields() []ent.Field {
	return []ent.Field{
		field.Strings("second_factor_roles").Comment("the roles that must pass a second factor"),
	}
}

// StaffPasskey is one passkey (a WebAuthn credential) of a staff member: the
// credential as go-webauthn keeps it (id, public key, signature counter; JSON),
// and the name its owner gave it.
type StaffPasskey struct{ serverTable }

func (StaffPasskey) Fields() []ent.Field {
	return []ent.Field{
		field.String("uid").MaxLen(128).Immutable(),
		field.String("name").MaxLen(60),
		field.Bytes("credential_id").MaxLen(1023).Unique().Immutable(),
		field.Bytes("credential").Sensitive().MaxLen(16384),
		field.Time("created_at").Immutable(),
		field.Time("last_used_at").Optional().Nillable(),
	}
}

func (StaffPasskey) Indexes() []ent.Index {
	return []ent.Index{index.Fields("uid")}
}

// StaffPasskeyChallenge is a passkey ceremony begun (a registration or a sign-in of
// one staff session): its challenge and go-webauthn's session data, taken once
// before it expires.
type StaffPasskeyChallenge struct{ serverTable }

func (StaffPasskeyChallenge) Fields() []ent.Field {
	return []ent.Field{
		field.String("uid").MaxLen(128).Immutable(),
		field.Int("session_id").Immutable().Comment("the staff session that began the ceremony"),
		field.Enum("kind").Values("register", "sign_in").Immutable(),
		field.String("challenge").MaxLen(128).Unique().Immutable(),
		field.Bytes("session_data").Sensitive().MaxLen(16384).Immutable(),
		field.Time("expires_at").Immutable(),
	}
}
