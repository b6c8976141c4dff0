package rest

import (
	"context"
	"net/http"

	"seoagency/adminlists"
	"seoagency/admins"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/inbox"
	"seoagency/lifecycle"
	"seoagency/lists"
	"seoagency/orders"
)

// Routes is the specification's backend API (section 7) and the server's own calls,
// served under /api: the content types' routes (contents), then the calls with rules of
// their own. Each handler decodes, calls the same code as the GraphQL resolvers (the ent
// client with its privacy policies, or the domain packages), and encodes.
func Routes() []Route {
	var out []Route
	for _, c := range contents() {
		out = append(out, c.routes()...)
	}
	return append(out, calls()...)
}

// content is the routes of one content type, a path empty where it has none: its list
// and one record, read by anyone when public, else by the roles that read the type's
// area; its add and update by the roles that add to and write the area. The writes read
// the type's generated inputs and save as GraphQL's do.
type content struct {
	typ                    string
	public                 bool
	list, get, add, update string
}

// access is who may call one of the type's routes that needs level at.
func (c content) access(at auth.Access) Access {
	if c.public && at == auth.Read {
		return public
	}
	return staff(auth.Area(ent.AreaOf(c.typ)), at)
}

// contents are the content types' routes. The package checks each save of a redirect
// (package redirects: no chain, no loop, no other host unless allowed) and of a page's
// SEO (package seopages: an empty field is the page's default).
func contents() []content {
	return []content{
		{"Logo", true, "/logo", "", "/add-logo", "/logo/{id}"},
		{"AdminUser", false, "/users", "/users/{id}", "/add-user", ""},
		{"Category", true, "/categories", "", "", ""},
		{"Banner", true, "/banner", "/banner/{id}", "/add-banner", "/update-banner/{id}"},
		{"About", true, "/about", "/about-us/{id}", "/add-about", "/update-about/{id}"},
		{"ServiceHeading", true, "/service", "/service/{id}", "/add-Service", "/service/{id}"},
		{"ServiceItem", true, "/service-items", "/service-item/{id}", "/add-service-item", "/service-item/{id}"},
		{"Counter", true, "/counters", "/counters/{id}", "/add-counter", "/update-counters/{id}"},
		{"VideoSection", true, "/videos", "/videos/{id}", "/add-video", "/update-videos/{id}"},
		{"TeamMember", true, "/videos-items", "/videos-items/{id}", "/add-video-item", "/videos-items/{id}"},
		{"PricingPackage", true, "/testimonials", "/pricing/{id}", "", "/pricing/{id}"},
		{"Testimonial", true, "", "/testimonial/{id}", "", "/testimonial/{id}"},
		{"FooterAbout", true, "/footer-about", "/footer-about/{id}", "/add-footer-about", "/footer-about/{id}"},
		{"FooterAddress", true, "/footer-address", "/footer-address/{id}", "/add-footer-address", "/footer-address/{id}"},
		{"FooterSocial", true, "/footer-social", "/footer-social/{id}", "/add-footer-social", "/footer-social/{id}"},
		{"Copyright", true, "/copyrights", "/copyrights/{id}", "/add-footer-copyright", "/copyrights/{id}"},
		{"ContactItem", true, "/contacts", "/contacts/{id}", "/add-contact", "/contacts/{id}"},
		{"CallToAction", true, "/actions", "/actions/{id}", "/add-action", "/update-actions/{id}"},
		{"PaymentSetting", false, "/paypal-email", "/paypal-email/{id}", "/add-email", "/paypal-email/{id}"},
		{"Step", true, "/steps", "/step-item/{id}", "/add-step", "/step-item/{id}"},
		{"DesignItem", false, "", "", "/add-item", ""},
		{"Redirect", false, "/redirects", "", "/add-redirect", "/redirect/{id}"},
		{"PageSeo", false, "/page-seo", "", "/add-page-seo", "/page-seo/{id}"},
	}
}

