package webhooks

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"seoagency/apierr"
	"seoagency/audit"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/webhookdelivery"
	"seoagency/ent/webhookendpoint"
	"seoagency/validate"
)

// The endpoints are the staff area's, as API keys are: Owners and Admins manage them,
// the data layer refuses everyone else (and every API key), and the audit log records
// each change (audit.Hook; the secret is redacted by its name).

// MaxEndpoints bounds the endpoints of a site: each event is written once per endpoint.
const MaxEndpoints = 20

// MaxDescription is the longest description of an endpoint.
const MaxDescription = 200

// Input is what an Owner or Admin gives an endpoint; nil leaves a field as it is (Update).
type Input struct {
	URL         *string
	Description *string
	Events      []string // nil: unchanged (Update)
}

func (in Input) check(ctx context.Context, g Guard, creating bool) (url, description string, events []string, err error) {
	// Control characters first, in every text, as every created text is refused them.
	texts := map[string][]string{"events": in.Events}
	for field, t := range map[string]*string{"url": in.URL, "description": in.Description} {
		if t != nil {
			texts[field] = []string{*t}
		}
	}
	for _, field := range []string{"url", "description", "events"} {
		for _, t := range texts[field] {
			if err := validate.Text(t); err != nil {
				return "", "", nil, apierr.Invalid(field, "control", field+" "+err.Error())
			}
		}
	}
	if in.URL != nil || creating {
		raw := ""
		if in.URL != nil {
			raw = strings.TrimSpace(*in.URL)
		}
		u, err := g.CheckEndpoint(ctx, raw)
		if err != nil {
			return "", "", nil, err
		}
		url = u.String()
	}
	if in.Description != nil {
		description = strings.TrimSpace(*in.Description)
		if utf8.RuneCountInString(description) > MaxDescription {
			return "", "", nil, apierr.Invalid("description", "maxLength", fmt.Sprintf("description is longer than %d characters.", MaxDescription))
		}
	}
	if in.Events != nil || creating {
		for _, e := range in.Events {
			e = strings.TrimSpace(e)
			if !knownType(e) {
				names := []string{}
				for _, t := range EventTypes() {
					names = append(names, t.Name)
				}
				return "", "", nil, apierr.Invalid("events", "oneOf", fmt.Sprintf("%q is not an event: choose among %s.", clip(e, 40), strings.Join(names, ", ")))
			}
			if !slices.Contains(events, e) {
				events = append(events, e)
			}
		}
		if len(events) == 0 {
			return "", "", nil, apierr.Invalid("events", "required", "Choose at least one event to send to the endpoint.")
		}
	}
	return url, description, events, nil
}

// Create subscribes an endpoint and returns it with its signing secret (which Secret
// shows again on demand).
func Create(ctx context.Context, c *ent.Client, g Guard, in Input) (*ent.WebhookEndpoint, string, error) {
	if err := auth.Require(ctx, auth.Staff, auth.Write); err != nil {
		return nil, "", err // before the input is read: a refused caller learns nothing of it
	}
	url, description, events, err := in.check(ctx, g, true)
	if err != nil {
		return nil, "", err
	}
	n, err := c.WebhookEndpoint.Query().Count(ctx)
	if err != nil {
		return nil, "", err
	}
	if n >= MaxEndpoints {
		return nil, "", apierr.Conflictf("The site has %d webhook endpoints, the most it takes: delete one first.", n)
	}
	secret := NewSecret()
	ep, err := c.WebhookEndpoint.Create().SetURL(url).SetDescription(description).SetEvents(events).SetSecret(secret).
		SetCreatedBy(auth.ForContext(ctx).Email).Save(ctx)
	if err != nil {
		return nil, "", err
	}
	return ep, secret, nil
}

