package graph

import (
	"seoagency/apierr"
	"seoagency/ent"
)

// oneOfSetOrClear refuses an update that both sets and clears one of a coupon's optional
// fields (the database would be asked to assign the column twice).
func oneOfSetOrClear(in ent.UpdateCouponInput) error {
	for _, f := range []struct {
		name       string
		set, clear bool
	}{
		{"expiresAt", in.ExpiresAt != nil, in.ClearExpiresAt},
		{"maxUses", in.MaxUses != nil, in.ClearMaxUses},
		{"planID", in.PlanID != nil, in.ClearPlan},
	} {
		if f.set && f.clear {
			return apierr.Invalid(f.name, "conflict", "Send "+f.name+" or its clear flag, not both.")
		}
	}
	return nil
}
