package audit

import (
	"context"
	"fmt"
	"time"

	"entgo.io/ent/dialect/sql"

	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/ent/audithead"
	"seoagency/ent/schema"
)

// Report is what Verify found.
type Report struct {
	Intact  bool
	Checked int   // the lines checked
	Broken  int64 // the seq of the first line that does not hold (0: none)
	Problem string
	// The chain's last line and its hash: noted elsewhere, they show a rewrite of the whole chain.
	LastSeq  int64
	LastHash string
}

// batch is how many lines Verify and Prune read at a time.
const batch = 1000

// Verify walks the chain from its anchor (the last line retention removed) to its head
// and reports the first line that does not hold: one edited (its hash is not that of
// its content), one removed (a gap in the numbers, or a line whose predecessor's hash
// differs), or the newest lines removed (the head names a later line).
func Verify(ctx context.Context, c *ent.Client) (Report, error) {
	ctx = system(ctx)
	h, err := c.AuditHead.Query().Where(audithead.Name(headName)).Only(ctx)
	if ent.IsNotFound(err) {
		h, err = &ent.AuditHead{}, nil
	}
	if err != nil {
		return Report{}, err
	}
	rep := Report{LastSeq: h.LastSeq, LastHash: h.LastHash}
	seq, prev := h.AnchorSeq, h.AnchorHash
	for {
		lines, err := c.AuditEntry.Query().Where(auditentry.SeqGT(seq)).Order(auditentry.BySeq()).Limit(batch).All(ctx)
		if err != nil {
			return rep, err
		}
		for _, e := range lines {
			switch l := lineOfEntry(e); {
			case e.Seq != seq+1:
				return rep.broken(seq+1, fmt.Sprintf("Line %d is missing: the line after %d is %d.", seq+1, seq, e.Seq)), nil
			case e.PrevHash != prev:
				return rep.broken(e.Seq, fmt.Sprintf("Line %d does not follow line %d: the line before it was changed or replaced.", e.Seq, seq)), nil
			case hashOf(l) != e.Hash:
				return rep.broken(e.Seq, fmt.Sprintf("Line %d was changed after it was written: its content no longer has its hash.", e.Seq)), nil
			}
			seq, prev = e.Seq, e.Hash
			rep.Checked++
		}
		if len(lines) < batch {
			break
		}
	}
	if seq != h.LastSeq || prev != h.LastHash {
		return rep.broken(seq+1, fmt.Sprintf("The newest lines are missing: the chain ends at line %d, its head names line %d.", seq, h.LastSeq)), nil
	}
	rep.Intact = true
	return rep, nil
}

func (r Report) broken(seq int64, problem string) Report {
	r.Broken, r.Problem = seq, problem
	return r
}

// DefaultRetention is how long lines are kept unless AUDIT_RETENTION_DAYS says otherwise.
const DefaultRetention = 365 * 24 * time.Hour

// PruneArgs is the hourly job that removes the lines older than the retention.
type PruneArgs struct{}

func (PruneArgs) Kind() string { return "audit_prune" }

// Prune removes the lines older than keep, oldest first, in one transaction. The last
// line removed becomes the chain's anchor, so what is left still verifies.
func Prune(ctx context.Context, c *ent.Client, keep time.Duration) error {
	cutoff := time.Now().Add(-keep)
	return ent.WithTx(system(ctx), c, func(ctx context.Context, c *ent.Client) error {
		h, err := lockHead(ctx, c)
		if err != nil {
			return err
		}
		// Lines are numbered in the order they were written: the old ones are a prefix.
		newest, err := c.AuditEntry.Query().Where(auditentry.AtLT(cutoff)).Order(auditentry.BySeq(sql.OrderDesc())).First(ctx)
		if ent.IsNotFound(err) {
			return nil
		}
		if err != nil {
			return err
		}
		if _, err := c.AuditEntry.Delete().Where(auditentry.SeqLTE(newest.Seq)).Exec(schema.PruningAuditLog(ctx)); err != nil {
			return err
		}
		return c.AuditHead.UpdateOne(h).SetAnchorSeq(newest.Seq).SetAnchorHash(newest.Hash).Exec(ctx)
	})
}

// VerifyFor is Verify for the viewer of ctx, who must be allowed to read the log (the
// data layer's rule: the Owner).
func VerifyFor(ctx context.Context, c *ent.Client) (Report, error) {
	if _, err := c.AuditEntry.Query().Exist(ctx); err != nil {
		return Report{}, err
	}
	return Verify(ctx, c)
}
