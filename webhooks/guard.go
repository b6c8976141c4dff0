package webhooks

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	"seoagency/apierr"
	"seoagency/validate"
)

// MaxURL is the longest endpoint address taken.
const MaxURL = 2048

// Guard keeps deliveries from reaching the server's own network (server-side request
// forgery): an endpoint's address is checked when it is saved and again at every
// delivery, and the connection is made only to an address checked at connect time, so a
// name that resolves to a public address when saved and to 127.0.0.1 later (DNS
// rebinding) is refused too. In production only https to public addresses is allowed;
// in development http and the machine's own and private addresses are (make run, tests),
// and link-local ones (cloud metadata at 169.254.169.254) never are.
type Guard struct {
	Production bool
	// Lookup resolves a host name; nil: the system's resolver. Tests give names of their own.
	Lookup func(ctx context.Context, host string) ([]netip.Addr, error)
}

// RefusedError is an address the guard does not send to.
type RefusedError struct{ Reason string }

func (e *RefusedError) Error() string { return "refused: " + e.Reason }

// reserved are ranges no endpoint is in: special-purpose (RFC 6890 and after), beyond
// what netip's IsPrivate, IsLoopback, IsLinkLocal* and IsMulticast say.
var reserved = []struct {
	prefix netip.Prefix
	what   string
}{
	{netip.MustParsePrefix("0.0.0.0/8"), "a 'this network' address"},
	{netip.MustParsePrefix("100.64.0.0/10"), "a carrier-grade NAT (shared) address"},
	{netip.MustParsePrefix("192.0.0.0/24"), "an IETF protocol address"},
	{netip.MustParsePrefix("198.18.0.0/15"), "a benchmarking address"},
	{netip.MustParsePrefix("240.0.0.0/4"), "a reserved address"},
	{netip.MustParsePrefix("::/96"), "an IPv4-compatible IPv6 address"},
	{netip.MustParsePrefix("100::/64"), "a discard-only IPv6 address"},
	{netip.MustParsePrefix("64:ff9b:1::/48"), "a local NAT64 address"},
	{netip.MustParsePrefix("2001::/32"), "a Teredo address"},
	{netip.MustParsePrefix("fec0::/10"), "a site-local IPv6 address"},
}

// embedded are IPv6 ranges that carry an IPv4 address, which is checked as itself: NAT64
// (64:ff9b::/96, the last 4 bytes) and 6to4 (2002::/16, bytes 2 to 5).
var (
	nat64     = netip.MustParsePrefix("64:ff9b::/96")
	sixToFour = netip.MustParsePrefix("2002::/16")
)

// CheckAddr says why the guard does not send to a, or nil.
func (g Guard) CheckAddr(a netip.Addr) error {
	if !a.IsValid() {
		return &RefusedError{"not an IP address"}
	}
	if a.Zone() != "" {
		return &RefusedError{a.String() + " has a zone"}
	}
	a = a.Unmap() // ::ffff:127.0.0.1 is 127.0.0.1
	b := a.As16()
	switch {
	case a.Is6() && nat64.Contains(a):
		return g.CheckAddr(netip.AddrFrom4([4]byte(b[12:16])))
	case a.Is6() && sixToFour.Contains(a):
		return g.CheckAddr(netip.AddrFrom4([4]byte(b[2:6])))
	}
	refuse := func(what string) error { return &RefusedError{a.String() + " is " + what} }
	switch {
	case a.IsUnspecified():
		return refuse("an unspecified address")
	case a.IsMulticast() || a.IsInterfaceLocalMulticast() || a.IsLinkLocalMulticast():
		return refuse("a multicast address")
	case a.IsLinkLocalUnicast():
		return refuse("a link-local address")
	case a == netip.AddrFrom4([4]byte{255, 255, 255, 255}):
		return refuse("the broadcast address")
	}
	if !g.Production {
		return nil // development: this machine and its private networks
	}
	switch {
	case a.IsLoopback():
		return refuse("a loopback address")
	case a.IsPrivate():
		return refuse("a private address")
	}
	for _, r := range reserved {
		if r.prefix.Contains(a) {
			return refuse(r.what)
		}
	}
	return nil
}

// CheckURL reads an endpoint's address and refuses what no delivery may go to: another
// scheme than https (http too in development), a user or password in it (they would be
// sent in the clear and logged), a fragment, a bad port, and an address or name the
// guard refuses (an IP address is checked here; a name when it is resolved).
func (g Guard) CheckURL(raw string) (*url.URL, error) {
	bad := func(rule, format string, a ...any) error {
		return apierr.Invalid("url", rule, fmt.Sprintf(format, a...))
	}
	switch {
	case strings.TrimSpace(raw) == "":
		return nil, bad("required", "Give the endpoint's address (https://…).")
	case len(raw) > MaxURL:
		return nil, bad("maxLength", "The address is longer than %d characters.", MaxURL)
	case !utf8.ValidString(raw) || validate.Text(raw) != nil || strings.ContainsAny(raw, " \t\r\n\\"):
		return nil, bad("format", "The address holds spaces, backslashes or control characters.")
	}
	u, err := url.Parse(raw)
	if err != nil || !u.IsAbs() || u.Opaque != "" {
		return nil, bad("format", "The address is not a URL like https://hooks.example.com/seo-agency.")
	}
	scheme := strings.ToLower(u.Scheme)
	switch {
	case scheme != "https" && (g.Production || scheme != "http"):
		if g.Production {
			return nil, bad("https", "The address must start with https:// (deliveries are sent encrypted).")
		}
		return nil, bad("scheme", "The address must start with https:// or, in development, http://.")
	case u.User != nil:
		return nil, bad("userinfo", "The address must not hold a user name or password: authenticate deliveries by their signature.")
	case u.Fragment != "" || strings.Contains(raw, "#"):
		return nil, bad("fragment", "The address must not hold a fragment (#…): it is never sent.")
	case u.Hostname() == "":
		return nil, bad("host", "The address has no host.")
	}
	if p := u.Port(); p != "" {
		if n, err := parsePort(p); err != nil || n == 0 {
			return nil, bad("port", "The port %q is not a number from 1 to 65535.", p)
		}
	}
	host := u.Hostname()
	if a, err := netip.ParseAddr(host); err == nil {
		if err := g.CheckAddr(a); err != nil {
			return nil, bad("address", "The address is refused: %s.", err.(*RefusedError).Reason)
		}
	} else if !validHostName(host) {
		return nil, bad("host", "The host %q is not a host name.", clip(host, 80))
	} else if g.Production && (strings.EqualFold(host, "localhost") || strings.HasSuffix(strings.ToLower(host), ".localhost")) {
		return nil, bad("address", "The address is refused: %s is this machine.", host)
	}
	u.Scheme = scheme
	return u, nil
}

