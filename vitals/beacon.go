package vitals

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"seoagency/routes"
)

// MaxBeaconBytes bounds a beacon's body: five metrics take about 150 bytes.
const MaxBeaconBytes = 2048

// Beacon is what one page view reports: its page (a public route's path, never the
// address with its query) and at most one value of each metric.
//
//	{"page":"/pricing","metrics":[{"name":"LCP","value":1830},{"name":"CLS","value":0.02}]}
type Beacon struct {
	Page    string
	Samples []Sample
}

// Sample is one metric's value in a beacon.
type Sample struct {
	Metric string
	Value  float64
}

// Pages are the pages beacons may name: the public routes' paths (web/routes.json),
// which is where the web app sends them from.
func Pages() []string {
	var out []string
	for _, r := range routes.All() {
		if r.Access == "public" && !strings.Contains(r.Path, ":") {
			out = append(out, r.Path)
		}
	}
	return out
}

// Decode checks a beacon's body strictly: one JSON object with exactly the fields
// above (names as written), a page of pages, one to five metrics each named once, and
// every value a number from 0 to the metric's Max. Anything else is an error that
// says what is wrong; nothing of a refused beacon is counted.
func Decode(body []byte, pages []string) (Beacon, error) {
	var b Beacon
	var top map[string]json.RawMessage
	if err := json.Unmarshal(body, &top); err != nil || top == nil {
		return b, fmt.Errorf("a beacon is a JSON object like {\"page\":\"/\",\"metrics\":[{\"name\":\"LCP\",\"value\":1200}]}")
	}
	if err := onlyFields(top, "", "page", "metrics"); err != nil {
		return b, err
	}
	if err := json.Unmarshal(top["page"], &b.Page); err != nil || !slices.Contains(pages, b.Page) {
		return b, fmt.Errorf("page: %s is not a public page of the site", clip(top["page"]))
	}
	var list []map[string]json.RawMessage
	if err := json.Unmarshal(top["metrics"], &list); err != nil {
		return b, fmt.Errorf("metrics: a list of {\"name\":…,\"value\":…} is expected")
	}
	if len(list) == 0 || len(list) > len(metrics) {
		return b, fmt.Errorf("metrics: 1 to %d metrics are expected, not %d", len(metrics), len(list))
	}
	for i, raw := range list {
		at := "metrics[" + strconv.Itoa(i) + "]"
		if raw == nil {
			return b, fmt.Errorf("%s: an object {\"name\":…,\"value\":…} is expected", at)
		}
		if err := onlyFields(raw, at+".", "name", "value"); err != nil {
			return b, err
		}
		var name string
		m, ok := Metric{}, false
		if json.Unmarshal(raw["name"], &name) == nil {
			m, ok = MetricNamed(name)
		}
		if !ok {
			return b, fmt.Errorf("%s.name: %s is not one of LCP, INP, CLS, FCP, TTFB", at, clip(raw["name"]))
		}
		if slices.ContainsFunc(b.Samples, func(s Sample) bool { return s.Metric == name }) {
			return b, fmt.Errorf("%s.name: %s is in the beacon twice", at, name)
		}
		var v *float64
		if err := json.Unmarshal(raw["value"], &v); err != nil || v == nil || !(*v >= 0 && *v <= m.Max) {
			return b, fmt.Errorf("%s.value: %s is not a plausible %s (a number from 0 to %s%s)", at, clip(raw["value"]), name,
				strconv.FormatFloat(m.Max, 'f', -1, 64), unitSuffix(m.Unit))
		}
		b.Samples = append(b.Samples, Sample{Metric: name, Value: *v})
	}
	return b, nil
}

// onlyFields refuses a missing field and any field not named, compared exactly (Go's
// JSON decoding would take "Page" for "page").
func onlyFields(obj map[string]json.RawMessage, at string, names ...string) error {
	for k := range obj {
		if !slices.Contains(names, k) {
			return fmt.Errorf("%s%s: unknown field (a beacon has only %s)", at, clip([]byte(strconv.Quote(k))), strings.Join(names, " and "))
		}
	}
	for _, k := range names {
		if _, ok := obj[k]; !ok {
			return fmt.Errorf("%s%s is missing", at, k)
		}
	}
	return nil
}

// clip quotes at most 40 bytes of a refused value in an error.
func clip(raw []byte) string {
	if raw == nil {
		return "nothing"
	}
	s := string(raw)
	if len(s) > 40 {
		return strconv.Quote(s[:40]) + "…"
	}
	return s
}

func unitSuffix(unit string) string {
	if unit == "" {
		return ""
	}
	return " " + unit
}
