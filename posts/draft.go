package posts

import (
	"encoding/json"
	"reflect"
	"strings"
	"time"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/post"
	"seoagency/posts/results"
	"seoagency/posts/rules"
)

// Values are a post's editable fields (Editable), as the API names them.
type Values struct {
	Slug           string `json:"slug"`
	Title          string `json:"title"`
	Excerpt        string `json:"excerpt"`
	Body           string `json:"body"`
	CoverImage     string `json:"coverImage"`
	CoverAlt       string `json:"coverAlt"`
	SeoTitle       string `json:"seoTitle"`
	SeoDescription string `json:"seoDescription"`
	SocialImage    string `json:"socialImage"`
	Noindex        bool   `json:"noindex"`
	Canonical      string `json:"canonical"`
	// A case study's own; empty on other kinds (rules.CheckEntry).
	Client   string          `json:"clientName"`
	Industry string          `json:"industry"`
	Results  results.Figures `json:"results"`
}

// Draft is the pending changes of a published post (its draft column, as JSON): its
// editable fields as they will be published, and who saved them last, when.
type Draft struct {
	Values
	SavedAt time.Time `json:"savedAt"`
	SavedBy string    `json:"savedBy"`
}

// valuesOf is p's live editable fields.
func valuesOf(p *ent.Post) Values {
	return Values{Slug: p.Slug, Title: p.Title, Excerpt: p.Excerpt, Body: p.Body, CoverImage: p.CoverImage,
		CoverAlt: p.CoverAlt, SeoTitle: p.SeoTitle, SeoDescription: p.SeoDescription, SocialImage: p.SocialImage,
		Noindex: p.Noindex, Canonical: p.Canonical, Client: p.ClientName, Industry: p.Industry, Results: p.Results}
}

// equal reports whether v and w hold the same values.
func (v Values) equal(w Values) bool {
	if len(v.Results) == 0 && len(w.Results) == 0 { // no figures, stored or not
		v.Results, w.Results = nil, nil
	}
	return reflect.DeepEqual(v, w)
}

// DraftOf is p's draft; nil when it has none.
func DraftOf(p *ent.Post) (*Draft, error) {
	if p.Draft == nil {
		return nil, nil
	}
	var d Draft
	if err := json.Unmarshal([]byte(*p.Draft), &d); err != nil {
		return nil, err
	}
	return &d, nil
}

// apply sets the fields input gives.
func (v *Values) apply(in ent.UpdatePostInput) {
	for _, f := range []struct {
		to   *string
		from *string
	}{{&v.Slug, in.Slug}, {&v.Title, in.Title}, {&v.Excerpt, in.Excerpt}, {&v.Body, in.Body}, {&v.CoverImage, in.CoverImage},
		{&v.CoverAlt, in.CoverAlt}, {&v.SeoTitle, in.SeoTitle}, {&v.SeoDescription, in.SeoDescription},
		{&v.SocialImage, in.SocialImage}, {&v.Canonical, in.Canonical}, {&v.Client, in.ClientName}, {&v.Industry, in.Industry}} {
		if f.from != nil {
			*f.to = strings.TrimSpace(*f.from) // as the Base mixin stores every text
		}
	}
	if in.Noindex != nil {
		v.Noindex = *in.Noindex
	}
	if in.Results != nil {
		v.Results = in.Results.Trimmed()
	}
	if in.ClearResults {
		v.Results = nil
	}
}

// check runs the fields' own checks (those ent runs on a save), so a draft holds only
// what could be published; the body is made canonical as the hook makes it.
func (v *Values) check() error {
	for _, f := range []struct {
		name  string
		value string
		check func(string) error
	}{{post.FieldSlug, v.Slug, post.SlugValidator}, {post.FieldTitle, v.Title, post.TitleValidator},
		{post.FieldExcerpt, v.Excerpt, post.ExcerptValidator}, {post.FieldCoverImage, v.CoverImage, post.CoverImageValidator},
		{post.FieldCoverAlt, v.CoverAlt, post.CoverAltValidator}, {post.FieldSeoTitle, v.SeoTitle, post.SeoTitleValidator},
		{post.FieldSeoDescription, v.SeoDescription, post.SeoDescriptionValidator},
		{post.FieldSocialImage, v.SocialImage, post.SocialImageValidator}, {post.FieldCanonical, v.Canonical, post.CanonicalValidator},
		{post.FieldClientName, v.Client, post.ClientNameValidator}, {post.FieldIndustry, v.Industry, post.IndustryValidator}} {
		if err := f.check(f.value); err != nil {
			return apierr.FieldInvalid(f.name, err)
		}
	}
	body, err := rules.CanonicalBody(v.Body)
	if err != nil {
		return err
	}
	v.Body = body
	return nil
}

// set puts v into a save of the post.
func (v Values) set(m *ent.PostMutation) {
	m.SetSlug(v.Slug)
	m.SetTitle(v.Title)
	m.SetExcerpt(v.Excerpt)
	m.SetBody(v.Body)
	m.SetCoverImage(v.CoverImage)
	m.SetCoverAlt(v.CoverAlt)
	m.SetSeoTitle(v.SeoTitle)
	m.SetSeoDescription(v.SeoDescription)
	m.SetSocialImage(v.SocialImage)
	m.SetNoindex(v.Noindex)
	m.SetCanonical(v.Canonical)
	m.SetClientName(v.Client)
	m.SetIndustry(v.Industry)
	if v.Results == nil {
		m.ClearResults()
	} else {
		m.SetResults(v.Results)
	}
}
