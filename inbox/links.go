package inbox

import (
	"context"
	"errors"
	"html/template"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/identity"
	"seoagency/mail"
)

// LinkPages serve the signed links of the newsletter's mails (ConfirmPage,
// UnsubscribePage): no sign-in, each a public write.
type LinkPages struct {
	Client *ent.Client
	Links  mail.Links // checks the links' signatures
	// Styles gives the URLs of the site's style sheets, so that these pages, written
	// here with no script, wear the site's look; nil leaves them plain.
	Styles func() []string
}

// maxLinkQuery bounds the query of a newsletter link: ours are far shorter.
const maxLinkQuery = 1024

// ServeConfirm serves a confirmation mail's signed link. GET only shows a
// button, as for unsubscribing: mail scanners follow links, and must confirm no one.
// The button's POST confirms, while the link has not expired.
func (s *LinkPages) ServeConfirm(w http.ResponseWriter, r *http.Request) {
	id, email, ok := s.link(w, r)
	if !ok {
		return
	}
	site := identity.Name(r.Context(), s.Client)
	var expires time.Time
	if n, err := strconv.ParseInt(r.URL.Query().Get("expires"), 10, 64); err == nil && n > 0 {
		expires = time.Unix(n, 0)
	}
	if r.Method != http.MethodPost {
		if err := ConfirmLinkLive(expires); err != nil {
			s.linkError(w, r, err)
			return
		}
		s.show(w, r, http.StatusOK, page{Site: site, Title: "Confirm your subscription",
			Text: "Press the button and " + email + " will receive the " + site + " newsletter.",
			Form: r.URL.RequestURI(), Button: "Confirm my subscription"})
		return
	}
	var sub *ent.Subscriber
	err := ent.WithTx(r.Context(), s.Client, func(ctx context.Context, c *ent.Client) (err error) {
		sub, err = Confirm(ctx, c, id, email, expires)
		return err
	})
	if err != nil {
		s.linkError(w, r, err)
		return
	}
	s.show(w, r, http.StatusOK, page{Site: site, Title: "Your subscription is confirmed",
		Text: "Thank you: " + sub.Email + " will receive the " + site + " newsletter. Every mail we send has a link to unsubscribe."})
}

// ServeUnsubscribe serves an unsubscribe link. GET only shows a button: mail
// scanners follow links, and must not unsubscribe anyone. POST to the same signed
// URL unsubscribes without a sign-in: the button's form, and the one-click POST of
// mail clients (RFC 8058, List-Unsubscribe-Post), whose body says nothing we need.
func (s *LinkPages) ServeUnsubscribe(w http.ResponseWriter, r *http.Request) {
	id, email, ok := s.link(w, r)
	if !ok {
		return
	}
	site := identity.Name(r.Context(), s.Client)
	if r.Method != http.MethodPost {
		s.show(w, r, http.StatusOK, page{Site: site, Title: "Unsubscribe from the newsletter",
			Text: "Press the button and " + email + " will receive no more newsletter mail from " + site + ".",
			Form: r.URL.RequestURI(), Button: "Unsubscribe"})
		return
	}
	err := ent.WithTx(r.Context(), s.Client, func(ctx context.Context, c *ent.Client) error {
		_, err := Unsubscribe(ctx, c, id, email)
		return err
	})
	if err != nil {
		s.linkError(w, r, err)
		return
	}
	s.show(w, r, http.StatusOK, page{Site: site, Title: "You are unsubscribed",
		Text: email + " will receive no more newsletter mail from " + site + ". Changed your mind? Sign up again at the foot of any page."})
}

// link checks a link's method and signature and reads its subscriber and address; a
// link that fails gets its page (and ok false), nothing is looked up or changed.
func (s *LinkPages) link(w http.ResponseWriter, r *http.Request) (id int, email string, ok bool) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead && r.Method != http.MethodPost {
		s.notAllowed(w, r, "GET, POST")
		return 0, "", false
	}
	if len(r.URL.RawQuery) > maxLinkQuery {
		s.show(w, r, http.StatusRequestURITooLong, page{Title: "This link is too long",
			Text: "It is not one of our links: open the link of the mail again, whole."})
		return 0, "", false
	}
	if !s.Links.Verify(r.URL) {
		s.show(w, r, http.StatusForbidden, page{Title: "This link is damaged",
			Text: "Its signature does not match, so it may have been cut or changed: open the link of the mail again, whole."})
		return 0, "", false
	}
	q, err := url.ParseQuery(r.URL.RawQuery)
	id, idErr := strconv.Atoi(q.Get("subscriber"))
	if email = q.Get("email"); err != nil || idErr != nil || id <= 0 || email == "" {
		s.show(w, r, http.StatusBadRequest, page{Title: "This link is incomplete",
			Text: "It needs a subscriber and an e-mail address: open the link of the mail again, whole."})
		return 0, "", false
	}
	return id, email, true
}

func (s *LinkPages) linkError(w http.ResponseWriter, r *http.Request, err error) {
	e, ok := apierr.From(err)
	if !ok {
		slog.ErrorContext(r.Context(), "newsletter link failed", "err", err)
		e = &apierr.Error{Code: apierr.Unavailable, Message: "Something went wrong on our side: try the link again in a minute."}
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	title := "This did not work"
	switch {
	case e.Code == apierr.NotFound:
		title = "This link is no longer valid"
	case errors.Is(err, ErrConfirmExpired):
		title = "This link has expired"
	}
	s.show(w, r, e.Status(), page{Title: title, Text: e.Message})
}

func (s *LinkPages) notAllowed(w http.ResponseWriter, r *http.Request, allow string) {
	w.Header().Set("Allow", allow)
	s.show(w, r, http.StatusMethodNotAllowed, page{Title: "Not here",
		Text: "This address answers " + allow + " only: open the link of the mail in a browser."})
}

type page struct {
	Site         string // the site's name
	Title, Text  string
	Form, Button string // a form that posts to Form, when set
	Styles       []string
}

// newsletterTmpl is a page of its own, with no script and no inline style (the
// content security policy allows neither), kept out of search engines. It wears the
// site's style sheet and its classes (web/src/styles/primitives.css).
var newsletterTmpl = template.Must(template.New("newsletter").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}} | {{.Site}}</title>
{{range .Styles}}<link rel="stylesheet" href="{{.}}">{{end}}</head>
<body><main class="container narrow page"><p class="eyebrow">{{.Site}} newsletter</p><h1>{{.Title}}</h1><p class="lead">{{.Text}}</p>
{{if .Form}}<form method="post" action="{{.Form}}"><button class="btn btn-primary btn-lg" type="submit">{{.Button}}</button></form>{{end}}
<p><a class="btn btn-ghost" href="/">Back to {{.Site}}</a></p></main></body></html>
`))

func (s *LinkPages) show(w http.ResponseWriter, r *http.Request, status int, p page) {
	if p.Site == "" {
		p.Site = identity.Name(r.Context(), s.Client)
	}
	if s.Styles != nil {
		p.Styles = s.Styles()
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Robots-Tag", "noindex")
	w.WriteHeader(status)
	if err := newsletterTmpl.Execute(w, p); err != nil {
		slog.Warn("newsletter page", "err", err)
	}
}
