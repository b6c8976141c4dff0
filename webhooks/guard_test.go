package webhooks

import (
	"context"
	"errors"
	"net/netip"
	"strings"
	"testing"
	"time"

	"seoagency/apierr"
)

// names resolves the test's own host names: no test reaches a resolver or any address
// but this machine's.
func names(m map[string][]string) func(context.Context, string) ([]netip.Addr, error) {
	return func(_ context.Context, host string) ([]netip.Addr, error) {
		var out []netip.Addr
		for _, s := range m[strings.ToLower(host)] {
			out = append(out, netip.MustParseAddr(s))
		}
		if len(out) == 0 {
			return nil, errors.New("no such host")
		}
		return out, nil
	}
}

var production = Guard{Production: true, Lookup: names(map[string][]string{
	"hooks.example.com":    {"203.0.113.10", "2001:db8::10"},
	"rebind.example.com":   {"127.0.0.1"},
	"mixed.example.com":    {"203.0.113.10", "10.0.0.7"},
	"metadata.example.com": {"169.254.169.254"},
	"v6local.example.com":  {"fd00::1"},
	"mapped.example.com":   {"::ffff:127.0.0.1"},
})}

// TestProductionAddresses: in production every address of the server's own networks is
// refused, in whatever form it is written; public ones pass.
func TestProductionAddresses(t *testing.T) {
	refused := []string{
		"127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "0.0.0.0", "::",
		"10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.254", "192.168.1.1",
		"169.254.169.254", "169.254.0.1", "fe80::1", "100.64.0.1", "100.127.255.254",
		"fd00::1", "fc00::1", "224.0.0.1", "ff02::1", "255.255.255.255", "240.0.0.1",
		"192.0.0.8", "198.18.0.1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "::127.0.0.1",
		"64:ff9b::7f00:1", "64:ff9b::a00:1", "2002:7f00:1::1", "2002:a9fe:a9fe::1", "2001::1", "fec0::1",
		"64:ff9b:1::1", "100::1",
	}
	for _, s := range refused {
		a := netip.MustParseAddr(s)
		var r *RefusedError
		if err := production.CheckAddr(a); !errors.As(err, &r) {
			t.Errorf("%s: refused in production? got %v", s, err)
		}
	}
	for _, s := range []string{"203.0.113.10", "8.8.8.8", "1.1.1.1", "2606:4700::1111", "64:ff9b::808:808", "2002:808:808::1", "172.32.0.1", "100.128.0.1"} {
		if err := production.CheckAddr(netip.MustParseAddr(s)); err != nil {
			t.Errorf("%s: a public address refused: %v", s, err)
		}
	}
	dev := Guard{}
	for _, s := range []string{"127.0.0.1", "::1", "10.0.0.1", "192.168.1.1", "fd00::1", "172.17.0.2"} {
		if err := dev.CheckAddr(netip.MustParseAddr(s)); err != nil {
			t.Errorf("%s refused in development (make run, tests): %v", s, err)
		}
	}
	for _, s := range []string{"169.254.169.254", "fe80::1", "0.0.0.0", "224.0.0.1", "::ffff:169.254.169.254"} {
		if err := dev.CheckAddr(netip.MustParseAddr(s)); err == nil {
			t.Errorf("%s: taken in development", s)
		}
	}
}

