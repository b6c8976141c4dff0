package server

import (
	"regexp"
	"strings"
)

// Route is a page of the web app, as section 2 of the specification lists them.
type Route struct {
	Pattern string // {id} stands for a record id
	Public  bool   // public pages are indexed by search engines; the rest carry noindex
}

// Routes is every page the web app renders; any other path is a 404.
var Routes = func() []Route {
	public := []string{"/", "/contact", "/contact-us", "/service", "/pricing", "/support",
		"/login", "/register", "/reset"}
	private := []string{"/admin-user/{id}", "/order-now/{id}", "/my-order", "/pending-order", "/dashboard",
		"/add-user", "/admin", "/admin/payment-status/{id}", "/edit-banner", "/update-calltoaction",
		"/edit-counter", "/banner/{id}", "/edit-call/{id}", "/counters/{id}", "/add-logo", "/edit-logo/{id}",
		"/edit-about", "/edit-video", "/video/{id}", "/service-edit/{id}", "/servicetext-edit/{id}",
		"/videotext-edit/{id}", "/edit-service", "/step-section", "/edit-step/{id}", "/total-orders",
		"/add-item", "/setting", "/edit-pricing", "/edit-testimonial/{id}", "/package-edit/{id}",
		"/add-contact", "/edit-contact-page/{id}", "/add-about-footer", "/edit-about-footer/{id}",
		"/add-address-footer", "/edit-address-footer/{id}", "/add-social-footer", "/edit-social-footer/{id}",
		"/all-messages", "/view/{id}", "/all-subscriber", "/add-copyright", "/edit-copyright/{id}",
		"/paypal-email/{id}", "/pay-now/{id}", "/add-paypal-Email", "/order-cancelled/{id}",
		"/received-payment/{id}"}
	var rs []Route
	for _, p := range public {
		rs = append(rs, Route{Pattern: p, Public: true})
	}
	for _, p := range private {
		rs = append(rs, Route{Pattern: p})
	}
	return rs
}()

var idSegment = regexp.MustCompile(`^[0-9]{1,19}$`)

// MatchRoute finds the page of path; a trailing slash is ignored ("/pricing/").
// The single-segment about editor alias (/{id}) is not here: it needs the database.
func MatchRoute(path string) (Route, bool) {
	if len(path) > 1 {
		path = strings.TrimSuffix(path, "/")
	}
	segs := strings.Split(path, "/")
	for _, r := range Routes {
		want := strings.Split(r.Pattern, "/")
		if len(want) != len(segs) {
			continue
		}
		ok := true
		for i := range want {
			if want[i] == "{id}" {
				ok = ok && idSegment.MatchString(segs[i])
			} else {
				ok = ok && want[i] == segs[i]
			}
		}
		if ok {
			return r, true
		}
	}
	return Route{}, false
}
