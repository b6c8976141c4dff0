package rest

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/invoices"
)

// invoicePDF answers an invoice's PDF. The data layer decides who reads it; a caller it
// refuses gets the same 404 as a number that does not exist, so numbers reveal nothing.
func invoicePDF() action {
	return action{stream: func(ctx context.Context, c *ent.Client, w http.ResponseWriter, r *http.Request) error {
		number, ok := strings.CutSuffix(r.PathValue("file"), ".pdf")
		if !ok {
			return apierr.NotFoundf("No invoice %q: ask for its number and .pdf (/api/invoices/2026-000042.pdf).", r.PathValue("file"))
		}
		d, err := invoices.Load(ctx, c, number)
		if err != nil {
			return err
		}
		b, err := d.PDF()
		if err != nil {
			return err
		}
		h := w.Header()
		h.Set("Content-Type", "application/pdf")
		h.Set("Content-Disposition", `attachment; filename="`+d.FileName()+`"`)
		h.Set("Content-Length", strconv.Itoa(len(b)))
		h.Set("Cache-Control", "private, no-store")
		_, err = w.Write(b)
		return err
	}}
}
