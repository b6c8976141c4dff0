package posts

import "seoagency/ent"

// PerPage is how many entries a page of a listing (the blog, the case studies) shows.
const PerPage = 10

// Page is one page of a public listing (/blog, /blog/page/N, /case-studies…).
type Page struct {
	Posts      []*ent.Post
	Page       int
	PageCount  int
	TotalCount int
}
