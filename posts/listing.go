package posts

import "seoagency/ent"

// PerPage is how many posts a page of the blog listing shows.
const PerPage = 10

// Page is one page of the public blog listing (/blog, /blog/page/N).
type Page struct {
	Posts      []*ent.Post
	Page       int
	PageCount  int
	TotalCount int
}
