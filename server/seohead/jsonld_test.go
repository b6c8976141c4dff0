package seohead_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"seoagency/ent"
	"seoagency/routes"
	"seoagency/server/seohead"
	"seoagency/store"
	"seoagency/testdb"
)

const site = "https://site.test"

var (
	shell       = []byte(`<!doctype html><html><head><title>x</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>`)
	ldScript    = regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`)
	heroTitle   = regexp.MustCompile(`<PageHero\s+title="([^"]+)"`)
	writer      = seohead.Writer{PublicURL: site}
	publicPaths = func() (out []routes.Route) {
		for _, r := range routes.All() {
			if r.Public() && !strings.Contains(r.Path, ":") {
				out = append(out, r)
			}
		}
		return out
	}()
)

// blocks paints the head of each public page with hd and returns its JSON-LD blocks by path.
func blocks(t *testing.T, hd *seohead.Data) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, r := range publicPaths {
		head := string(writer.Head(hd, shell, r, r.Path, true, false))
		for _, m := range ldScript.FindAllStringSubmatch(head, -1) {
			out[r.Path] = append(out[r.Path], m[1])
		}
		// Nothing in a block closes the script element early: the head's only end tags are
		// those of the JSON-LD blocks and of the page titles' JSON (#page-titles).
		titles := strings.Count(head, `<script type="application/json" id="page-titles">`)
		if n := strings.Count(strings.ToLower(head), "</script"); n != len(out[r.Path])+titles {
			t.Errorf("%s: %d script end tags for %d blocks and the page titles", r.Path, n, len(out[r.Path]))
		}
	}
	return out
}