func (c content) routes() []Route {
	var out []Route
	create, update := ent.NodeInputs(c.typ)
	if c.list != "" {
		out = append(out, Route{"GET", c.list, c.access(auth.Read), list(func(ctx context.Context, cl *ent.Client) ([]ent.Noder, error) {
			rows, _, err := cl.ListNodes(ctx, c.typ)
			return rows, err
		})})
	}
	if c.get != "" {
		out = append(out, Route{"GET", c.get, c.access(auth.Read), get(func(ctx context.Context, cl *ent.Client, id int) (ent.Noder, error) {
			return cl.GetNodeOf(ctx, c.typ, id)
		})})
	}
	if c.add != "" {
		out = append(out, Route{"POST", c.add, c.access(auth.Add), action{write: true, body: create, run: func(ctx context.Context, cl *ent.Client, r *http.Request) (any, error) {
			return cl.CreateNodeFrom(ctx, c.typ, func(into any) error { return decode(r, into) })
		}}})
	}
	if c.update != "" {
		out = append(out, Route{"PUT", c.update, c.access(auth.Write), action{write: true, body: update, run: func(ctx context.Context, cl *ent.Client, r *http.Request) (any, error) {
			id, err := pathID(r)
			if err != nil {
				return nil, err
			}
			return cl.UpdateNodeFrom(ctx, c.typ, id, func(into any) error { return decode(r, into) })
		}}})
	}
	return out
}

