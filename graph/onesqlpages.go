package graph

import (
	"context"
	"reflect"
	"strconv"
	"strings"

	entsql "entgo.io/ent/dialect/sql"
	lru "github.com/hashicorp/golang-lru/v2"

	"seoagency/ent"
)

// pages keeps the SELECT that ent.Client.ListPage builds for a list, a page size and
// the columns read, so that a query of public lists is not built through ent's query
// builders again for every visitor: building them was half of compiling a document.
// ListPage's SELECT depends on its arguments and on what the list's policy and
// interceptors read from the context (the viewer, the trash's flag, a privacy
// decision). Every value they read is recorded with the SELECT (recording), and a later
// request reuses it only when its context holds the same values: a rule that decides
// on anything a context carries gets the SELECT it would build. A rule that read
// something else (the clock, say) would have to opt out, by a context value that is
// different per request.
type pages struct {
	client  *ent.Client
	dialect string
	kept    *lru.Cache[string, *keptPage]
}

// maxPages bounds the SELECTs kept: lists × page sizes × column sets in use.
const maxPages = 1024

func newPages(client *ent.Client) *pages {
	kept, _ := lru.New[string, *keptPage](maxPages) // only a size ≤ 0 is an error
	return &pages{client: client, dialect: client.Dialect(), kept: kept}
}

// listSQL is a list's SELECT: its text when it has no arguments (it then reads the
// same wherever it is written in a statement), else its selector.
type listSQL struct {
	text  string
	sel   *entsql.Selector
	order []ent.ListOrderTerm
}

// keptPage is a SELECT and the context values its rules read while it was built.
type keptPage struct {
	sql   listSQL
	reads []contextRead
}

type contextRead struct{ key, value any }

// page is the SELECT of typ's first page (ent.Client.ListPage), ok false when the
// caller may not read typ.
func (p *pages) page(ctx context.Context, typ string, limit int, columns []string) (listSQL, bool, error) {
	key := typ + "\x00" + strconv.Itoa(limit) + "\x00" + strings.Join(columns, ",")
	if k, hit := p.kept.Get(key); hit && k.matches(ctx) {
		return k.sql, true, nil
	}
	rec := &recording{Context: ctx}
	page, ok, err := p.client.ListPage(rec, typ, limit, columns...)
	if !ok || err != nil {
		return listSQL{}, ok, err
	}
	l := listSQL{sel: page.Select, order: page.Order}
	page.Select.SetDialect(p.dialect)
	text, args := page.Select.Query()
	if page.Select.Err() != nil || len(args) > 0 || rec.unkept {
		return l, true, nil // written by the statement, numbered where it stands
	}
	l.text, l.sel = text, nil
	p.kept.Add(key, &keptPage{sql: l, reads: rec.reads})
	return l, true, nil
}

// matches: ctx holds the values the kept SELECT's rules read.
func (k *keptPage) matches(ctx context.Context) bool {
	for _, r := range k.reads {
		if !reflect.DeepEqual(ctx.Value(r.key), r.value) {
			return false
		}
	}
	return true
}

// recording is a context that notes every value looked up in it. Values of a context
// are not changed once set (a context's convention), so equal values are the same
// facts. A function value cannot be compared: a SELECT whose rules read one is not kept.
type recording struct {
	context.Context
	reads  []contextRead
	unkept bool
}

func (r *recording) Value(key any) any {
	v := r.Context.Value(key)
	if v != nil && reflect.TypeOf(v).Kind() == reflect.Func {
		r.unkept = true
	}
	r.reads = append(r.reads, contextRead{key, v})
	return v
}
