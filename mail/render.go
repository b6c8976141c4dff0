package mail

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	htmltemplate "html/template"
	"strings"
	texttemplate "text/template"
	"unicode"

	"entgo.io/ent/privacy"

	"seoagency/ent"
	"seoagency/identity"
)

// Branding is the site's look in a mail, read from content when the mail is sent.
type Branding struct {
	SiteName string
	// Sender is who the footer says sends the mail: the legal name, else the site's name.
	Sender  string
	Logo    string // absolute URL, or empty
	Address []string
	Home    string // the public site's address
}

// branding reads the site's identity, the logo and the footer's address from content.
func branding(ctx context.Context, c *ent.Client, links Links) (Branding, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	site, err := identity.Load(ctx, c)
	if err != nil {
		return Branding{}, err
	}
	b := Branding{SiteName: site.Name, Sender: site.Name, Home: links.PublicURL + "/"}
	if site.LegalName != "" {
		b.Sender = site.LegalName
	}
	if s := oneLine(site.Address, maxLine); s != "" {
		b.Address = append(b.Address, s) // the legal address, before the footer's
	}
	if l, err := c.Logo.Query().First(ctx); err == nil {
		b.Logo = links.Absolute(l.Logo)
	} else if !ent.IsNotFound(err) {
		return b, err
	}
	if a, err := c.FooterAddress.Query().First(ctx); err == nil {
		parts := []string{a.Footeraddress, a.FooterPhone, a.FooterEmail}
		if len(b.Address) > 0 {
			parts = parts[1:] // the legal address stands for the footer's
		}
		for _, s := range parts {
			if s = oneLine(s, maxLine); s != "" {
				b.Address = append(b.Address, s)
			}
		}
	} else if !ent.IsNotFound(err) {
		return b, err
	}
	return b, nil
}

// rendered is a mail ready for SMTP.
type rendered struct {
	HTML, Text  string
	Unsubscribe string // absolute, signed; empty for mails about no subscription
}

type view struct {
	Body
	Brand       Branding
	ButtonURL   string
	Unsubscribe string
}

func render(m *ent.Mail, b Branding, links Links) (rendered, error) {
	var body Body
	if err := json.Unmarshal([]byte(m.Body), &body); err != nil {
		return rendered{}, fmt.Errorf("mail %d: its body is not readable: %w", m.ID, err)
	}
	body.oneLined()
	v := view{Body: body, Brand: b}
	if b := body.Button; b != nil && b.URL != "" {
		v.ButtonURL = b.URL
	} else if b != nil {
		v.ButtonURL = links.URL(b.Path, b.Signed)
	}
	if m.UnsubscribePath != "" {
		v.Unsubscribe = links.URL(m.UnsubscribePath, true)
	}
	var h, t bytes.Buffer
	if err := htmlLayout.Execute(&h, v); err != nil {
		return rendered{}, err
	}
	if err := textLayout.Execute(&t, v); err != nil {
		return rendered{}, err
	}
	return rendered{HTML: h.String(), Text: t.String(), Unsubscribe: v.Unsubscribe}, nil
}

// The site's look (web/src/styles/global.css colours), inline and in tables, which is
// what mail clients render; html/template escapes every value.
var htmlLayout = htmltemplate.Must(htmltemplate.New("mail").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Heading}}</title></head>
<body style="margin:0;padding:0;background:#f4f5fb;color:#14163a;font-family:Arial,Helvetica,sans-serif">
{{if .Preheader}}<div style="display:none;max-height:0;overflow:hidden">{{.Preheader}}</div>{{end}}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5fb"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #dfe2f0;border-radius:8px">
<tr><td style="background:#0f1233;padding:18px 24px;border-radius:8px 8px 0 0">
<a href="{{.Brand.Home}}" style="color:#e3e5f6;text-decoration:none;font-size:20px;font-weight:bold">{{if .Brand.Logo}}<img src="{{.Brand.Logo}}" alt="" height="32" style="height:32px;vertical-align:middle;margin-right:8px;border:0">{{end}}{{.Brand.SiteName}}</a>
</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:#14163a">{{.Heading}}</h1>
{{range .Paragraphs}}<p style="margin:0 0 14px;font-size:15px;line-height:1.5;color:#474b6b">{{.}}</p>
{{end}}{{if .Quote}}<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f4f5fb;border-left:4px solid #3730a3;white-space:pre-wrap;font-size:15px;color:#14163a">{{.Quote}}</blockquote>
{{end}}{{if .Rows}}<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse;font-size:15px">
{{range .Rows}}<tr><th align="left" style="padding:8px;border-bottom:1px solid #dfe2f0;color:#474b6b;font-weight:normal;width:40%">{{index . 0}}</th><td style="padding:8px;border-bottom:1px solid #dfe2f0;color:#14163a">{{index . 1}}</td></tr>
{{end}}</table>
{{end}}{{if .Button}}<p style="margin:20px 0"><a href="{{.ButtonURL}}" style="display:inline-block;background:#3730a3;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:bold">{{.Button.Text}}</a></p>
{{end}}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #dfe2f0;font-size:12px;color:#474b6b">
{{.Brand.Sender}}{{range .Brand.Address}} · {{.}}{{end}}
{{if .Unsubscribe}}<br><a href="{{.Unsubscribe}}" style="color:#3730a3">Unsubscribe</a> from the newsletter with one click.{{end}}
</td></tr></table></td></tr></table></body></html>
`))

var textLayout = texttemplate.Must(texttemplate.New("mail").Funcs(texttemplate.FuncMap{"quote": quote}).Parse(`{{.Heading}}
{{range .Paragraphs}}
{{.}}
{{end}}{{if .Quote}}
{{quote .Quote}}
{{end}}{{if .Rows}}
{{range .Rows}}{{index . 0}}: {{index . 1}}
{{end}}{{end}}{{if .Button}}
{{.Button.Text}}: {{.ButtonURL}}
{{end}}
-- 
{{.Brand.Sender}}{{range .Brand.Address}} · {{.}}{{end}}
{{.Brand.Home}}
{{if .Unsubscribe}}Unsubscribe from the newsletter: {{.Unsubscribe}}
{{end}}`))

// maxLine bounds a value of one line in a mail; what the site stores is shorter.
const maxLine = 1000

// oneLined makes each value of one line one line, in both parts: a line break in a
// visitor's name or phone would add a line of their choosing (a fake "reply here"
// link) to the plain text. Paragraphs are the server's and the admin's own; the Quote
// keeps its lines, each marked as quoted.
func (b *Body) oneLined() {
	b.Preheader, b.Heading = oneLine(b.Preheader, maxLine), oneLine(b.Heading, maxLine)
	for i, r := range b.Rows {
		b.Rows[i] = [2]string{oneLine(r[0], maxLine), oneLine(r[1], maxLine)}
	}
	if b.Button != nil {
		b.Button.Text = oneLine(b.Button.Text, maxLine)
	}
}

// lineBreak splits text at every kind of line break a mail client may show as one.
var lineBreak = strings.NewReplacer("\r\n", "\n", "\r", "\n", "\v", "\n", "\f", "\n", "\u0085", "\n", "\u2028", "\n", "\u2029", "\n")

// quote marks each line of someone else's text as quoted in the plain-text part, so
// none of it can pass for the site's own words; other control characters go.
func quote(s string) string {
	s = strings.Map(func(r rune) rune {
		if r != '\n' && r != '\t' && unicode.IsControl(r) {
			return -1
		}
		return r
	}, lineBreak.Replace(s))
	return "> " + strings.ReplaceAll(s, "\n", "\n> ")
}
