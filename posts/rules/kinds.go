package rules

import (
	"context"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/post"
	"seoagency/posts/results"
	"seoagency/redirects"
	"seoagency/routes"
)

// Longest client and industry names of a case study.
const (
	MaxClient   = 200
	MaxIndustry = 100
)

// Path is the address on the site of an entry of kind with slug (routes.EntryPath):
// /blog/{slug} for a post, /case-studies/{slug} for a case study, /{slug} for a page.
func Path(kind post.Kind, slug string) string { return routes.EntryPath(string(kind), slug) }

// Noun is how messages name an entry of kind.
func Noun(kind post.Kind) string {
	switch kind {
	case post.KindCASE_STUDY:
		return "case study"
	case post.KindPAGE:
		return "page"
	}
	return "post"
}

// CheckPagePath refuses a page's slug whose address the product uses already: a first
// segment of the web app's page table (web/routes.json: /admin, /blog, /case-studies,
// /login…), a path the server answers itself (its route table and built files, as
// redirects knows them: /api, /graphql, /media, /healthz…), or a record id's shape, which
// the specification's /{id} About editor takes.
func CheckPagePath(ctx context.Context, slug string) error {
	p := "/" + slug
	refuse := func(why string) error {
		e := apierr.Invalid("slug", "reserved", "The address "+p+" "+why+": choose another slug for the page.")
		return e
	}
	switch {
	case routes.RecordID(slug):
		return refuse("is shaped like a record id, which the About editor's address /{id} takes (a page's slug needs a letter)")
	case routes.FirstSegment(slug):
		return refuse("is a page of the site already (" + p + " in web/routes.json)")
	}
	if own := redirects.ServerPath(ctx, p); own != "" {
		return refuse("belongs to the server (" + own + ")")
	}
	return nil
}

// checkKindFields refuses a case study's fields on another kind of entry.
func checkKindFields(kind post.Kind, client, industry string, figures results.Figures) error {
	if kind == post.KindCASE_STUDY || client == "" && industry == "" && len(figures) == 0 {
		return nil
	}
	field := post.FieldClientName
	switch {
	case client != "":
	case industry != "":
		field = post.FieldIndustry
	default:
		field = post.FieldResults
	}
	return apierr.Invalid(apierr.FieldName(field), "kind", "client, industry and results belong to case studies: a "+Noun(kind)+" has none (leave them empty).")
}

// CheckEntry runs what a slug and the case-study fields of an entry of kind must pass
// beyond their own checks: a page's reserved addresses, a slug no other entry has, the
// case study's fields on a case study only. Every save (Hook) and every draft (package
// posts) call it.
func CheckEntry(ctx context.Context, c *ent.Client, id int, kind post.Kind, slug, client, industry string, figures results.Figures) error {
	if err := checkKindFields(kind, client, industry, figures); err != nil {
		return err
	}
	if err := results.Check(figures); err != nil {
		return apierr.FieldInvalid(post.FieldResults, err)
	}
	if kind == post.KindPAGE {
		if err := CheckPagePath(ctx, slug); err != nil {
			return err
		}
	}
	return SlugFree(ctx, c, slug, id)
}
