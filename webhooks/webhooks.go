// Package webhooks tells integrators' HTTPS endpoints of events (an order created, paid
// or refunded, a subscription changed, a message received, a subscriber confirmed, a post
// published), signed as the Standard Webhooks specification says (webhook-id,
// webhook-timestamp, webhook-signature). An event is written as one delivery row per
// endpoint that wants it, in the transaction of the write it tells of, and each row's job
// goes in with it (Hook): a rolled-back write sends nothing, a committed one is sent at
// least once, from the job queue, retried for more than a day (Schedule). Deliveries of
// one subject (an order, a subscription) to one endpoint go in order. An endpoint that
// keeps failing for DisableAfter is disabled and the agency mailed. Every address is
// checked against server-side request forgery when saved and at each delivery (Guard).
package webhooks

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/ent"
	"seoagency/ent/webhookendpoint"
)

// The event types an endpoint subscribes to.
const (
	OrderCreated        = "order.created"
	OrderPaid           = "order.paid"
	OrderRefunded       = "order.refunded"
	SubscriptionChanged = "subscription.changed"
	MessageReceived     = "message.received"
	SubscriberConfirmed = "subscriber.confirmed"
	EntryPublished      = "entry.published"
	// Test is the event "Send test event" sends to one endpoint, whatever it subscribes to.
	Test = "webhook.test"
)

// EventType is an event endpoints subscribe to, with what it means.
type EventType struct {
	Name        string
	Description string
}

// EventTypes lists the events, in the order the admin and the docs show them.
func EventTypes() []EventType {
	return []EventType{
		{OrderCreated, "A customer placed an order."},
		{OrderPaid, "An order became Paid (PayPal's payment, the first payment of a subscription, or an admin's correction)."},
		{OrderRefunded, "Money was refunded on an order: the whole order (Refunded) or part of it."},
		{SubscriptionChanged, "A subscription's state changed (active, past_due, cancelled, ended), or a later period was paid."},
		{MessageReceived, "A visitor sent a message from the contact or support page."},
		{SubscriberConfirmed, "A newsletter subscriber confirmed their address."},
		{EntryPublished, "An entry (a blog post, case study or page; its type says which) was published: now, on its schedule, or its changes."},
	}
}

func knownType(name string) bool {
	return slices.ContainsFunc(EventTypes(), func(t EventType) bool { return t.Name == name })
}

// Event is what a write tells endpoints.
type Event struct {
	Type string
	// Subject is what the event is about ("order:42"): deliveries of one subject to one
	// endpoint are sent in order. Empty: no order with any other event.
	Subject string
	// Data is the event's data, built only when an endpoint wants the event.
	Data func() (any, error)
}

// Subject names an entity for Event.Subject.
func Subject(kind string, id int) string { return kind + ":" + strconv.Itoa(id) }

// envelope is the body of every delivery (Standard Webhooks' payload structure).
type envelope struct {
	Type      string `json:"type"`
	Timestamp string `json:"timestamp"`
	Data      any    `json:"data"`
}

// Emit writes e's deliveries to every enabled endpoint subscribed to its type, with c,
// the client of the transaction of the write e tells of (their jobs go in with them:
// Hook). With no such endpoint it writes nothing and e.Data is not called.
func Emit(ctx context.Context, c *ent.Client, e Event) error {
	sys := privacy.DecisionContext(ctx, privacy.Allow) // the event's author need not see endpoints
	eps, err := c.WebhookEndpoint.Query().Where(webhookendpoint.Enabled(true)).All(sys)
	if err != nil {
		return err
	}
	eps = slices.DeleteFunc(eps, func(ep *ent.WebhookEndpoint) bool { return !slices.Contains(ep.Events, e.Type) })
	if len(eps) == 0 {
		return nil
	}
	data, err := e.Data()
	if err != nil {
		return err
	}
	body, err := payload(e.Type, data, time.Now())
	if err != nil {
		return err
	}
	msg := NewMessageID()
	for _, ep := range eps {
		err := c.WebhookDelivery.Create().SetEndpointID(ep.ID).SetMsgID(msg).SetEventType(e.Type).
			SetSubject(e.Subject).SetPayload(string(body)).Exec(sys)
		if err != nil {
			return fmt.Errorf("webhook %s to endpoint %d: %w", e.Type, ep.ID, err)
		}
	}
	return nil
}

func payload(typ string, data any, at time.Time) ([]byte, error) {
	return json.Marshal(envelope{Type: typ, Timestamp: at.UTC().Format(time.RFC3339Nano), Data: data})
}

// NewMessageID is a new webhook-id: msg_ and 128 random bits. One event has one id, on
// every endpoint, every attempt and every redelivery, so a receiver drops repeats by it.
func NewMessageID() string { return "msg_" + strings.ToLower(rand.Text()) }

// SecretPrefix starts every signing secret, as Standard Webhooks writes them.
const SecretPrefix = "whsec_"

// secretBytes is the key's size: 256 bits, within the 24 to 64 bytes the spec asks.
const secretBytes = 32

// NewSecret is a new signing secret: whsec_ and 32 random bytes in base64.
func NewSecret() string {
	b := make([]byte, secretBytes)
	_, _ = rand.Read(b) // never fails (crypto/rand)
	return SecretPrefix + base64.StdEncoding.EncodeToString(b)
}

// Sign is the webhook-signature of a delivery: "v1," and the base64 HMAC-SHA256, keyed
// with the secret's bytes, of "{webhook-id}.{webhook-timestamp}.{body}".
func Sign(secret, msgID string, timestamp time.Time, body []byte) (string, error) {
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, SecretPrefix))
	if err != nil || len(key) == 0 {
		return "", errors.New("the endpoint's secret is not whsec_ and base64")
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(msgID + "." + strconv.FormatInt(timestamp.Unix(), 10) + "."))
	mac.Write(body)
	return "v1," + base64.StdEncoding.EncodeToString(mac.Sum(nil)), nil
}
