package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/lifecycle"
)

// unrecorded are the types whose rows follow from another write that is recorded (a
// revision, the trash's entry, a mail, an order's event) or are the server's counts:
// a line for them would say again what the write's own line says.
var unrecorded = []string{
	ent.TypeAuditEntry, ent.TypeAuditHead, ent.TypeRevision, ent.TypeTrashItem, ent.TypeMail, ent.TypeOrderEvent,
	ent.TypeRateLimit, ent.TypePageVersion, ent.TypeNotFoundHit, ent.TypeWebVitalCount,
	// an event's deliveries follow from its write; package webhooks records redeliveries and test events
	ent.TypeWebhookDelivery,
	// package staff records its security events itself, without codes or secrets
	ent.TypeStaffSession, ent.TypeStaffSignOut, ent.TypeStaffTOTP, ent.TypeStaffRecoveryCode, ent.TypeStaffSetting,
	ent.TypeStaffPasskey, ent.TypeStaffPasskeyChallenge,
}

// housekeeping fields change with every save; the line says what the person changed.
var housekeeping = []string{"created_at", "updated_at", "updated_by", "version", "deleted_by"}

// Hook records every write a staff member (their role in force) or an API key makes, whatever path
// makes it (GraphQL, REST, a restore of the trash or of a revision, an upload), in the
// write's transaction. The server registers it on its client when it builds it.
func Hook(next ent.Mutator) ent.Mutator {
	return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
		if v := auth.ForContext(ctx); v.Staff() == "" && v.Key == nil || slices.Contains(unrecorded, m.Type()) {
			return next.Mutate(ctx, m)
		}
		e := eventOf(ctx, m)
		v, err := next.Mutate(ctx, m)
		if err != nil {
			return v, err
		}
		if e.EntityID == 0 {
			e.EntityID = idOf(v)
		}
		c, ok := m.(interface{ Client() *ent.Client })
		if !ok {
			return v, fmt.Errorf("audit: a %s mutation has no client", m.Type())
		}
		return v, Record(ctx, c.Client(), e)
	})
}

// eventOf is the line of m, before it runs: its kind, its record and the values it sets.
func eventOf(ctx context.Context, m ent.Mutation) Event {
	e := Event{Action: Update, EntityType: m.Type()}
	switch op := m.Op(); {
	case op.Is(ent.OpCreate):
		e.Action = Create
	case op.Is(ent.OpDelete) || op.Is(ent.OpDeleteOne):
		e.Action = Delete
	}
	if id, ok := m.(interface{ ID() (int, bool) }); ok {
		e.EntityID, _ = id.ID()
	}
	var parts []string
	if _, ok := m.Field("deleted_at"); ok {
		e.Action = Delete
		parts = append(parts, "moved to the trash")
	}
	if slices.Contains(m.ClearedFields(), "deleted_at") {
		e.Action = Restore
		parts = append(parts, "restored from the trash")
	}
	if lifecycle.RestoringRevision(ctx) {
		e.Action = Restore
		parts = append(parts, "an earlier version restored")
	}
	fields := m.Fields()
	slices.Sort(fields)
	for _, f := range fields {
		if f == "deleted_at" || slices.Contains(housekeeping, f) {
			continue
		}
		v, _ := m.Field(f)
		parts = append(parts, apierr.FieldName(f)+"="+valueText(m.Type(), f, v))
	}
	for _, f := range m.ClearedFields() {
		if f != "deleted_at" {
			parts = append(parts, apierr.FieldName(f)+" cleared")
		}
	}
	for _, edge := range m.AddedEdges() {
		parts = append(parts, fmt.Sprintf("%s=%v", apierr.FieldName(edge), m.AddedIDs(edge)))
	}
	e.Summary = strings.Join(parts, "; ")
	return e
}

// maxValue bounds a value in a summary: the revisions keep content whole.
const maxValue = 200

func valueText(typ, field string, v any) string {
	if Redact(typ, field) {
		return "[redacted]"
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "?"
	}
	return clip(string(b), maxValue)
}

// secretNames are the words that make a field secret wherever it is: a password,
// a token, a one-time or recovery code, a key, card data.
var secretNames = regexp.MustCompile(`(?i)pass(word|wd|phrase)|secret|token|otp|recovery|credential|private|api_?key|card|cvv|cvc|iban`)

// redacted are fields whose values the log never keeps although their names are
// plain: the text of a reply to a visitor (anything may be pasted into it; the
// message thread keeps it).
var redacted = map[string][]string{ent.TypeMessageReply: {"body"}}

// Redact reports whether a field's values stay out of the log (ASVS 7.1.1): a name
// that says secret, or a field listed in redacted. The one place the rule is kept.
func Redact(typ, field string) bool {
	return secretNames.MatchString(field) || slices.Contains(redacted[typ], field)
}

// idOf is the id of the record a create returned (every entity has an int ID).
func idOf(v ent.Value) int {
	r := reflect.ValueOf(v)
	if r.Kind() != reflect.Pointer || r.IsNil() || r.Elem().Kind() != reflect.Struct {
		return 0
	}
	if id := r.Elem().FieldByName("ID"); id.IsValid() && id.CanInt() {
		return int(id.Int())
	}
	return 0
}
