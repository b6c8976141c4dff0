package seohead

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"strings"

	"seoagency/ent"
	"seoagency/ent/pricingpackage"
	"seoagency/ent/serviceitem"
	"seoagency/identity"
	"seoagency/routes"
)

// breadcrumbPages are the pages that show PageHero (web/src/sections/PageHero.tsx), whose
// breadcrumb is "Home › the page's title": their JSON-LD carries the same BreadcrumbList.
// jsonld_test.go checks this list and the titles against the pages' source.
var breadcrumbPages = map[string]bool{"Services": true, "Pricing": true, "Contact": true, "Support": true, "Blog": true, "CaseStudies": true}

// linkedData is what the pages' JSON-LD is made of, read by Load once per paint pass.
type linkedData struct {
	organization map[string]any
	services     []map[string]any // the service items, on /service
	offers       []map[string]any // the pricing plans, on /pricing
}

func (s Writer) organizationID() string { return s.PublicURL + "/#organization" }
func (s Writer) websiteID() string      { return s.PublicURL + "/#website" }

// organization is the Organization's name and home; loadLinkedData adds the rest.
func (s Writer) organization(name string) map[string]any {
	return map[string]any{"@type": "Organization", "@id": s.organizationID(), "name": name, "url": s.PublicURL + "/"}
}

// loadLinkedData reads the agency's details (its identity, logo, address and social
// links), the service items and the plans.
func (s Writer) loadLinkedData(ctx context.Context, client *ent.Client, site identity.Identity) (linkedData, error) {
	var ld linkedData
	org := s.organization(site.Name)
	setText(org, "legalName", site.LegalName)
	if l, err := client.Logo.Query().First(ctx); err == nil {
		if logo := s.absoluteURL(l.Logo); logo != "" {
			org["logo"] = map[string]any{"@type": "ImageObject", "url": logo}
		}
	} else if !ent.IsNotFound(err) {
		return ld, err
	}
	if addr := postalAddress(site.Address); addr != nil {
		org["address"] = addr // the legal address, before the footer's
	}
	if a, err := client.FooterAddress.Query().First(ctx); err == nil {
		if addr := postalAddress(a.Footeraddress); addr != nil && org["address"] == nil {
			org["address"] = addr
		}
		setText(org, "email", a.FooterEmail)
		setText(org, "telephone", a.FooterPhone)
	} else if !ent.IsNotFound(err) {
		return ld, err
	}
	if so, err := client.FooterSocial.Query().First(ctx); err == nil {
		var sameAs []string
		for _, link := range []string{so.Fblink, so.Inslink} {
			if u, err := url.Parse(strings.TrimSpace(link)); err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" {
				sameAs = append(sameAs, u.String())
			}
		}
		if len(sameAs) > 0 {
			org["sameAs"] = sameAs
		}
	} else if !ent.IsNotFound(err) {
		return ld, err
	}
	ld.organization = org
	provider := map[string]any{"@id": s.organizationID()}
	items, err := client.ServiceItem.Query().Order(ent.Asc(serviceitem.FieldPosition), ent.Asc(serviceitem.FieldID)).All(ctx)
	if err != nil {
		return ld, err
	}
	for _, it := range items {
		svc := map[string]any{"@type": "Service", "@id": fmt.Sprintf("%s/service#service-%d", s.PublicURL, it.ID),
			"name": it.ServiceTitle, "serviceType": it.ServiceTitle, "provider": provider, "url": s.PublicURL + "/service"}
		setText(svc, "description", it.ServiceDetails)
		if img := s.absoluteURL(it.ServiceIcon); img != "" {
			svc["image"] = img
		}
		ld.services = append(ld.services, svc)
	}
	plans, err := client.PricingPackage.Query().Order(ent.Asc(pricingpackage.FieldPackagePrice), ent.Asc(pricingpackage.FieldID)).All(ctx)
	if err != nil {
		return ld, err
	}
	for _, p := range plans {
		offer := map[string]any{"@type": "Offer", "name": string(p.PackageName),
			"price": p.PackagePrice.String(), "priceCurrency": "USD",
			"availability": "https://schema.org/InStock",
			"url":          fmt.Sprintf("%s/order-now/%d", s.PublicURL, p.ID),
			"seller":       provider}
		setText(offer, "description", p.PackageDetails)
		ld.offers = append(ld.offers, offer)
	}
	return ld, nil
}

