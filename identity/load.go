package identity

import (
	"context"
	"log/slog"

	"seoagency/ent"
)

// Load reads the identity (public: anyone may read it); no record gives the defaults.
func Load(ctx context.Context, c *ent.Client) (Identity, error) {
	s, err := c.SiteIdentity.Query().First(ctx)
	if ent.IsNotFound(err) {
		return Defaults(), nil
	}
	if err != nil {
		return Defaults(), err
	}
	return Identity{Name: s.SiteName, Tagline: s.Tagline, LegalName: s.LegalName, Address: s.LegalAddress, TaxID: s.TaxID, SocialImage: s.SocialImage}, nil
}

// Name is the site's name for a mail or a page written on a request: a failed read gives
// the default name rather than holding the mail or the page back (the failure is logged).
func Name(ctx context.Context, c *ent.Client) string {
	site, err := Load(ctx, c)
	if err != nil {
		slog.WarnContext(ctx, "identity: the site's name could not be read; the default is used", "err", err)
	}
	return site.Name
}