// Update changes an endpoint's address, description or events.
func Update(ctx context.Context, c *ent.Client, g Guard, id int, in Input) (*ent.WebhookEndpoint, error) {
	if err := auth.Require(ctx, auth.Staff, auth.Write); err != nil {
		return nil, err
	}
	url, description, events, err := in.check(ctx, g, false)
	if err != nil {
		return nil, err
	}
	ep, err := get(ctx, c, id)
	if err != nil {
		return nil, err
	}
	u := c.WebhookEndpoint.UpdateOne(ep)
	if in.URL != nil {
		u.SetURL(url)
	}
	if in.Description != nil {
		u.SetDescription(description)
	}
	if in.Events != nil {
		u.SetEvents(events)
	}
	return u.Save(ctx)
}

// Delete removes an endpoint and its delivery log; its deliveries still waiting are not sent.
func Delete(ctx context.Context, c *ent.Client, id int) error {
	if err := auth.Require(ctx, auth.Staff, auth.Write); err != nil {
		return err
	}
	if _, err := get(ctx, c, id); err != nil {
		return err
	}
	// The log first: the audit log records the endpoint's deletion, not each line of it.
	if _, err := c.WebhookDelivery.Delete().Where(webhookdelivery.EndpointID(id)).Exec(ctx); err != nil {
		return err
	}
	return c.WebhookEndpoint.DeleteOneID(id).Exec(ctx)
}

// SetEnabled turns an endpoint off (its waiting deliveries fail at once: redeliver them
// once it is on again) or on (its failures forgotten).
func SetEnabled(ctx context.Context, c *ent.Client, id int, enabled bool) (*ent.WebhookEndpoint, error) {
	if err := auth.Require(ctx, auth.Staff, auth.Write); err != nil {
		return nil, err
	}
	ep, err := get(ctx, c, id)
	if err != nil || ep.Enabled == enabled {
		return ep, err
	}
	if !enabled {
		if err := disable(ctx, c, ep, "Disabled by "+auth.ForContext(ctx).Email+".", time.Now()); err != nil {
			return nil, err
		}
	} else if err := c.WebhookEndpoint.UpdateOne(ep).SetEnabled(true).SetDisabledReason("").ClearDisabledAt().
		ClearFailingSince().Exec(ctx); err != nil {
		return nil, err
	}
	return c.WebhookEndpoint.Get(ctx, id)
}

// Secret is an endpoint's signing secret, shown to an Owner or Admin who asks (a line
// of the audit log says who did).
func Secret(ctx context.Context, c *ent.Client, id int) (string, error) {
	if err := auth.Require(ctx, auth.Staff, auth.Write); err != nil {
		return "", err
	}
	ep, err := get(ctx, c, id)
	if err != nil {
		return "", err
	}
	err = audit.Record(ctx, c, audit.Event{Action: audit.Export, EntityType: ent.TypeWebhookEndpoint, EntityID: id,
		Summary: "signing secret shown"})
	return ep.Secret, err
}

// SendTest sends the endpoint a webhook.test event now, whatever it subscribes to.
func SendTest(ctx context.Context, c *ent.Client, id int) (*ent.WebhookDelivery, error) {
	if err := auth.Require(ctx, auth.Staff, auth.Write); err != nil {
		return nil, err
	}
	ep, err := get(ctx, c, id)
	if err != nil {
		return nil, err
	}
	if !ep.Enabled {
		return nil, apierr.Conflictf("The endpoint is disabled: enable it to send it events.")
	}
	body, err := payload(Test, map[string]any{"endpointId": strconv.Itoa(ep.ID),
		"message": "A test event sent from the admin by " + auth.ForContext(ctx).Email + "."}, time.Now())
	if err != nil {
		return nil, err
	}
	d, err := c.WebhookDelivery.Create().SetEndpointID(ep.ID).SetMsgID(NewMessageID()).SetEventType(Test).
		SetPayload(string(body)).Save(ctx)
	if err != nil {
		return nil, err
	}
	return d, audit.Record(ctx, c, audit.Event{Action: audit.Create, EntityType: ent.TypeWebhookDelivery, EntityID: d.ID,
		Summary: "test event " + d.MsgID + " to endpoint " + strconv.Itoa(ep.ID)})
}