// calls are the routes with rules of their own.
func calls() []Route {
	return []Route{
		{"PUT", "/upadete-users/{id}", staff(auth.Staff, auth.Write), update(func(ctx context.Context, c *ent.Client, id int, in adminUserBody) (*ent.AdminUser, error) {
			return admins.Update(ctx, c, id, in.UpdateAdminUserInput, in.ConfirmOwnEmailChange)
		})},

		// Visitors' messages and newsletter sign-ups.
		{"POST", "/add-subscriber", public, create(func(ctx context.Context, c *ent.Client, in subscribeBody) (subscribeBody, error) {
			e, err := inbox.Subscribe(ctx, c, in.Email)
			return subscribeBody{Email: e}, err
		})},
		{"GET", "/subscribers", staff(auth.Inbox, auth.Read), list(func(ctx context.Context, c *ent.Client) ([]*ent.Subscriber, error) {
			q, by := lists.Subscribers(c, nil)
			return q.AllInOrder(ctx, by)
		})},
		{"POST", "/add-message", public, create(inbox.Send)},
		{"GET", "/messages", staff(auth.Inbox, auth.Read), list(func(ctx context.Context, c *ent.Client) ([]*ent.Message, error) {
			q, by := lists.Messages(c, nil)
			return q.AllInOrder(ctx, by)
		})},
		{"GET", "/message/{id}", staff(auth.Inbox, auth.Read), get(func(ctx context.Context, c *ent.Client, id int) (*ent.Message, error) { return c.Message.Get(ctx, id) })},
		{"PUT", "/message/{id}", staff(auth.Inbox, auth.Write), update(func(ctx context.Context, c *ent.Client, id int, in messageStatusBody) (*ent.Message, error) {
			if err := in.check(); err != nil {
				return nil, err
			}
			return inbox.MarkRead(ctx, c, id)
		})},
		{"POST", "/message/{id}/reply", staff(auth.Inbox, auth.Write), update(inbox.Reply)},

		// Orders: a customer sees and cancels only their own.
		{"GET", "/orders", signedIn, list(func(ctx context.Context, c *ent.Client) ([]*ent.Order, error) {
			q, by := lists.Orders(c, nil)
			return q.AllInOrder(ctx, by)
		})},
		{"GET", "/order/{id}", signedIn, get(func(ctx context.Context, c *ent.Client, id int) (*ent.Order, error) { return c.Order.Get(ctx, id) })},
		{"POST", "/new-order", signedIn, create(func(ctx context.Context, c *ent.Client, in newOrderBody) (*ent.Order, error) {
			return orders.Create(ctx, c, in.order())
		})},
		{"PUT", "/order-status/{id}", staff(auth.Sales, auth.Write), update(func(ctx context.Context, c *ent.Client, id int, in orderStatusBody) (*ent.Order, error) {
			s, err := in.status()
			if err != nil {
				return nil, err
			}
			return orders.SetOrderStatus(ctx, c, id, s)
		})},
		{"PUT", "/order-cancelled/{id}", signedIn, update(func(ctx context.Context, c *ent.Client, id int, in cancelBody) (*ent.Order, error) {
			if err := in.check(); err != nil {
				return nil, err
			}
			return orders.Cancel(ctx, c, id, "")
		})},
		{"PUT", "/order-archive/{id}", staff(auth.Sales, auth.Write), update(func(ctx context.Context, c *ent.Client, id int, in archiveBody) (*ent.Order, error) {
			return orders.Archive(ctx, c, id, in.Archived)
		})},

		// The admin's tables as CSV files, exactly as filtered: the tables' URL parameters
		// (q, payment, status, from, to, sort; package adminlists) as the query string.
		{"GET", "/export/orders.csv", staff(auth.Sales, auth.Read), export("orders", adminlists.ExportOrders)},
		{"GET", "/export/subscribers.csv", staff(auth.Inbox, auth.Read), export("subscribers", adminlists.ExportSubscribers)},
		{"GET", "/export/messages.csv", staff(auth.Inbox, auth.Read), export("messages", adminlists.ExportMessages)},
		// Invoices and credit notes of a period (from, to, kind), for the accountant.
		{"GET", "/export/invoices.csv", staff(auth.Sales, auth.Read), export("invoices", adminlists.ExportInvoices)},
		// An invoice's PDF ({file} is its number and .pdf): the owner of its order and the sales
		// area's roles; anyone else is told there is no such invoice.
		{"GET", "/invoices/{file}", signedIn, invoicePDF()},
		// The audit log: the data layer lets only the Owner read it.
		{"GET", "/export/audit.csv", staff(auth.Owner, auth.Read), export("audit", adminlists.ExportAudit)},

		// Content over time, for every content type alike: the trash, history, order.
		{"DELETE", "/items/{id}", anyStaff, do(lifecycle.Delete)},
		{"GET", "/trash", anyStaff, list(func(ctx context.Context, c *ent.Client) ([]*ent.TrashItem, error) {
			q, by, err := lists.Trash(ctx, c)
			if err != nil {
				return nil, err
			}
			return q.AllInOrder(ctx, by)
		})},
		{"POST", "/trash/{id}/restore", anyStaff, do(lifecycle.Restore)},
		{"GET", "/items/{id}/history", anyStaff, get(lifecycle.History)},
		{"POST", "/revisions/{id}/restore", anyStaff, do(lifecycle.RestoreRevision)},
		{"PUT", "/items/{id}/position", staff(auth.Content, auth.Write), update(func(ctx context.Context, c *ent.Client, id int, in positionBody) (ent.Noder, error) {
			return lifecycle.Move(ctx, c, id, in.Position)
		})},

		// Served by the server, which supplies their handlers (Deps).
		{"GET", "/my-data", signedIn, served(func(d Deps) http.Handler { return d.MyData })},
		{"POST", "/delete-account", signedIn, served(func(d Deps) http.Handler { return d.DeleteAccount })},
		{"POST", "/preview", staff(auth.Content, auth.Read), served(func(d Deps) http.Handler { return d.Preview })},
		{"POST", "/vitals", unidentified, served(func(d Deps) http.Handler { return d.Vitals })},
		{"POST", "/paypal/ipn", unidentified, served(func(d Deps) http.Handler { return d.IPN })},
	}
}
