package rest

import (
	"context"
	"net/http"
	"net/url"

	"seoagency/adminlists"
	"seoagency/admins"
	"seoagency/ent"
	"seoagency/inbox"
	"seoagency/lifecycle"
	"seoagency/lists"
	"seoagency/orders"
)

// Routes is the specification's backend API (section 7), served under /api. Each
// handler decodes, calls the same code as the GraphQL resolvers (the ent client with
// its privacy policies, or the orders and inbox packages), and encodes.
func Routes() []Route {
	return []Route{
		{"GET", "/logo", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.Logo, error) {
			return c.Logo.Query().AllInOrder(ctx, nil)
		})},
		{"POST", "/add-logo", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateLogoInput) (*ent.Logo, error) {
			return c.Logo.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/logo/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateLogoInput) (*ent.Logo, error) {
			return c.Logo.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/users", admin, list(func(ctx context.Context, c *ent.Client) ([]*ent.AdminUser, error) {
			return c.AdminUser.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/users/{id}", admin, get(func(ctx context.Context, c *ent.Client, id int) (*ent.AdminUser, error) {
			return c.AdminUser.Get(ctx, id)
		})},
		{"POST", "/add-user", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateAdminUserInput) (*ent.AdminUser, error) {
			return c.AdminUser.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/upadete-users/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in adminUserBody) (*ent.AdminUser, error) {
			return admins.Update(ctx, c, id, in.UpdateAdminUserInput, in.ConfirmOwnEmailChange)
		})},
		{"GET", "/categories", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.Category, error) {
			return c.Category.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/banner", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.Banner, error) {
			return c.Banner.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/banner/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.Banner, error) { return c.Banner.Get(ctx, id) })},
		{"POST", "/add-banner", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateBannerInput) (*ent.Banner, error) {
			return c.Banner.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/update-banner/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateBannerInput) (*ent.Banner, error) {
			return c.Banner.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/about", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.About, error) {
			return c.About.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/about-us/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.About, error) { return c.About.Get(ctx, id) })},
		{"POST", "/add-about", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateAboutInput) (*ent.About, error) {
			return c.About.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/update-about/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateAboutInput) (*ent.About, error) {
			return c.About.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/service", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.ServiceHeading, error) {
			return c.ServiceHeading.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/service/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.ServiceHeading, error) {
			return c.ServiceHeading.Get(ctx, id)
		})},
		{"POST", "/add-Service", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateServiceHeadingInput) (*ent.ServiceHeading, error) {
			return c.ServiceHeading.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/service/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateServiceHeadingInput) (*ent.ServiceHeading, error) {
			return c.ServiceHeading.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/service-items", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.ServiceItem, error) {
			return c.ServiceItem.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/service-item/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.ServiceItem, error) {
			return c.ServiceItem.Get(ctx, id)
		})},
		{"POST", "/add-service-item", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateServiceItemInput) (*ent.ServiceItem, error) {
			return c.ServiceItem.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/service-item/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateServiceItemInput) (*ent.ServiceItem, error) {
			return c.ServiceItem.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/counters", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.Counter, error) {
			return c.Counter.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/counters/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.Counter, error) { return c.Counter.Get(ctx, id) })},
		{"POST", "/add-counter", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateCounterInput) (*ent.Counter, error) {
			return c.Counter.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/update-counters/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateCounterInput) (*ent.Counter, error) {
			return c.Counter.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/videos", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.VideoSection, error) {
			return c.VideoSection.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/videos/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.VideoSection, error) {
			return c.VideoSection.Get(ctx, id)
		})},
		{"POST", "/add-video", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateVideoSectionInput) (*ent.VideoSection, error) {
			return c.VideoSection.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/update-videos/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateVideoSectionInput) (*ent.VideoSection, error) {
			return c.VideoSection.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/videos-items", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.TeamMember, error) {
			return c.TeamMember.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/videos-items/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.TeamMember, error) {
			return c.TeamMember.Get(ctx, id)
		})},
		{"POST", "/add-video-item", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateTeamMemberInput) (*ent.TeamMember, error) {
			return c.TeamMember.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/videos-items/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateTeamMemberInput) (*ent.TeamMember, error) {
			return c.TeamMember.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/testimonials", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.PricingPackage, error) {
			return c.PricingPackage.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/pricing/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.PricingPackage, error) {
			return c.PricingPackage.Get(ctx, id)
		})},
		{"PUT", "/pricing/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdatePricingPackageInput) (*ent.PricingPackage, error) {
			return c.PricingPackage.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/testimonial/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.Testimonial, error) {
			return c.Testimonial.Get(ctx, id)
		})},
		{"PUT", "/testimonial/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateTestimonialInput) (*ent.Testimonial, error) {
			return c.Testimonial.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/footer-about", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.FooterAbout, error) {
			return c.FooterAbout.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/footer-about/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.FooterAbout, error) {
			return c.FooterAbout.Get(ctx, id)
		})},
		{"POST", "/add-footer-about", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateFooterAboutInput) (*ent.FooterAbout, error) {
			return c.FooterAbout.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/footer-about/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateFooterAboutInput) (*ent.FooterAbout, error) {
			return c.FooterAbout.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/footer-address", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.FooterAddress, error) {
			return c.FooterAddress.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/footer-address/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.FooterAddress, error) {
			return c.FooterAddress.Get(ctx, id)
		})},
		{"POST", "/add-footer-address", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateFooterAddressInput) (*ent.FooterAddress, error) {
			return c.FooterAddress.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/footer-address/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateFooterAddressInput) (*ent.FooterAddress, error) {
			return c.FooterAddress.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/footer-social", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.FooterSocial, error) {
			return c.FooterSocial.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/footer-social/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.FooterSocial, error) {
			return c.FooterSocial.Get(ctx, id)
		})},
		{"POST", "/add-footer-social", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateFooterSocialInput) (*ent.FooterSocial, error) {
			return c.FooterSocial.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/footer-social/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateFooterSocialInput) (*ent.FooterSocial, error) {
			return c.FooterSocial.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/copyrights", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.Copyright, error) {
			return c.Copyright.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/copyrights/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.Copyright, error) {
			return c.Copyright.Get(ctx, id)
		})},
		{"POST", "/add-footer-copyright", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateCopyrightInput) (*ent.Copyright, error) {
			return c.Copyright.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/copyrights/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateCopyrightInput) (*ent.Copyright, error) {
			return c.Copyright.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/contacts", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.ContactItem, error) {
			return c.ContactItem.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/contacts/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.ContactItem, error) {
			return c.ContactItem.Get(ctx, id)
		})},
		{"POST", "/add-contact", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateContactItemInput) (*ent.ContactItem, error) {
			return c.ContactItem.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/contacts/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateContactItemInput) (*ent.ContactItem, error) {
			return c.ContactItem.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/actions", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.CallToAction, error) {
			return c.CallToAction.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/actions/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.CallToAction, error) {
			return c.CallToAction.Get(ctx, id)
		})},
		{"POST", "/add-action", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateCallToActionInput) (*ent.CallToAction, error) {
			return c.CallToAction.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/update-actions/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateCallToActionInput) (*ent.CallToAction, error) {
			return c.CallToAction.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/paypal-email", admin, list(func(ctx context.Context, c *ent.Client) ([]*ent.PaymentSetting, error) {
			return c.PaymentSetting.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/paypal-email/{id}", admin, get(func(ctx context.Context, c *ent.Client, id int) (*ent.PaymentSetting, error) {
			return c.PaymentSetting.Get(ctx, id)
		})},
		{"POST", "/add-email", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreatePaymentSettingInput) (*ent.PaymentSetting, error) {
			return c.PaymentSetting.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/paypal-email/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdatePaymentSettingInput) (*ent.PaymentSetting, error) {
			return c.PaymentSetting.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"GET", "/steps", public, list(func(ctx context.Context, c *ent.Client) ([]*ent.Step, error) {
			return c.Step.Query().AllInOrder(ctx, nil)
		})},
		{"GET", "/step-item/{id}", public, get(func(ctx context.Context, c *ent.Client, id int) (*ent.Step, error) { return c.Step.Get(ctx, id) })},
		{"POST", "/add-step", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateStepInput) (*ent.Step, error) {
			return c.Step.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/step-item/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateStepInput) (*ent.Step, error) {
			return c.Step.UpdateOneID(id).SetInput(in).Save(ctx)
		})},
		{"POST", "/add-item", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateDesignItemInput) (*ent.DesignItem, error) {
			return c.DesignItem.Create().SetInput(in).Save(ctx)
		})},

		// Redirects (package redirects checks every save: no chain, no loop, no other host unless allowed).
		{"GET", "/redirects", admin, list(func(ctx context.Context, c *ent.Client) ([]*ent.Redirect, error) {
			return c.Redirect.Query().AllInOrder(ctx, nil)
		})},
		{"POST", "/add-redirect", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreateRedirectInput) (*ent.Redirect, error) {
			return c.Redirect.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/redirect/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdateRedirectInput) (*ent.Redirect, error) {
			return c.Redirect.UpdateOneID(id).SetInput(in).Save(ctx)
		})},

		// SEO of the public pages (package seopages checks every save; an empty field is the page's default).
		{"GET", "/page-seo", admin, list(func(ctx context.Context, c *ent.Client) ([]*ent.PageSeo, error) {
			return c.PageSeo.Query().AllInOrder(ctx, nil)
		})},
		{"POST", "/add-page-seo", admin, create(func(ctx context.Context, c *ent.Client, in ent.CreatePageSeoInput) (*ent.PageSeo, error) {
			return c.PageSeo.Create().SetInput(in).Save(ctx)
		})},
		{"PUT", "/page-seo/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in ent.UpdatePageSeoInput) (*ent.PageSeo, error) {
			return c.PageSeo.UpdateOneID(id).SetInput(in).Save(ctx)
		})},

		// Visitors' messages and newsletter sign-ups.
		{"POST", "/add-subscriber", public, create(func(ctx context.Context, c *ent.Client, in subscribeBody) (subscribeBody, error) {
			e, err := inbox.Subscribe(ctx, c, in.Email)
			return subscribeBody{Email: e}, err
		})},
		{"GET", "/subscribers", admin, list(func(ctx context.Context, c *ent.Client) ([]*ent.Subscriber, error) {
			q, by := lists.Subscribers(c, nil)
			return q.AllInOrder(ctx, by)
		})},
		{"POST", "/add-message", public, create(inbox.Send)},
		{"GET", "/messages", admin, list(func(ctx context.Context, c *ent.Client) ([]*ent.Message, error) {
			q, by := lists.Messages(c, nil)
			return q.AllInOrder(ctx, by)
		})},
		{"GET", "/message/{id}", admin, get(func(ctx context.Context, c *ent.Client, id int) (*ent.Message, error) { return c.Message.Get(ctx, id) })},
		{"PUT", "/message/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in messageStatusBody) (*ent.Message, error) {
			if err := in.check(); err != nil {
				return nil, err
			}
			return inbox.MarkRead(ctx, c, id)
		})},
		{"POST", "/message/{id}/reply", admin, update(inbox.Reply)},

		// Orders: a customer sees and cancels only their own.
		{"GET", "/orders", signedIn, list(func(ctx context.Context, c *ent.Client) ([]*ent.Order, error) {
			q, by := lists.Orders(c, nil)
			return q.AllInOrder(ctx, by)
		})},
		{"GET", "/order/{id}", signedIn, get(func(ctx context.Context, c *ent.Client, id int) (*ent.Order, error) { return c.Order.Get(ctx, id) })},
		{"POST", "/new-order", signedIn, create(func(ctx context.Context, c *ent.Client, in newOrderBody) (*ent.Order, error) {
			return orders.Create(ctx, c, in.order())
		})},
		{"PUT", "/order-status/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in orderStatusBody) (*ent.Order, error) {
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
		{"PUT", "/order-archive/{id}", admin, update(func(ctx context.Context, c *ent.Client, id int, in archiveBody) (*ent.Order, error) {
			return orders.Archive(ctx, c, id, in.Archived)
		})},

		// The admin's tables as CSV files, exactly as filtered: the tables' URL parameters
		// (q, payment, status, from, to, sort; package adminlists) as the query string.
		{"GET", "/export/orders.csv", admin, export("orders", func(ctx context.Context, c *ent.Client, v url.Values, out adminlists.Sink) error {
			f, s, err := adminlists.OrderFilterOf(v)
			if err != nil {
				return err
			}
			return adminlists.ExportOrders(ctx, c, f, s, out)
		})},
		{"GET", "/export/subscribers.csv", admin, export("subscribers", func(ctx context.Context, c *ent.Client, v url.Values, out adminlists.Sink) error {
			f, s, err := adminlists.SubscriberFilterOf(v)
			if err != nil {
				return err
			}
			return adminlists.ExportSubscribers(ctx, c, f, s, out)
		})},
		{"GET", "/export/messages.csv", admin, export("messages", func(ctx context.Context, c *ent.Client, v url.Values, out adminlists.Sink) error {
			f, s, err := adminlists.MessageFilterOf(v)
			if err != nil {
				return err
			}
			return adminlists.ExportMessages(ctx, c, f, s, out)
		})},

		// Content over time, for every content type alike: the trash, history, order.
		{"DELETE", "/items/{id}", admin, do(lifecycle.Delete)},
		{"GET", "/trash", admin, list(func(ctx context.Context, c *ent.Client) ([]*ent.TrashItem, error) {
			q, by, err := lists.Trash(ctx, c)
			if err != nil {
				return nil, err
			}
			return q.AllInOrder(ctx, by)
		})},
		{"POST", "/trash/{id}/restore", admin, do(lifecycle.Restore)},
		{"GET", "/items/{id}/history", admin, get(lifecycle.History)},
		{"POST", "/revisions/{id}/restore", admin, do(lifecycle.RestoreRevision)},
		{"PUT", "/items/{id}/position", admin, update(func(ctx context.Context, c *ent.Client, id int, in positionBody) (ent.Noder, error) {
			return lifecycle.Move(ctx, c, id, in.Position)
		})},

		// Served by the server, which supplies their handlers (Deps).
		{"GET", "/my-data", signedIn, served(func(d Deps) http.Handler { return d.MyData })},
		{"POST", "/delete-account", signedIn, served(func(d Deps) http.Handler { return d.DeleteAccount })},
		{"POST", "/preview", admin, served(func(d Deps) http.Handler { return d.Preview })},
		{"POST", "/vitals", unidentified, served(func(d Deps) http.Handler { return d.Vitals })},
		{"POST", "/paypal/ipn", unidentified, served(func(d Deps) http.Handler { return d.IPN })},
	}
}