// Redeliver sends a delivery's event again, as a new delivery with the same webhook-id
// and body (a receiver that had it drops it by its id), after the endpoint's older
// deliveries of the same subject.
func Redeliver(ctx context.Context, c *ent.Client, deliveryID int) (*ent.WebhookDelivery, error) {
	if err := auth.Require(ctx, auth.Staff, auth.Write); err != nil {
		return nil, err
	}
	d, err := c.WebhookDelivery.Query().Where(webhookdelivery.ID(deliveryID)).WithEndpoint().Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apierr.NotFoundf("No webhook delivery has the id %d.", deliveryID)
	}
	if err != nil {
		return nil, err
	}
	if !d.Edges.Endpoint.Enabled {
		return nil, apierr.Conflictf("The endpoint is disabled: enable it to send it events.")
	}
	if d.Status == webhookdelivery.StatusPending {
		return nil, apierr.Conflictf("This delivery is still being sent (attempt %d of %d): wait for its result.", d.Attempts+1, MaxAttempts)
	}
	n, err := c.WebhookDelivery.Create().SetEndpointID(d.EndpointID).SetMsgID(d.MsgID).SetEventType(d.EventType).
		SetSubject(d.Subject).SetPayload(d.Payload).SetRedeliveryOf(d.ID).Save(ctx)
	if err != nil {
		return nil, err
	}
	return n, audit.Record(ctx, c, audit.Event{Action: audit.Create, EntityType: ent.TypeWebhookDelivery, EntityID: n.ID,
		Summary: fmt.Sprintf("redelivery of %s (%s, delivery %d) to endpoint %d", d.MsgID, d.EventType, d.ID, d.EndpointID)})
}

// List is every endpoint, newest first.
func List(ctx context.Context, c *ent.Client) ([]*ent.WebhookEndpoint, error) {
	if err := auth.Require(ctx, auth.Staff, auth.Read); err != nil {
		return nil, err
	}
	return c.WebhookEndpoint.Query().Order(ent.Desc(webhookendpoint.FieldCreatedAt), ent.Desc(webhookendpoint.FieldID)).
		Limit(MaxEndpoints * 2).All(ctx)
}

// MaxPage is the most deliveries one page of the log holds.
const MaxPage = 100

// Page is a page of the delivery log, newest first; After is the cursor of the next
// page (0: this is the last).
type Page struct {
	Deliveries []*ent.WebhookDelivery
	After      int
}

// Deliveries is a page of the delivery log: of one endpoint (0: all), of one status
// (empty: all), newest first, after the cursor a page before gave (0: the first page).
func Deliveries(ctx context.Context, c *ent.Client, endpointID int, status webhookdelivery.Status, first, after int) (*Page, error) {
	if err := auth.Require(ctx, auth.Staff, auth.Read); err != nil {
		return nil, err
	}
	if first < 1 || first > MaxPage {
		return nil, apierr.Invalid("first", "range", fmt.Sprintf("first must be between 1 and %d.", MaxPage))
	}
	q := c.WebhookDelivery.Query()
	if endpointID != 0 {
		q.Where(webhookdelivery.EndpointID(endpointID))
	}
	if status != "" {
		if err := webhookdelivery.StatusValidator(status); err != nil {
			return nil, apierr.Invalid("status", "oneOf", "status is pending, succeeded or failed.")
		}
		q.Where(webhookdelivery.StatusEQ(status))
	}
	if after > 0 {
		q.Where(webhookdelivery.IDLT(after))
	}
	rows, err := q.Order(ent.Desc(webhookdelivery.FieldID)).Limit(first + 1).All(ctx)
	if err != nil {
		return nil, err
	}
	p := &Page{Deliveries: rows}
	if len(rows) > first {
		p.Deliveries = rows[:first]
		p.After = rows[first-1].ID
	}
	return p, nil
}

func get(ctx context.Context, c *ent.Client, id int) (*ent.WebhookEndpoint, error) {
	ep, err := c.WebhookEndpoint.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, apierr.NotFoundf("No webhook endpoint has the id %d.", id)
	}
	return ep, err
}
