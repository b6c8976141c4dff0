// Package apierr turns every failure into one shape that both the GraphQL API and the
// REST shims report: a stable code, a sentence, and the fields at fault.
package apierr

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"io"
	"net"
	"syscall"

	"errors"
	"fmt"
	"github.com/lib/pq"
	"net/http"
	"strings"

	"entgo.io/ent/privacy"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/validate"
)

// Code is a stable, machine-readable error class.
type Code string

const (
	Validation      Code = "VALIDATION"
	Unauthenticated Code = "UNAUTHENTICATED"
	Forbidden       Code = "FORBIDDEN"
	NotFound        Code = "NOT_FOUND"
	Conflict        Code = "CONFLICT"
	Unavailable     Code = "UNAVAILABLE"
	RateLimited     Code = "RATE_LIMITED"
	Timeout         Code = "TIMEOUT"
	Canceled        Code = "CANCELED"
	TooLarge        Code = "TOO_LARGE"
	Internal        Code = "INTERNAL"
	// The staff session's codes (auth.HeldError): pass the second factor, pass it
	// again, or sign in again.
	SecondFactorRequired Code = auth.CodeSecondFactorRequired
	SecondFactorRecent   Code = auth.CodeSecondFactorRecent
	SessionExpired       Code = auth.CodeSessionExpired
)

// Error is a failure a client can act on.
type Error struct {
	Code    Code              `json:"code"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"` // field name → rule
	// RetryAfter is the seconds to wait (RATE_LIMITED): REST's Retry-After header.
	RetryAfter int `json:"-"`
}

func (e *Error) Error() string { return e.Message }

// Status is the HTTP status of the error class.
func (e *Error) Status() int {
	switch e.Code {
	case Validation:
		return http.StatusBadRequest
	case Unauthenticated, SessionExpired:
		return http.StatusUnauthorized
	case Forbidden, SecondFactorRequired, SecondFactorRecent:
		return http.StatusForbidden
	case NotFound:
		return http.StatusNotFound
	case Conflict:
		return http.StatusConflict
	case Unavailable, Timeout:
		return http.StatusServiceUnavailable
	case RateLimited:
		return http.StatusTooManyRequests
	case TooLarge:
		return http.StatusRequestEntityTooLarge
	case Canceled:
		return statusClientClosed
	}
	return http.StatusInternalServerError
}

// statusClientClosed is nginx's 499: the client went away before the answer, which
// nobody then reads; it is not the server's failure.
const statusClientClosed = 499

// Invalid reports a broken rule on one field.
func Invalid(field, rule, message string) *Error {
	return &Error{Code: Validation, Message: message, Fields: map[string]string{field: rule}}
}

// TooLargef reports an upload over a limit.
func TooLargef(format string, a ...any) *Error {
	return &Error{Code: TooLarge, Message: fmt.Sprintf(format, a...)}
}

// Conflictf reports a request that clashes with the current state.
func Conflictf(format string, a ...any) *Error {
	return &Error{Code: Conflict, Message: fmt.Sprintf(format, a...)}
}

// NotFoundf reports a missing record.
func NotFoundf(format string, a ...any) *Error {
	return &Error{Code: NotFound, Message: fmt.Sprintf(format, a...)}
}

// uniqueFields are the columns with a unique constraint and their API names, longest
// first: "user_email" must be tried before "email", which its constraint name contains.
var uniqueFields = [][2]string{
	{"package_name", "packageName"},
	{"user_email", "userEmail"},
	{"txn_id", "txnId"},
	{"code", "code"}, // a coupon's
	{"email", "email"},
	{"name", "name"},
}

