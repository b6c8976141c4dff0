package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"seoagency/admins"
	"seoagency/auth/authtest"
	"seoagency/testdb"
)

// visitors numbers the senders of beacons: each beacon of these tests comes from a
// visitor of its own, below each client's limit (TestAttackEdges_VitalsPerClient tests it).
var visitors atomic.Uint32

// beacon posts body to /api/vitals as a browser's sendBeacon does.
func (s *site) beacon(method, contentType, body string, header ...string) *httptest.ResponseRecorder {
	n := visitors.Add(1)
	return s.beaconFrom(fmt.Sprintf("10.%d.%d.%d", n>>16&255, n>>8&255, n&255), method, contentType, body, header...)
}

// beaconFrom posts a beacon from the client address addr.
func (s *site) beaconFrom(addr, method, contentType, body string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, "/api/vitals", strings.NewReader(body))
	r.RemoteAddr = net.JoinHostPort(addr, "40000")
	if contentType != "" {
		r.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, r)
	return w
}

func (s *site) vitalRows(t *testing.T) (rows int, samples int64) {
	t.Helper()
	s.srv.FlushCounts(context.Background())
	all := s.client.WebVitalCount.Query().AllX(testdb.System())
	for _, r := range all {
		samples += r.Count
	}
	return len(all), samples
}

