package store_test

import (
	"context"
	"errors"
	"testing"

	"seoagency/ent"
	"seoagency/testdb"
)

// TestWithTx: a write is kept when fn returns nil, gone when it fails or panics, and
// a nested WithTx joins the outer transaction; the *sql.Tx under it is the one ent writes in.
func TestWithTx(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		ctx := testdb.System()
		write := func(kind string) func(context.Context, *ent.Client) error {
			return func(ctx context.Context, c *ent.Client) error {
				return c.Mail.Create().SetKind(kind).SetTo([]string{"a@example.com"}).SetSubject("s").SetBody("{}").Exec(ctx)
			}
		}
		fail := errors.New("refused")
		if err := ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			if err := write("failed")(ctx, c); err != nil {
				return err
			}
			return fail
		}); !errors.Is(err, fail) {
			t.Fatalf("WithTx returned %v, want fn's error", err)
		}
		func() {
			defer func() { _ = recover() }()
			_ = ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
				_ = write("panicked")(ctx, c)
				panic("boom")
			})
		}()
		if err := ent.WithTx(ctx, c, func(ctx context.Context, outer *ent.Client) error {
			if outer.SQLTx() == nil || ent.TxFromContext(ctx) == nil {
				t.Error("no *sql.Tx or no transaction in the context inside WithTx")
			}
			return ent.WithTx(ctx, outer, func(ctx context.Context, inner *ent.Client) error {
				if inner.SQLTx() != outer.SQLTx() {
					t.Error("a nested WithTx opened a second transaction")
				}
				return write("kept")(ctx, inner)
			})
		}); err != nil {
			t.Fatal(err)
		}
		if c.SQLTx() != nil {
			t.Error("the root client reports a transaction")
		}
		kinds := c.Mail.Query().Select("kind").StringsX(ctx)
		if len(kinds) != 1 || kinds[0] != "kept" {
			t.Fatalf("mails after the three transactions: %v, want only the committed one", kinds)
		}
	})
}