// From classifies err. ok is false for an unexpected failure, which the caller logs;
// its Error then says only "internal error".
func From(err error) (e *Error, ok bool) {
	var ae *Error
	var held *auth.HeldError
	var ve *ent.ValidationError
	var ce *ent.ConstraintError
	var refused *auth.Refused
	switch {
	case errors.As(err, &ae):
		return ae, true
	case errors.As(err, &held):
		return &Error{Code: Code(held.Code), Message: held.Message}, true
	case errors.Is(err, auth.ErrUnauthenticated):
		return &Error{Code: Unauthenticated, Message: "Sign in required: send a Firebase ID token as `Authorization: Bearer <token>`."}, true
	case errors.As(err, &refused):
		return &Error{Code: Forbidden, Message: refused.Error()}, true
	case errors.Is(err, auth.ErrForbidden), errors.Is(err, privacy.Deny):
		return &Error{Code: Forbidden, Message: "Not allowed: your role cannot do this."}, true
	case errors.As(err, &ve):
		return fromValidation(ve), true
	case ent.IsNotFound(err):
		return &Error{Code: NotFound, Message: "Not found: no record has that id."}, true
	case errors.As(err, &ce):
		return fromConstraint(ce), true
	case errors.Is(err, context.Canceled):
		return &Error{Code: Canceled, Message: "The request was cancelled: the client went away before the answer."}, true
	case errors.Is(err, context.DeadlineExceeded):
		return &Error{Code: Timeout, Message: "The request took too long and was stopped: ask for less in one request."}, true
	case unavailable(err):
		return &Error{Code: Unavailable, Message: "The database is unavailable right now: try again in a moment."}, true
	}
	return &Error{Code: Internal, Message: "Internal error: the server failed; try again later."}, false
}

// FieldInvalid is the error of a column's check (a validate.Error) that err reports, as
// the saves of every type report theirs.
func FieldInvalid(column string, err error) *Error {
	field := FieldName(column)
	if rule := (*validate.Error)(nil); errors.As(err, &rule) {
		return Invalid(field, rule.Rule, field+" "+rule.Message)
	}
	return Invalid(field, "invalid", field+" is not valid")
}

func fromValidation(ve *ent.ValidationError) *Error {
	field := FieldName(ve.Name)
	var rule *validate.Error
	switch {
	case errors.As(ve, &rule):
		return FieldInvalid(ve.Name, ve)
	case strings.Contains(ve.Error(), "missing required field"):
		return Invalid(field, "required", field+" is required")
	case strings.Contains(ve.Error(), "out of range"):
		return Invalid(field, "range", field+" must be greater than 0 and at most 1000000000")
	}
	return Invalid(field, "invalid", field+" is not valid")
}

func fromConstraint(ce *ent.ConstraintError) *Error {
	msg := ce.Error()
	if strings.Contains(msg, "singleton") {
		return Conflictf("This record already exists and there can be only one: update it instead of adding another.")
	}
	for _, cf := range uniqueFields {
		col, field := cf[0], cf[1]
		if strings.Contains(msg, "."+col) || strings.Contains(msg, "_"+col+"_key") || strings.Contains(msg, "_"+col+`"`) || strings.Contains(msg, "("+col+")") {
			e := Conflictf("%s is already taken: another record has the same value.", field)
			e.Fields = map[string]string{field: "unique"}
			return e
		}
	}
	return Conflictf("The change clashes with existing data.")
}

// FieldName is the API's name of a column (its REST bodies, its GraphQL fields, the
// fields at fault of an Error): banner_heading → bannerHeading.
func FieldName(snake string) string {
	parts := strings.Split(snake, "_")
	for i := 1; i < len(parts); i++ {
		switch {
		case parts[i] == "id":
			parts[i] = "ID" // as entgql names the input field (tax_id: taxID)
		case parts[i] != "":
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}

// unavailable reports a failure to reach the database, as opposed to a bug.
func unavailable(err error) bool {
	var op *net.OpError
	var pqErr *pq.Error
	switch {
	case errors.Is(err, driver.ErrBadConn), errors.Is(err, sql.ErrConnDone), errors.Is(err, syscall.ECONNREFUSED),
		errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF), errors.As(err, &op):
		return true
	case errors.As(err, &pqErr):
		// Class 08: connection exception; 57P0x: the server is shutting down or starting.
		return strings.HasPrefix(string(pqErr.Code), "08") || strings.HasPrefix(string(pqErr.Code), "57P")
	}
	return false
}