func parsePort(p string) (int, error) {
	n := 0
	for _, r := range p {
		if r < '0' || r > '9' || n > 65535 {
			return 0, errors.New("not a port")
		}
		n = n*10 + int(r-'0')
	}
	if n > 65535 {
		return 0, errors.New("not a port")
	}
	return n, nil
}

// validHostName: letters, digits, hyphens and dots, as DNS names are (an
// internationalised name in its xn-- form).
func validHostName(h string) bool {
	if len(h) > 253 || strings.HasPrefix(h, ".") || strings.Contains(h, "..") {
		return false
	}
	labels := strings.Split(strings.TrimSuffix(h, "."), ".")
	// No top-level domain is numeric: "127.1", "2130706433" and "0x7f000001" are IPv4
	// addresses in the old forms some resolvers still read.
	last := strings.ToLower(labels[len(labels)-1])
	if strings.Trim(last, "0123456789") == "" || strings.HasPrefix(last, "0x") && strings.Trim(last[2:], "0123456789abcdef") == "" {
		return false
	}
	for _, label := range labels {
		if label == "" || len(label) > 63 || strings.HasPrefix(label, "-") || strings.HasSuffix(label, "-") {
			return false
		}
		for _, r := range label {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
				return false
			}
		}
	}
	return true
}

// Resolve is host's addresses, each checked: one refused address refuses the host
// (a name that mixes a public address with 127.0.0.1 is a trap, not a fallback).
func (g Guard) Resolve(ctx context.Context, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(host); err == nil {
		return []netip.Addr{a}, g.CheckAddr(a)
	}
	lookup := g.Lookup
	if lookup == nil {
		lookup = func(ctx context.Context, host string) ([]netip.Addr, error) {
			return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	addrs, err := lookup(ctx, host)
	if err != nil {
		return nil, fmt.Errorf("resolving %s: %w", host, err)
	}
	if len(addrs) == 0 {
		return nil, fmt.Errorf("resolving %s: no address", host)
	}
	for _, a := range addrs {
		if err := g.CheckAddr(a); err != nil {
			return nil, &RefusedError{host + " resolves to " + strings.TrimPrefix(err.Error(), "refused: ")}
		}
	}
	return addrs, nil
}

// CheckEndpoint is CheckURL and, in production, the resolution of its host: what an
// endpoint's address must pass to be saved.
func (g Guard) CheckEndpoint(ctx context.Context, raw string) (*url.URL, error) {
	u, err := g.CheckURL(raw)
	if err != nil || !g.Production {
		return u, err
	}
	if _, err := g.Resolve(ctx, u.Hostname()); err != nil {
		var r *RefusedError
		if errors.As(err, &r) {
			return nil, apierr.Invalid("url", "address", "The address is refused: "+r.Reason+".")
		}
		return nil, apierr.Invalid("url", "resolve", "The host "+clip(u.Hostname(), 80)+" could not be resolved: check the address.")
	}
	return u, nil
}

type addrsKey struct{}

// dial connects to the addresses a delivery resolved (in ctx), or resolves addr's host,
// and checks each address again as the socket connects (Control): what is connected to
// is what was checked.
func (g Guard) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	addrs, _ := ctx.Value(addrsKey{}).([]netip.Addr)
	if len(addrs) == 0 {
		if addrs, err = g.Resolve(ctx, host); err != nil {
			return nil, err
		}
	}
	d := net.Dialer{Timeout: 5 * time.Second, Control: func(_, address string, _ syscall.RawConn) error {
		ap, err := netip.ParseAddrPort(address)
		if err != nil {
			return &RefusedError{"cannot read the address " + address}
		}
		return g.CheckAddr(ap.Addr())
	}}
	var firstErr error
	for _, a := range addrs {
		c, err := d.DialContext(ctx, network, net.JoinHostPort(a.String(), port))
		if err == nil {
			return c, nil
		}
		if firstErr == nil {
			firstErr = err
		}
		if ctx.Err() != nil {
			break
		}
	}
	return nil, firstErr
}

// Client is the HTTP client of deliveries: every connection through dial, no proxy (a
// proxy would connect where the guard did not look), no redirect followed (a 3xx is the
// endpoint's answer: a failure), timeout bounding each attempt.
func (g Guard) Client(timeout time.Duration) *http.Client {
	return &http.Client{
		Timeout: timeout,
		Transport: &http.Transport{
			Proxy:                 nil,
			DialContext:           g.dial,
			ForceAttemptHTTP2:     true,
			MaxIdleConns:          100,
			MaxIdleConnsPerHost:   8,
			IdleConnTimeout:       90 * time.Second,
			TLSHandshakeTimeout:   5 * time.Second,
			ResponseHeaderTimeout: timeout,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
