package ratelimit_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"seoagency/ent"
	. "seoagency/ratelimit"
	"seoagency/testdb"
)

// attempt counts one request of client at now (a clock the test moves) under rules.
func attempt(t *testing.T, c *ent.Client, client string, now time.Time, rules ...Rule) bool {
	t.Helper()
	tx, err := c.Tx(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	ok, _ := WithinAt(context.Background(), tx.Client(), client, now, rules...)
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	return ok
}

// TestNoWindowHoldsMoreThanTheLimit: 40 attempts in 4 s across the boundary of a minute
// (a fixed window let all 40 through) and a steady flood at twice the rate let at most
// the limit through in any window of the rule's length, on both databases.
func TestNoWindowHoldsMoreThanTheLimit(t *testing.T) {
	rule := Rule{Name: "public_writes", Limit: 20, Per: time.Minute}
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		boundary := time.Now().Truncate(time.Minute).Add(time.Minute)
		var accepted []time.Time
		for i := range 40 {
			at := boundary.Add(-2*time.Second + time.Duration(i)*100*time.Millisecond)
			if attempt(t, c, "203.0.113.7", at, rule) {
				accepted = append(accepted, at)
			}
		}
		if len(accepted) != rule.Limit {
			t.Fatalf("%d of 40 attempts across a bucket boundary went through, want %d", len(accepted), rule.Limit)
		}

		// Two per second for five minutes, at random instants.
		start := boundary.Add(time.Hour)
		var times []time.Time
		for range 600 {
			times = append(times, start.Add(time.Duration(rand.Int64N(int64(5*time.Minute)))))
		}
		slices.SortFunc(times, time.Time.Compare)
		accepted = nil
		for _, at := range times {
			if attempt(t, c, "198.51.100.9", at, rule) {
				accepted = append(accepted, at)
			}
		}
		for i, from := range accepted {
			n := 0
			for _, at := range accepted[i:] {
				if at.Sub(from) < rule.Per {
					n++
				}
			}
			if n > rule.Limit {
				t.Fatalf("%d requests went through in the minute from %s", n, from.Sub(start))
			}
		}
		// Refused attempts are not counted: the flood still gets its share.
		if len(accepted) < 4*rule.Limit {
			t.Fatalf("only %d of 600 attempts in five minutes went through", len(accepted))
		}
	})
}

// TestAllRulesOrNone: an event refused by its daily rule is not counted by its hourly
// one, and the wait says when it would pass.
func TestAllRulesOrNone(t *testing.T) {
	hour := Rule{Name: "h", Limit: 3, Per: time.Hour}
	day := Rule{Name: "d", Limit: 4, Per: 24 * time.Hour}
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		now := time.Now()
		for i := range 4 {
			if !attempt(t, c, "k", now.Add(time.Duration(i)*time.Hour), hour, day) {
				t.Fatalf("attempt %d refused", i)
			}
		}
		later := now.Add(5 * time.Hour)
		ok, wait := WithinAt(context.Background(), c, "k", later, hour, day)
		if ok || wait <= 0 || wait > 24*time.Hour+day.Per/Slices {
			t.Fatalf("the fifth in a day: ok %v, wait %s", ok, wait)
		}
		// The refused fifth is not in the hourly rule's bucket of its time (older buckets
		// may be swept at any call, so their total is not a measure).
		laterBucket := later.UnixNano() / (int64(hour.Per) / Slices)
		for _, r := range c.RateLimit.Query().AllX(testdb.System()) {
			if r.Key == "h:k" && r.Bucket == laterBucket && r.Count > 0 {
				t.Fatalf("the hourly rule counted the refused event: %+v", r)
			}
		}
	})
}