// graph decodes one block's @graph.
func graph(t *testing.T, block string) []map[string]any {
	t.Helper()
	var doc struct {
		Graph []map[string]any `json:"@graph"`
	}
	if err := json.Unmarshal([]byte(block), &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Graph
}

func ofType(g []map[string]any, typ string) (out []map[string]any) {
	for _, n := range g {
		if n["@type"] == typ {
			out = append(out, n)
		}
	}
	return out
}

func seeded(t *testing.T, c *ent.Client) *seohead.Data {
	t.Helper()
	if err := store.Seed(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	hd, err := writer.Load(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	return hd
}

// TestJSONLDIsValidSchemaOrg: every public page carries one JSON-LD block, and each is
// valid against schema.org's vocabulary, with the seeded content and with hostile content.
func TestJSONLDIsValidSchemaOrg(t *testing.T) {
	v := loadVocabulary(t)
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		ctx := testdb.System()
		check := func(hd *seohead.Data) map[string][]string {
			t.Helper()
			all := blocks(t, hd)
			for _, r := range publicPaths {
				if len(all[r.Path]) != 1 {
					t.Fatalf("%s: %d JSON-LD blocks, want 1", r.Path, len(all[r.Path]))
				}
				for _, p := range validateJSONLD(v, "site.test", []byte(all[r.Path][0])) {
					t.Errorf("%s: %s", r.Path, p)
				}
				// Every page has the Organization (once) and the WebSite.
				g := graph(t, all[r.Path][0])
				if len(ofType(g, "Organization")) != 1 || len(ofType(g, "WebSite")) != 1 {
					t.Errorf("%s: no Organization or WebSite: %s", r.Path, all[r.Path][0])
				}
			}
			return all
		}

		all := check(seeded(t, c))
		org := ofType(graph(t, all["/"][0]), "Organization")[0]
		addr, _ := org["address"].(map[string]any)
		if org["logo"].(map[string]any)["url"] != site+"/images/logo.svg" || addr["streetAddress"] != "221 Market Street, Suite 400" ||
			addr["addressLocality"] != "San Francisco" || addr["postalCode"] != "94105" || org["telephone"] != "+1 (415) 555-0134" ||
			org["email"] != "hello@seo-agency.example" || len(org["sameAs"].([]any)) != 2 {
			t.Errorf("organization: %v", org)
		}
		items := c.ServiceItem.Query().AllX(ctx)
		services := ofType(graph(t, all["/service"][0]), "Service")
		if len(services) != len(items) || len(items) == 0 || services[0]["name"] != items[0].ServiceTitle {
			t.Errorf("/service: %d Services for %d service items", len(services), len(items))
		}
		plans := ofType(graph(t, all["/pricing"][0]), "Service")
		if len(plans) != 1 || len(plans[0]["offers"].([]any)) != 3 {
			t.Fatalf("/pricing: %v", plans)
		}
		if o := plans[0]["offers"].([]any)[0].(map[string]any); o["price"] != "49.00" || o["priceCurrency"] != "USD" || o["name"] != "Basic" {
			t.Errorf("first offer: %v", o)
		}

		// Hostile content: it stays inside its strings, and the blocks stay valid.
		hostile := `</script><script>alert("x")</script> & "quoted" <!--`
		c.ServiceItem.UpdateOneID(items[0].ID).SetServiceTitle(hostile).SetServiceIcon("http://cdn.test/icon.svg").ExecX(ctx)
		c.FooterAddress.Update().SetFooteraddress(`1 "Quote" St </script>`).ExecX(ctx)
		c.FooterSocial.Update().SetFblink("https://www.facebook.com/seo?a=1&b=2").ExecX(ctx)
		hd, err := writer.Load(ctx, c)
		if err != nil {
			t.Fatal(err)
		}
		all = check(hd)
		if s := ofType(graph(t, all["/service"][0]), "Service")[0]; s["name"] != hostile || s["image"] != "http://cdn.test/icon.svg" {
			t.Errorf("hostile service: %v", s)
		}
		org = ofType(graph(t, all["/"][0]), "Organization")[0]
		if org["sameAs"].([]any)[0] != "https://www.facebook.com/seo?a=1&b=2" || org["address"].(map[string]any)["streetAddress"] != `1 "Quote" St </script>` {
			t.Errorf("hostile organization: %v", org)
		}
	})
}

// TestBreadcrumbMatchesThePage: a page whose source shows PageHero (Home › its title)
// has that BreadcrumbList, with the same names and absolute links; the others have none.
func TestBreadcrumbMatchesThePage(t *testing.T) {
	all := blocks(t, &seohead.Data{})
	withHero := 0
	for _, r := range publicPaths {
		src, err := os.ReadFile(filepath.Join("..", "..", "web", "src", "pages", r.Page+".tsx"))
		if err != nil {
			t.Fatal(err)
		}
		lists := ofType(graph(t, all[r.Path][0]), "BreadcrumbList")
		m := heroTitle.FindSubmatch(src)
		if m == nil {
			if len(lists) != 0 {
				t.Errorf("%s shows no breadcrumb but its JSON-LD has one", r.Path)
			}
			continue
		}
		withHero++
		if len(lists) != 1 {
			t.Errorf("%s shows the breadcrumb Home › %s; its JSON-LD has %d", r.Path, m[1], len(lists))
			continue
		}
		canonical := site + r.Path
		if r.Path == "/contact-us" {
			canonical = site + "/contact"
		}
		got, _ := json.Marshal(lists[0]["itemListElement"])
		want, _ := json.Marshal([]map[string]any{
			{"@type": "ListItem", "position": 1, "name": "Home", "item": site + "/"},
			{"@type": "ListItem", "position": 2, "name": string(m[1]), "item": canonical},
		})
		if string(got) != string(want) {
			t.Errorf("%s breadcrumb:\n got %s\nwant %s", r.Path, got, want)
		}
	}
	if withHero < 4 {
		t.Errorf("%d pages with a breadcrumb: the pages' source moved?", withHero)
	}
}

// TestValidatorRefusesBadBlocks: the validator fails blocks that break each rule.
func TestValidatorRefusesBadBlocks(t *testing.T) {
	v := loadVocabulary(t)
	org := `{"@type":"Organization","@id":"https://site.test/#organization","name":"A","url":"https://site.test/","logo":"https://site.test/l.svg"}`
	wrap := func(nodes ...string) string {
		return `{"@context":"https://schema.org","@graph":[` + strings.Join(append([]string{org}, nodes...), ",") + `]}`
	}
	if p := validateJSONLD(v, "site.test", []byte(wrap())); len(p) != 0 {
		t.Fatalf("a valid block refused: %v", p)
	}
	for name, c := range map[string]struct{ doc, want string }{
		"unknown type":     {wrap(`{"@type":"Organisation","name":"x"}`), "not a schema.org type"},
		"unknown property": {wrap(`{"@type":"WebSite","name":"x","url":"https://site.test/","colour":"red"}`), "colour: not a property of WebSite"},
		"property of another type": {wrap(`{"@type":"WebSite","name":"x","url":"https://site.test/","priceCurrency":"USD"}`),
			"priceCurrency: not a property of WebSite"},
		"relative URL":         {wrap(`{"@type":"WebSite","name":"x","url":"/"}`), "not an absolute http(s) URL"},
		"another host's URL":   {wrap(`{"@type":"WebSite","name":"x","url":"https://evil.test/"}`), "not on the site"},
		"javascript sameAs":    {wrap(`{"@type":"Person","name":"x","sameAs":"javascript:alert(1)"}`), "not an absolute http(s) URL"},
		"missing price":        {wrap(`{"@type":"Offer","priceCurrency":"USD"}`), "required property price is missing"},
		"unresolved reference": {wrap(`{"@type":"WebSite","name":"x","url":"https://site.test/","publisher":{"@id":"https://site.test/#nobody"}}`), "defined nowhere"},
		"reference of the wrong type": {wrap(`{"@type":"WebSite","@id":"https://site.test/#w","name":"x","url":"https://site.test/"}`,
			`{"@type":"Service","name":"s","provider":{"@id":"https://site.test/#w"}}`), "is a WebSite, want"},
		"node of the wrong type": {wrap(`{"@type":"Offer","price":"1.00","priceCurrency":"USD","seller":{"@type":"Offer","price":"1","priceCurrency":"USD"}}`),
			"a Offer where the property expects"},
		"text where a thing is expected": {wrap(`{"@type":"Service","name":"s","provider":"Acme"}`), `text "Acme" where`},
		"number where text is expected":  {wrap(`{"@type":"WebSite","name":7,"url":"https://site.test/"}`), "a number where"},
		"not an enumeration member":      {wrap(`{"@type":"Offer","price":"1","priceCurrency":"USD","availability":"https://schema.org/Maybe"}`), "not a member of"},
		"breadcrumb item without position": {wrap(`{"@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","name":"Home","item":"https://site.test/"}]}`),
			"required property position is missing"},
		"no @context": {`{"@type":"Organization","name":"A","url":"https://site.test/","logo":"https://site.test/l.svg"}`, "@context"},
	} {
		problems := strings.Join(validateJSONLD(v, "site.test", []byte(c.doc)), "\n")
		if !strings.Contains(problems, c.want) {
			t.Errorf("%s: want a problem with %q, got %q", name, c.want, problems)
		}
	}
}