// TestVitalsBeacon: a visitor's beacon is counted (204) without sign-in, the admin's
// report shows it, and a visitor cannot read the report. Every hostile or malformed
// beacon is refused with a 4xx that says why, and nothing of it is stored.
func TestVitalsBeacon(t *testing.T) {
	adminEmail := authtest.UniqueEmail(t, "admin")
	s := newSite(t, map[string]string{"VITALS_SAMPLE_RATE": "0.25"})
	if _, err := admins.Ensure(context.Background(), s.client, adminEmail); err != nil {
		t.Fatal(err)
	}
	// The page learns the sample rate from its shell: no request of its own.
	if body := s.get(t, "/pricing").Body.String(); !strings.Contains(body, `<meta name="vitals-sample-rate" content="0.25">`) {
		t.Fatalf("the page has no sample rate: %s", body)
	}

	hostile := []struct {
		name, method, contentType, body string
		status                          int
		says                            string
	}{
		{"GET", "GET", "", "", 405, "POST"},
		{"PUT", "PUT", "application/json", `{"page":"/","metrics":[{"name":"LCP","value":1}]}`, 405, "POST"},
		{"text/plain (sendBeacon with a string; another site's form)", "POST", "text/plain;charset=UTF-8", `{"page":"/","metrics":[{"name":"LCP","value":1}]}`, 415, "application/json"},
		{"no content type", "POST", "", `{"page":"/","metrics":[{"name":"LCP","value":1}]}`, 415, "application/json"},
		{"form", "POST", "application/x-www-form-urlencoded", `page=/&LCP=1`, 415, "application/json"},
		{"oversized", "POST", "application/json", `{"page":"/","metrics":[{"name":"LCP","value":1}],"pad":"` + strings.Repeat("x", 5000) + `"}`, 413, "at most 2048 bytes"},
		{"not JSON", "POST", "application/json", `LCP=1`, 400, "JSON object"},
		{"NaN", "POST", "application/json", `{"page":"/","metrics":[{"name":"LCP","value":NaN}]}`, 400, "JSON object"},
		{"Infinity", "POST", "application/json", `{"page":"/","metrics":[{"name":"CLS","value":Infinity}]}`, 400, "JSON object"},
		{"negative", "POST", "application/json", `{"page":"/","metrics":[{"name":"FCP","value":-5}]}`, 400, "not a plausible FCP"},
		{"huge", "POST", "application/json", `{"page":"/","metrics":[{"name":"TTFB","value":1e12}]}`, 400, "not a plausible TTFB"},
		{"unknown metric", "POST", "application/json", `{"page":"/","metrics":[{"name":"FID","value":5}]}`, 400, "not one of LCP, INP, CLS, FCP, TTFB"},
		{"unknown page", "POST", "application/json", `{"page":"/wp-login.php","metrics":[{"name":"LCP","value":5}]}`, 400, "not a public page"},
		{"private page", "POST", "application/json", `{"page":"/admin","metrics":[{"name":"LCP","value":5}]}`, 400, "not a public page"},
		{"unknown field", "POST", "application/json", `{"page":"/","metrics":[{"name":"LCP","value":5}],"uid":"x"}`, 400, "unknown field"},
		{"too many metrics", "POST", "application/json", `{"page":"/","metrics":[` + strings.Repeat(`{"name":"LCP","value":5},`, 5) + `{"name":"LCP","value":5}]}`, 400, "1 to 5 metrics"},
	}
	for _, tc := range hostile {
		w := s.beacon(tc.method, tc.contentType, tc.body)
		var answer struct {
			Error struct{ Code, Message string }
		}
		_ = json.Unmarshal(w.Body.Bytes(), &answer)
		if w.Code != tc.status || !strings.Contains(answer.Error.Message, tc.says) || answer.Error.Code == "" {
			t.Errorf("%s: %d %s", tc.name, w.Code, w.Body.String())
		}
	}
	if rows, _ := s.vitalRows(t); rows != 0 {
		t.Fatalf("refused beacons stored %d rows", rows)
	}

	// A valid beacon: no sign-in, and the server reads nothing of the sender.
	w := s.beacon("POST", "application/json", `{"page":"/pricing","metrics":[{"name":"LCP","value":1830},{"name":"CLS","value":0.02},{"name":"INP","value":120}]}`,
		"Cookie", "session=abc", "Authorization", "Bearer not-a-token")
	if w.Code != 204 || w.Body.Len() != 0 || w.Header().Get("Set-Cookie") != "" {
		t.Fatalf("a valid beacon: %d %q", w.Code, w.Body.String())
	}
	s.beacon("POST", "application/json; charset=utf-8", `{"page":"/pricing","metrics":[{"name":"LCP","value":5200}]}`)
	if rows, samples := s.vitalRows(t); rows != 4 || samples != 4 {
		t.Fatalf("after two beacons: %d rows, %d samples", rows, samples)
	}

	type summary struct {
		Metric  string
		P75     float64
		Samples int
		Rating  string
		Daily   []struct {
			Day     string
			Samples int
		}
	}
	var report struct {
		WebVitals struct {
			Days       int
			SampleRate float64
			Metrics    []struct {
				Name       string
				Good, Poor float64
			}
			Pages []struct {
				Page    string
				Metrics []summary
			}
		}
	}
	const q = `{ webVitals { days sampleRate metrics { name good poor } pages { page metrics { metric p75 samples rating daily { day samples } } } } }`
	adminToken := authtest.SignUpVerified(t, adminEmail, "secret-123")
	s.gql.WithToken(adminToken).Must(t, q, nil, &report)
	r := report.WebVitals
	if r.Days != 28 || r.SampleRate != 0.25 || len(r.Metrics) != 5 || r.Metrics[0].Name != "LCP" || r.Metrics[0].Good != 2500 || r.Metrics[0].Poor != 4000 {
		t.Fatalf("report: %+v", r)
	}
	if len(r.Pages) != 1 || r.Pages[0].Page != "/pricing" || len(r.Pages[0].Metrics) != 3 {
		t.Fatalf("pages: %+v", r.Pages)
	}
	lcp, inp := r.Pages[0].Metrics[0], r.Pages[0].Metrics[1]
	// Two LCP samples, 1830 and 5200: the 75th percentile is the second, rated poor.
	if lcp.Metric != "LCP" || lcp.Samples != 2 || lcp.Rating != "POOR" || lcp.P75 < 4500 || lcp.P75 > 6000 || len(lcp.Daily) != 1 || lcp.Daily[0].Samples != 2 {
		t.Errorf("LCP: %+v", lcp)
	}
	if inp.Metric != "INP" || inp.Rating != "GOOD" || inp.P75 < 100 || inp.P75 > 140 {
		t.Errorf("INP: %+v", inp)
	}
	if res := s.gql.Do(t, q, nil); len(res.Errors) == 0 || !strings.Contains(res.Body, `"data":null`) {
		t.Errorf("a visitor read the report: %s", res.Body)
	}
	customer := authtest.SignUp(t, authtest.UniqueEmail(t, "cust"), "secret-123")
	if res := s.gql.WithToken(customer).Do(t, q, nil); len(res.Errors) == 0 {
		t.Errorf("a customer read the report: %s", res.Body)
	}
	if res := s.gql.WithToken(adminToken).Do(t, `{ webVitals(days: 91) { days } }`, nil); res.Code() != "VALIDATION" {
		t.Errorf("91 days: %s", res.Body)
	}
}

// TestVitalsFlood: a flood of valid beacons is cut by the limit (429 with Retry-After)
// and, whatever got through, the rows stay within pages × Σ buckets a day.
func TestVitalsFlood(t *testing.T) {
	s := newSite(t, nil)
	var accepted, limited int
	for i := 0; i < 1000; i++ {
		body := `{"page":"/","metrics":[{"name":"LCP","value":` + strings.Repeat("1", 1+i%4) + `},{"name":"CLS","value":0.` + strings.Repeat("9", 1+i%6) + `}]}`
		switch w := s.beacon("POST", "application/json", body); w.Code {
		case 204:
			accepted++
		case 429:
			limited++
			if w.Header().Get("Retry-After") != "1" {
				t.Fatalf("429 without Retry-After")
			}
		default:
			t.Fatalf("beacon %d: %d %s", i, w.Code, w.Body.String())
		}
	}
	rows, samples := s.vitalRows(t)
	if limited == 0 || accepted < 200 || samples != int64(2*accepted) || rows > 10 {
		t.Fatalf("%d accepted, %d limited; %d rows, %d samples", accepted, limited, rows, samples)
	}
	t.Logf("1000 beacons at once: %d accepted, %d answered 429; %d rows", accepted, limited, rows)
}
