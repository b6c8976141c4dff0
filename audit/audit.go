// Package audit keeps the audit log: every staff write, sign-in to the admin area,
// second-factor event and refused access, appended to a chain of lines that nobody
// edits or deletes from the product (ent/schema's AuditEntry). Each line carries the
// SHA-256 of the line before it and of its own content, so Verify finds a line changed
// or removed. Appends are serialized in the database (the chain's head row, locked),
// so every replica writes one chain.
package audit

import (
	"context"
	"crypto/sha256"
	stdsql "database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/privacy"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/ent/audithead"
	"seoagency/ent/predicate"
)

// The kinds of line.
const (
	Create       = auditentry.ActionCreate
	Update       = auditentry.ActionUpdate
	Delete       = auditentry.ActionDelete // to the trash, or for good
	Restore      = auditentry.ActionRestore
	SignIn       = auditentry.ActionSignIn // to the admin area
	SecondFactor = auditentry.ActionSecondFactor
	Refused      = auditentry.ActionRefused
	Export       = auditentry.ActionExport
)

// Event is what happened; Record adds who (the viewer of the context), from where
// (WithClient) and when.
type Event struct {
	Action     auditentry.Action
	EntityType string // a type ("Banner"), or what was asked for ("POST /api/add-banner")
	EntityID   int    // 0: none
	Summary    string // never a password, token, code or card number (see Redact)
}

// line is an entry's content, everything its hash covers.
type line struct {
	Seq              int64
	At               time.Time
	UID, Email, Role string
	Action           auditentry.Action
	EntityType       string
	EntityID         int
	Client, Summary  string
	PrevHash         string
}

// Record appends e, done by the viewer of ctx, in the transaction of ctx just before it
// commits (a write rolled back leaves no line, and the chain is locked only while the
// transaction commits), or in a transaction of c when ctx carries none. Other packages call it for what is not a write of an entity (sign-ins,
// second-factor events); the staff's writes are recorded by Hook.
func Record(ctx context.Context, c *ent.Client, e Event) error {
	l := lineOf(ctx, e)
	if tx := ent.TxFromContext(ctx); tx != nil {
		tx.OnCommit(func(next ent.Committer) ent.Committer {
			return ent.CommitFunc(func(ctx context.Context, tx *ent.Tx) error {
				if err := appendLine(ctx, tx.Client(), l); err != nil {
					return err
				}
				return next.Commit(ctx, tx)
			})
		})
		return nil
	}
	// c may still be transactional (a context that lost the transaction): WithTx then
	// appends in c's transaction now.
	return ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error { return appendLine(ctx, c, l) })
}

func lineOf(ctx context.Context, e Event) line {
	v := auth.ForContext(ctx)
	uid, email, role := v.UID, v.Email, string(v.Role)
	if v.Key != nil { // an integrator's key: the line names it
		uid, email, role = "apikey:"+strconv.Itoa(v.Key.ID), clip(v.Key.Name, 200), "API key"
	}
	return line{UID: uid, Email: email, Role: role, Action: e.Action, EntityType: clip(e.EntityType, 200),
		EntityID: e.EntityID, Client: clip(clientOf(ctx), 64), Summary: e.Summary}
}

// system lifts the data layer's rules: only the server writes the log.
func system(ctx context.Context) context.Context { return privacy.DecisionContext(ctx, privacy.Allow) }

// appendLine adds l after the chain's last line, holding the head row's lock (on SQLite
// the transaction is the one writer) until c's transaction ends.
func appendLine(ctx context.Context, c *ent.Client, l line) error {
	ctx = system(ctx)
	h, err := lockHead(ctx, c)
	if err != nil {
		return err
	}
	l.Seq, l.PrevHash = h.LastSeq+1, h.LastHash
	l.At = time.Now().UTC().Truncate(time.Microsecond) // what both databases keep
	hash := hashOf(l)
	err = c.AuditEntry.Create().SetSeq(l.Seq).SetAt(l.At).SetActorUID(l.UID).SetActorEmail(l.Email).SetActorRole(l.Role).
		SetAction(l.Action).SetEntityType(l.EntityType).SetEntityID(l.EntityID).SetClient(l.Client).SetSummary(l.Summary).
		SetPrevHash(l.PrevHash).SetHash(hash).Exec(ctx)
	if err != nil {
		return err
	}
	return c.AuditHead.UpdateOne(h).SetLastSeq(l.Seq).SetLastHash(hash).Exec(ctx)
}

// lockHead reads the chain's head row, locked until the transaction ends (PostgreSQL),
// making it on the first append (two first appends at once make one row: its name is unique).
func lockHead(ctx context.Context, c *ent.Client) (*ent.AuditHead, error) {
	h, err := c.AuditHead.Query().Where(audithead.Name(headName)).Where(predicate.AuditHead(forUpdate)).Only(ctx)
	if !ent.IsNotFound(err) {
		return h, err
	}
	if err := c.AuditHead.Create().SetName(headName).OnConflictColumns(audithead.FieldName).DoNothing().Exec(ctx); err != nil && !isNoRows(err) {
		return nil, err
	}
	return c.AuditHead.Query().Where(audithead.Name(headName)).Where(predicate.AuditHead(forUpdate)).Only(ctx)
}

const headName = "audit"

// isNoRows: an insert that did nothing (its row was there) returned no id.
func isNoRows(err error) bool { return errors.Is(err, stdsql.ErrNoRows) }

// forUpdate locks the rows a query reads on PostgreSQL (SQLite has one writer).
func forUpdate(s *sql.Selector) {
	if s.Dialect() == dialect.Postgres {
		s.ForUpdate()
	}
}

// hashOf is the SHA-256 of the previous line's hash and the line's content in a fixed
// form (a JSON array), as hex.
func hashOf(l line) string {
	content, _ := json.Marshal([]any{l.Seq, l.At.UTC().Format(time.RFC3339Nano), l.UID, l.Email, l.Role, string(l.Action),
		l.EntityType, l.EntityID, l.Client, l.Summary})
	sum := sha256.Sum256(append([]byte(l.PrevHash), content...))
	return hex.EncodeToString(sum[:])
}

func lineOfEntry(e *ent.AuditEntry) line {
	return line{Seq: e.Seq, At: e.At, UID: e.ActorUID, Email: e.ActorEmail, Role: e.ActorRole, Action: e.Action,
		EntityType: e.EntityType, EntityID: e.EntityID, Client: e.Client, Summary: e.Summary, PrevHash: e.PrevHash}
}

type clientKey struct{}

// WithClient says from which address the request of ctx comes (the server's, as its
// rate limits count it).
func WithClient(ctx context.Context, addr string) context.Context {
	return context.WithValue(ctx, clientKey{}, addr)
}

func clientOf(ctx context.Context) string {
	s, _ := ctx.Value(clientKey{}).(string)
	return s
}

// clip cuts s to n runes, marking the cut.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