// jsonLD is the page's structured data, one @graph: the Organization (defined once,
// referenced by @id), the WebSite, and what the page itself shows (its breadcrumb, the
// services, the plans). nil for a page that is not public.
func (s Writer) jsonLD(hd *Data, r routes.Route, path string) []byte {
	ld, siteName := hd.ld, hd.identity().Name
	org := ld.organization
	if org == nil { // the zero Data (before the first read): the agency's name and home
		org = s.organization(siteName)
	}
	graph := []map[string]any{org, {
		"@type": "WebSite", "@id": s.websiteID(), "name": siteName, "url": s.PublicURL + "/",
		"publisher": map[string]any{"@id": s.organizationID()},
	}}
	page := s.PublicURL + path
	if breadcrumbPages[r.Page] {
		graph = append(graph, map[string]any{"@type": "BreadcrumbList", "@id": page + "#breadcrumb",
			"itemListElement": []map[string]any{
				{"@type": "ListItem", "position": 1, "name": "Home", "item": s.PublicURL + "/"},
				{"@type": "ListItem", "position": 2, "name": r.Title, "item": page},
			}})
	}
	if p, ok := hd.entryAtPath(path); ok {
		graph = append(graph, s.entryLinkedData(p, hd.pages[path].Image)...)
	}
	switch path {
	case "/service":
		graph = append(graph, ld.services...)
	case "/pricing":
		if len(ld.offers) > 0 {
			graph = append(graph, map[string]any{"@type": "Service", "@id": page + "#plans",
				"name": "Search engine optimization", "serviceType": "Search engine optimization",
				"provider": map[string]any{"@id": s.organizationID()}, "url": page, "offers": ld.offers})
		}
	}
	// json.Marshal escapes <, > and &, so a value cannot close the script element; its
	// maps' keys are sorted, so the same content gives the same bytes.
	b, err := json.Marshal(map[string]any{"@context": "https://schema.org", "@graph": graph})
	if err != nil {
		return nil
	}
	return b
}

// absoluteURL resolves a link against the site (a path such as /images/logo.svg) and
// keeps only http(s) URLs: "" for anything else.
func (s Writer) absoluteURL(link string) string {
	link = strings.TrimSpace(link)
	if link == "" {
		return ""
	}
	base, err := url.Parse(s.PublicURL + "/")
	if err != nil {
		return ""
	}
	u, err := base.Parse(link)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return ""
	}
	return u.String()
}

func setText(m map[string]any, key, v string) {
	if v = strings.TrimSpace(v); v != "" {
		m[key] = v
	}
}

// usAddress is the last part of a US address: "CA 94105".
var usAddress = regexp.MustCompile(`^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$`)

// postalAddress turns the footer's one-line address into a PostalAddress: "street, ...,
// city, ST 12345" is split into its parts; any other form is the street address whole.
func postalAddress(text string) map[string]any {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil
	}
	addr := map[string]any{"@type": "PostalAddress", "streetAddress": text}
	parts := strings.Split(text, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	if n := len(parts); n >= 3 {
		if m := usAddress.FindStringSubmatch(parts[n-1]); m != nil && parts[n-2] != "" {
			addr["streetAddress"] = strings.Join(parts[:n-2], ", ")
			addr["addressLocality"] = parts[n-2]
			addr["addressRegion"], addr["postalCode"], addr["addressCountry"] = m[1], m[2], "US"
		}
	}
	return addr
}
