package orders_test

import (
	"encoding/json"
	"strings"
	"testing"

	"seoagency/ent"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/order"
	"seoagency/ent/webhookdelivery"
	"seoagency/orders"
	"seoagency/testdb"
	"seoagency/webhooks"
)

// events lists the webhook deliveries written so far as "type subject data", oldest first
// (package webhooks sends them; here: what each write told).
func (s *shop) events(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, d := range s.c.WebhookDelivery.Query().Order(ent.Asc(webhookdelivery.FieldID)).AllX(testdb.System()) {
		var env struct {
			Type string         `json:"type"`
			Data map[string]any `json:"data"`
		}
		if err := json.Unmarshal([]byte(d.Payload), &env); err != nil || env.Type != d.EventType {
			t.Fatalf("payload %s: %v", d.Payload, err)
		}
		o := env.Data["order"].(map[string]any)
		line := d.EventType + " " + d.Subject + " " + o["paymentStatus"].(string)
		for _, k := range []string{"from", "to", "amount", "whole", "notice"} {
			if v, ok := env.Data[k]; ok && v != nil {
				b, _ := json.Marshal(v)
				line += " " + k + "=" + strings.Trim(string(b), `"`)
			}
		}
		out = append(out, line)
	}
	return out
}

// TestOrderWebhooks: placing, paying and refunding an order, and a subscription's
// notices, each write the webhook of what happened in their transaction, with the order
// as it is after it.
func TestOrderWebhooks(t *testing.T) {
	s := newShop(t)
	s.c.WebhookEndpoint.Create().SetURL("https://hooks.example.com/in").SetSecret(webhooks.NewSecret()).
		SetEvents([]string{webhooks.OrderCreated, webhooks.OrderPaid, webhooks.OrderRefunded, webhooks.SubscriptionChanged}).ExecX(testdb.System())
	o := s.order(t, customerCtx)
	s.pay(t, o, "TXN-1")
	s.apply(t, ipn(o, "TXN-R1", map[string]string{"payment_status": "Refunded", "parent_txn_id": "TXN-1", "mc_gross": "-50.00"}), ipnmessage.StatusApplied)
	if _, err := orders.SetPaymentStatus(adminCtx, s.c, o.ID, order.PaymentStatusRefunded, "refunded the rest in PayPal"); err != nil {
		t.Fatal(err)
	}
	// A move that is neither a payment nor a refund tells nothing.
	if _, err := orders.SetOrderStatus(adminCtx, s.c, o.ID, order.OrderStatusDelivered); err != nil {
		t.Fatal(err)
	}
	id := "order:" + itoa(o.ID)
	want := []string{
		"order.created " + id + " UnPaid",
		"order.paid " + id + " Paid from=UnPaid amount=199.99",
		"order.refunded " + id + " Paid amount=50.00 whole=false",
		"order.refunded " + id + " Refunded amount=149.99 whole=true",
	}
	if got := s.events(t); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	s.c.WebhookDelivery.Delete().ExecX(testdb.System())
	s.monthly(t)
	m := s.order(t, customerCtx)
	s.apply(t, subscr(m, "subscr_signup", "I-SUB1", "", nil), ipnmessage.StatusApplied)
	s.apply(t, subscr(m, "subscr_payment", "I-SUB1", "SUB-P1", nil), ipnmessage.StatusApplied)
	s.apply(t, subscr(m, "subscr_payment", "I-SUB1", "SUB-P2", nil), ipnmessage.StatusApplied)
	s.apply(t, subscr(m, "subscr_failed", "I-SUB1", "", nil), ipnmessage.StatusApplied)
	s.apply(t, subscr(m, "subscr_cancel", "I-SUB1", "", nil), ipnmessage.StatusApplied)
	id = "order:" + itoa(m.ID)
	want = []string{
		"order.created " + id + " UnPaid",
		"subscription.changed " + id + " UnPaid from=none to=active notice=subscr_signup",
		"order.paid " + id + " Paid from=UnPaid amount=99.00",
		"subscription.changed " + id + " Paid from=active to=active amount=99.00 notice=subscr_payment",
		"subscription.changed " + id + " Paid from=active to=past_due notice=subscr_failed",
		"subscription.changed " + id + " Paid from=past_due to=cancelled notice=subscr_cancel",
	}
	if got := s.events(t); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("subscription events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	d := s.c.WebhookDelivery.Query().Order(ent.Asc(webhookdelivery.FieldID)).FirstX(testdb.System())
	var env struct {
		Data struct {
			Order orders.OrderData `json:"order"`
		} `json:"data"`
	}
	_ = json.Unmarshal([]byte(d.Payload), &env)
	if got := env.Data.Order; got.ID != itoa(m.ID) || got.CustomerEmail != "customer@example.com" || got.PackageName != "Premium" ||
		got.BillingPeriod != "monthly" || got.AmountDue != "99.00" || got.Currency != "USD" {
		t.Errorf("order data: %+v", got)
	}
}