// TestHostileURLs: what an endpoint's address may not be, each refused with a reason
// that names the field, before anything is resolved or sent.
func TestHostileURLs(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct{ url, rule string }{
		{"", "required"},
		{"http://hooks.example.com/in", "https"},
		{"ftp://hooks.example.com/in", "https"},
		{"javascript:alert(1)", "format"},
		{"//hooks.example.com/in", "format"},
		{"https://user:pass@hooks.example.com/in", "userinfo"},
		{"https://token@hooks.example.com/in", "userinfo"},
		{"https://hooks.example.com/" + strings.Repeat("a", MaxURL), "maxLength"},
		{"https://hooks.example.com/in#frag", "fragment"},
		{"https://hooks.example.com:99999/in", "port"},
		{"https://hooks.example.com:0/in", "port"},
		{"https://hooks example.com/in", "format"},
		{"https://hooks.example.com/\x00in", "format"},
		{"https://hooks.example.com\\@127.0.0.1/in", "format"},
		{"https://127.0.0.1/in", "address"},
		{"https://127.1/in", "host"},
		{"https://2130706433/in", "host"},
		{"https://0x7f000001/in", "host"},
		{"https://[::1]/in", "address"},
		{"https://[::ffff:127.0.0.1]/in", "address"},
		{"https://[fe80::1%25eth0]/in", "address"},
		{"https://10.0.0.1/in", "address"},
		{"https://169.254.169.254/latest/meta-data/", "address"},
		{"https://100.64.0.1/in", "address"},
		{"https://localhost/in", "address"},
		{"https://api.localhost/in", "address"},
		{"https://rebind.example.com/in", "address"},
		{"https://mixed.example.com/in", "address"},
		{"https://metadata.example.com/in", "address"},
		{"https://v6local.example.com/in", "address"},
		{"https://mapped.example.com/in", "address"},
		{"https://unknown.example.com/in", "resolve"},
		{"https://-bad-.example.com/in", "host"},
	} {
		_, err := production.CheckEndpoint(ctx, c.url)
		e, ok := apierr.From(err)
		if !ok || e.Code != apierr.Validation || e.Fields["url"] != c.rule {
			t.Errorf("%.80q: want refused (url: %s), got %v", c.url, c.rule, err)
		}
	}
	for _, ok := range []string{"https://hooks.example.com/in", "https://HOOKS.example.com:8443/in?x=1", "https://203.0.113.10/in"} {
		if _, err := production.CheckEndpoint(ctx, ok); err != nil {
			t.Errorf("%s refused in production: %v", ok, err)
		}
	}
	dev := Guard{}
	for _, ok := range []string{"http://127.0.0.1:8080/hook", "http://localhost:3000/hook", "https://10.0.0.5/hook"} {
		if _, err := dev.CheckEndpoint(ctx, ok); err != nil {
			t.Errorf("%s refused in development: %v", ok, err)
		}
	}
	if _, err := dev.CheckEndpoint(ctx, "http://169.254.169.254/latest/meta-data/"); err == nil {
		t.Error("the cloud metadata address taken in development")
	}
}

// TestDialChecksTheConnectedAddress: the connection is checked at connect time, so a
// name that resolved to a public address when saved and to the machine itself at the
// delivery (DNS rebinding) connects nowhere.
func TestDialChecksTheConnectedAddress(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	// The addresses a delivery resolved, as the dial receives them, one of them loopback:
	// refused at connect time, nothing is sent.
	for _, addrs := range [][]netip.Addr{{netip.MustParseAddr("127.0.0.1")}, {netip.MustParseAddr("::ffff:127.0.0.1")}, {netip.MustParseAddr("::1")}} {
		c, err := production.dial(context.WithValue(ctx, addrsKey{}, addrs), "tcp", "rebind.example.com:443")
		var r *RefusedError
		if !errors.As(err, &r) {
			if c != nil {
				c.Close()
			}
			t.Errorf("%v: connected? %v", addrs, err)
		}
	}
	// Without addresses from the delivery, the dial resolves and checks them itself.
	if _, err := production.dial(ctx, "tcp", "rebind.example.com:443"); err == nil || !strings.Contains(err.Error(), "loopback") {
		t.Errorf("rebind.example.com: %v", err)
	}
}

// TestSignKnownVector: the signature of the Standard Webhooks specification's example.
func TestSignKnownVector(t *testing.T) {
	got, err := Sign("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", time.Unix(1614265330, 0), []byte(`{"test": 2432232314}`))
	if err != nil {
		t.Fatal(err)
	}
	if want := "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="; got != want {
		t.Errorf("Sign = %s, want %s", got, want)
	}
	if s := NewSecret(); !strings.HasPrefix(s, SecretPrefix) || len(s) != len(SecretPrefix)+44 {
		t.Errorf("NewSecret = %q", s)
	}
}

// TestSchedule: the retries cover more than a day.
func TestSchedule(t *testing.T) {
	var total time.Duration
	for _, d := range Schedule {
		total += d
	}
	if total < 24*time.Hour {
		t.Errorf("retries end after %v (%d attempts): want at least 24 h", total, MaxAttempts)
	}
	w := &Worker{}
	for n := 1; n <= MaxAttempts+2; n++ {
		d, base := w.wait(n), Schedule[min(n, len(Schedule))-1]
		if d < base || d > base+base/10 {
			t.Errorf("wait after attempt %d = %v, want %v plus at most 10%%", n, d, base)
		}
	}
}
