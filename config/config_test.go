package config_test

import (
	"strings"
	"testing"

	"seoagency/config"
)

func load(env map[string]string) (config.Config, error) {
	return config.Load(func(k string) string { return env[k] })
}

func TestDefaults(t *testing.T) {
	c, err := load(nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:8080" || c.DatabaseURL != "data/seo-agency.db" || c.Postgres() || c.Production() ||
		c.PayPalCheckoutURL != "https://www.sandbox.paypal.com/cgi-bin/webscr" || c.WebDir != "web/dist" || c.VitalsSampleRate != 0.1 {
		t.Fatalf("defaults: %+v", c)
	}
}

func TestValues(t *testing.T) {
	c, err := load(map[string]string{"DATABASE_URL": "postgres://u@h/db", "ADMIN_EMAILS": " A@x.io, b@y.io ,", "PUBLIC_URL": "https://seo.example/",
		"VITALS_SAMPLE_RATE": "1"})
	if err != nil {
		t.Fatal(err)
	}
	if !c.Postgres() || strings.Join(c.AdminEmails, ",") != "a@x.io,b@y.io" || c.PublicURL != "https://seo.example" || c.VitalsSampleRate != 1 {
		t.Fatalf("%+v", c)
	}
}

func TestBadValuesNameTheVariable(t *testing.T) {
	for name, env := range map[string]map[string]string{
		"APP_ENV":                        {"APP_ENV": "staging"},
		"ADDR":                           {"ADDR": "8080"},
		"PUBLIC_URL":                     {"PUBLIC_URL": "seo.example"},
		"PAYPAL_IPN_VERIFY_URL":          {"PAYPAL_IPN_VERIFY_URL": "ftp://x"},
		"ADMIN_EMAILS":                   {"ADMIN_EMAILS": "boss"},
		"ADMIN_EMAILS ":                  {"ADMIN_EMAILS": "a@b.co, a?bcc=attacker@evil.example"},
		"ADMIN_EMAILS  ":                 {"ADMIN_EMAILS": "Boss <boss@example.com>"},
		"FIREBASE_AUTH_EMULATOR_HOST":    {"APP_ENV": "production", "FIREBASE_PROJECT_ID": "real", "FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099"},
		"FIREBASE_AUTH_EMULATOR_HOST ":   {"APP_ENV": "production", "FIREBASE_PROJECT_ID": "real", "FIREBASE_AUTH_EMULATOR_HOST": " "},
		"FIREBASE_AUTH_EMULATOR_HOST  ":  {"APP_ENV": "production", "FIREBASE_PROJECT_ID": "real", "FIREBASE_AUTH_EMULATOR_HOST": "\t"},
		"FIREBASE_AUTH_EMULATOR_HOST   ": {"APP_ENV": "production", "FIREBASE_PROJECT_ID": "real", "FIREBASE_AUTH_EMULATOR_HOST": " 127.0.0.1:9099\n"},
		"FIREBASE_PROJECT_ID":            {"APP_ENV": "production"},
		"FIREBASE_PROJECT_ID ":           {"APP_ENV": "production", "FIREBASE_PROJECT_ID": "Demo-Shop", "FIREBASE_API_KEY": "AIzaReal", "FIREBASE_AUTH_DOMAIN": "shop.firebaseapp.com"},
		"FIREBASE_API_KEY":               {"APP_ENV": "production", "FIREBASE_PROJECT_ID": "real-shop", "FIREBASE_AUTH_DOMAIN": "real-shop.firebaseapp.com"},
		"FIREBASE_API_KEY ":              {"APP_ENV": "production", "FIREBASE_PROJECT_ID": "real-shop", "FIREBASE_API_KEY": "demo-key-2", "FIREBASE_AUTH_DOMAIN": "real-shop.firebaseapp.com"},
		"FIREBASE_AUTH_DOMAIN":           {"APP_ENV": "production", "FIREBASE_PROJECT_ID": "real-shop", "FIREBASE_API_KEY": "AIzaReal"},
		"FIREBASE_AUTH_DOMAIN ":          {"APP_ENV": "production", "FIREBASE_PROJECT_ID": "real-shop", "FIREBASE_API_KEY": "AIzaReal", "FIREBASE_AUTH_DOMAIN": "demo-shop.firebaseapp.com"},
		"METRICS_ADDR":                   {"METRICS_ADDR": "9090"},
		"METRICS_ADDR ":                  {"METRICS_ADDR": "127.0.0.1:8080"},
		"VITALS_SAMPLE_RATE":             {"VITALS_SAMPLE_RATE": "10%"},
		"BACKUP_KEEP_DAILY":              {"BACKUP_KEEP_DAILY": "0"},
		"BACKUP_KEEP_MONTHLY":            {"BACKUP_KEEP_MONTHLY": "a year"},
		"BACKUP_SCHEDULE":                {"BACKUP_SCHEDULE": "weekly", "BACKUP_RECIPIENT": "age1x"},
		"BACKUP_SCHEDULE ":               {"BACKUP_SCHEDULE": "hourly"},
		"VITALS_SAMPLE_RATE ":            {"VITALS_SAMPLE_RATE": "1.5"},
		"VITALS_SAMPLE_RATE  ":           {"VITALS_SAMPLE_RATE": "NaN"},
		"VITALS_SAMPLE_RATE   ":          {"VITALS_SAMPLE_RATE": "-0.1"},
		"SMTP_URL":                       production(map[string]string{"SMTP_URL": ""}),
		"SMTP_URL ":                      {"SMTP_URL": "mail.example.com:587"},
		"SMTP_URL  ":                     {"SMTP_URL": "http://mail.example.com"},
		"SMTP_URL   ":                    {"SMTP_URL": "smtp://mail.example.com:99999"},
		"SMTP_URL    ":                   {"SMTP_URL": "smtp://mail.example.com?starttls=maybe"},
		"MAIL_FROM":                      production(map[string]string{"MAIL_FROM": ""}),
		"MAIL_FROM ":                     {"MAIL_FROM": "shop"},
		"MAIL_FROM  ":                    {"MAIL_FROM": "Shop <a@b.co>\r\nBcc: victim@example.com"},
		"LINK_SECRET":                    production(map[string]string{"LINK_SECRET": ""}),
		"LINK_SECRET ":                   {"LINK_SECRET": "short"},
		"SECOND_FACTOR":                  production(map[string]string{"SECOND_FACTOR": "off"}),
		"SECOND_FACTOR ":                 {"SECOND_FACTOR": "optional"},
		"OTEL_EXPORTER_OTLP_ENDPOINT":    {"OTEL_EXPORTER_OTLP_ENDPOINT": "otel-collector:4318"},
		"OTEL_EXPORTER_OTLP_ENDPOINT ":   {"OTEL_EXPORTER_OTLP_ENDPOINT": "grpc://otel-collector:4317"},
		"OTEL_EXPORTER_OTLP_ENDPOINT  ":  {"OTEL_EXPORTER_OTLP_ENDPOINT": "http://otel-collector:4318?x=1"},
		"OTEL_TRACES_SAMPLER_ARG":        {"OTEL_TRACES_SAMPLER_ARG": "10%"},
		"OTEL_TRACES_SAMPLER_ARG ":       {"OTEL_TRACES_SAMPLER_ARG": "NaN"},
	} {
		if _, err := load(env); err == nil || !strings.HasPrefix(err.Error(), strings.TrimSpace(name)) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestBackupSchedule: backups are scheduled daily once a key to encrypt them to is set,
// and not before (unless asked for, which then needs the key).
func TestBackupSchedule(t *testing.T) {
	for env, want := range map[[2]string]string{
		{"", ""}: "off", {"", "age1x"}: "daily", {"off", "age1x"}: "off", {"hourly", "age1x"}: "hourly",
	} {
		c, err := load(map[string]string{"BACKUP_SCHEDULE": env[0], "BACKUP_RECIPIENT": env[1]})
		if err != nil || c.BackupSchedule != want {
			t.Errorf("BACKUP_SCHEDULE=%q BACKUP_RECIPIENT=%q: %q %v, want %q", env[0], env[1], c.BackupSchedule, err, want)
		}
	}
}

// TestMetricsListener: /metrics is on the site only in development without
// METRICS_ADDR; production serves it on METRICS_ADDR or nowhere.
func TestMetricsListener(t *testing.T) {
	real := production(nil)
	for _, tc := range []struct {
		env        map[string]string
		main       bool
		ownAddress string
	}{
		{nil, true, ""},
		{map[string]string{"METRICS_ADDR": "127.0.0.1:9090"}, false, "127.0.0.1:9090"},
		{real, false, ""},
		{production(map[string]string{"METRICS_ADDR": ":9090"}), false, ":9090"},
	} {
		c, err := load(tc.env)
		if err != nil {
			t.Fatal(err)
		}
		if c.MetricsOnMainListener() != tc.main || c.MetricsAddr != tc.ownAddress {
			t.Errorf("%v: on the site %v, own address %q", tc.env, c.MetricsOnMainListener(), c.MetricsAddr)
		}
	}
}

// production is a complete production configuration, with env's values over it.
func production(env map[string]string) map[string]string {
	c := map[string]string{"APP_ENV": "production", "FIREBASE_PROJECT_ID": "real-shop", "FIREBASE_API_KEY": "AIzaReal",
		"FIREBASE_AUTH_DOMAIN": "real-shop.firebaseapp.com", "SMTP_URL": "smtps://shop:pw@mail.example.com",
		"MAIL_FROM": "Shop <shop@example.com>", "LINK_SECRET": strings.Repeat("k", 32)}
	for k, v := range env {
		c[k] = v
	}
	return c
}

// TestMailSettings: development falls back to the local mail catcher; a password never
// reaches an error message.
func TestMailSettings(t *testing.T) {
	c, err := load(nil)
	if err != nil || c.SMTPURL != "smtp://127.0.0.1:1025" || c.MailFrom == "" || len(c.LinkSecret) < 32 {
		t.Fatalf("development defaults: %+v, %v", c, err)
	}
	_, err = load(map[string]string{"SMTP_URL": "smtp://shop:hunter2@mail.example.com:70000"})
	if err == nil || strings.Contains(err.Error(), "hunter2") {
		t.Fatalf("bad port: %v", err)
	}
	_, err = load(map[string]string{"SMTP_URL": "ftp://shop:hunter2@mail.example.com"})
	if err == nil || strings.Contains(err.Error(), "hunter2") {
		t.Fatalf("bad scheme: %v", err)
	}
}

// TestTracesEndpoint: traces are off by default; an endpoint is a base URL whose
// /v1/traces gets the spans.
func TestTracesEndpoint(t *testing.T) {
	c, err := load(nil)
	if err != nil || c.TracesEndpoint != "" || c.TracesService != "seo-agency" || c.TracesSampleRatio != 1 {
		t.Fatalf("defaults: %q %q %v %v", c.TracesEndpoint, c.TracesService, c.TracesSampleRatio, err)
	}
	c, err = load(map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "https://otlp.example.com/otlp/", "OTEL_TRACES_SAMPLER_ARG": "0.25"})
	if err != nil || c.TracesEndpoint != "https://otlp.example.com/otlp/v1/traces" || c.TracesSampleRatio != 0.25 {
		t.Fatalf("%q %v %v", c.TracesEndpoint, c.TracesSampleRatio, err)
	}
}
