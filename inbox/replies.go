package inbox

import (
	"context"
	"strconv"
	"strings"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/message"
	"seoagency/mail"
	"seoagency/validate"
)

// Bounds of a reply: the subject is a mail header, the body a long message's length.
const (
	MaxReplySubject = 300
	MaxReplyBody    = 5000
)

// ReplyInput is an admin's answer to a message; an empty subject is "Re: " and the
// message's own.
type ReplyInput struct {
	Subject string `json:"subject"`
	Body    string `json:"body"`
}

// messageArrived tells the admins about a visitor's message; their answer goes
// straight to the visitor when the message has an address.
func messageArrived(ctx context.Context, c *ent.Client, m *ent.Message) error {
	id := strconv.Itoa(m.ID)
	return mail.QueueToAgency(ctx, c, mail.Message{
		Kind:    "admin_new_message",
		Subject: "New message #" + id + " on the site",
		ReplyTo: m.EmailAddress, // checked as an address when stored; empty sets none
		Body: mail.Body{
			Heading: "New message #" + id,
			Rows: [][2]string{{"From", m.FullName}, {"E-mail", m.EmailAddress}, {"Phone", m.PhoneNumber},
				{"Website", m.Website}, {"Subject", m.Subject}},
			Quote:  m.Message,
			Button: &mail.Link{Text: "Read and reply", Path: "/view/" + id},
		},
	})
}

// Reply sends an admin's answer to the visitor by e-mail, keeps it in the message's
// thread and marks the message Read, all in the caller's transaction (the inbox area).
func Reply(ctx context.Context, c *ent.Client, id int, in ReplyInput) (*ent.Message, error) {
	if err := auth.Require(ctx, auth.Inbox, auth.Write); err != nil {
		return nil, err
	}
	body := strings.TrimSpace(in.Body)
	subject := strings.TrimSpace(in.Subject)
	switch {
	case body == "":
		return nil, apierr.Invalid("body", "required", "body is required: write the reply.")
	case validate.Text(body) != nil || validate.MaxLen(MaxReplyBody)(body) != nil:
		return nil, apierr.Invalid("body", "maxLength", "body must be at most "+strconv.Itoa(MaxReplyBody)+" characters, without control characters.")
	case validate.Text(subject) != nil || strings.ContainsAny(subject, "\r\n") || validate.MaxLen(MaxReplySubject)(subject) != nil:
		return nil, apierr.Invalid("subject", "format", "subject must be one line of at most "+strconv.Itoa(MaxReplySubject)+" characters.")
	}
	m, err := c.Message.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, apierr.NotFoundf("No message has the id %d.", id)
	} else if err != nil {
		return nil, err
	}
	if m.EmailAddress == "" {
		return nil, apierr.Conflictf("This message has no e-mail address to reply to.")
	}
	if subject == "" {
		// The visitor's subject may hold line breaks: a header gets one line.
		subject = strings.Join(strings.Fields("Re: "+m.Subject), " ")
		if m.Subject == "" {
			subject = "Re: your message"
		}
		if r := []rune(subject); len(r) > MaxReplySubject {
			subject = string(r[:MaxReplySubject])
		}
	}
	admin := auth.ForContext(ctx).Email
	err = c.MessageReply.Create().SetMessage(m).SetSentBy(admin).SetSentTo(m.EmailAddress).
		SetSubject(subject).SetBody(body).Exec(ctx)
	if err != nil {
		return nil, err
	}
	err = mail.Queue(ctx, c, mail.Message{
		Kind:    "message_reply",
		To:      []string{m.EmailAddress},
		Subject: subject,
		ReplyTo: admin,
		Body: mail.Body{
			Heading:    subject,
			Paragraphs: append(paragraphs(body), "On "+m.CreatedAt.UTC().Format("01/02/2006")+", you wrote:"),
			Quote:      m.Message,
		},
	})
	if err != nil {
		return nil, err
	}
	return c.Message.UpdateOneID(id).SetMessageStatus(message.MessageStatusRead).Save(ctx)
}

// paragraphs splits a reply at its blank lines, as the admin wrote it.
func paragraphs(s string) []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
