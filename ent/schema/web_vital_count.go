package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// WebVitalCount is one bucket of the real-user Core Web Vitals histogram: how many
// visits of one public page on one day (UTC) measured one metric within the bucket's
// bounds (package vitals). Nothing about a visitor is kept: no address, no id, no
// time finer than the day. The server adds to it in batches; a day holds at most
// pages × metrics × buckets rows, and days past the retention are deleted.
type WebVitalCount struct{ serverTable }

func (WebVitalCount) Fields() []ent.Field {
	return []ent.Field{
		field.Time("day").Immutable(), // midnight UTC
		field.String("page").MaxLen(64).Immutable(),
		field.Enum("metric").Values("LCP", "INP", "CLS", "FCP", "TTFB").Immutable(),
		field.Int16("bucket").NonNegative().Immutable(),
		field.Int64("count").Default(0),
	}
}

func (WebVitalCount) Indexes() []ent.Index {
	// The upsert's key; its first column serves the report's and the retention's range on day.
	return []ent.Index{index.Fields("day", "page", "metric", "bucket").Unique()}
}
