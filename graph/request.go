package graph

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"
)

// MaxBody bounds a POST body on /graphql.
const MaxBody = 1 << 20

// request is what a caller sent, decoded once: the gate decides on it and the
// executor runs it, so no other reading of the bytes can disagree.
type request struct {
	ID            string
	HasID         bool
	Query         string
	HasQuery      bool
	OperationName string
	Variables     map[string]any
	Extensions    map[string]any
	// Upload: sent as a multipart request, whose refusal is told by its HTTP status too.
	Upload bool
	// uploads are the places in Variables that hold an upload's files (the map's paths,
	// after "variables"), which the operation must declare as of type Upload.
	uploads [][]string
	// done gives back what an upload holds (Uploads), once it is answered; nil: nothing.
	done func()
}

// refusal is a request the server will not run, with the status and code a caller gets.
type refusal struct {
	Status  int
	Code    string
	Message string
}

func (e *refusal) Error() string { return e.Message }

func badRequest(format string, a ...any) *refusal {
	return &refusal{http.StatusBadRequest, "BAD_REQUEST", fmt.Sprintf(format, a...)}
}

const requestKeys = "id (or query), operationName, variables and extensions"

// decodeRequest reads a GET's URL parameters or a POST's JSON body strictly: one
// object, each key once, known keys only, UTF-8 without a byte order mark.
func decodeRequest(w http.ResponseWriter, r *http.Request, uploads *Uploads) (request, *refusal) {
	switch r.Method {
	case http.MethodGet:
		return decodeGET(r.URL.RawQuery)
	case http.MethodPost:
		if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt == "multipart/form-data" {
			return uploads.decodeMultipart(w, r)
		}
		if !jsonMediaType(r.Header.Get("Content-Type")) {
			return request{}, &refusal{http.StatusUnsupportedMediaType, "UNSUPPORTED_MEDIA_TYPE", "Send the body as UTF-8 JSON with Content-Type: application/json (or an upload as multipart/form-data)."}
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return request{}, &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The request body is larger than %d bytes.", MaxBody)}
		} else if err != nil {
			return request{}, badRequest("The request body could not be read.")
		}
		return decodeBody(body)
	}
	return request{}, &refusal{http.StatusMethodNotAllowed, "METHOD_NOT_ALLOWED", "Use GET (queries) or POST."}
}

// jsonMediaType is application/json, in UTF-8 if a charset is named.
func jsonMediaType(header string) bool {
	mt, params, err := mime.ParseMediaType(header)
	if err != nil || mt != "application/json" {
		return false
	}
	for k, v := range params {
		if k != "charset" || !strings.EqualFold(v, "utf-8") {
			return false
		}
	}
	return true
}

func decodeBody(body []byte) (request, *refusal) {
	switch {
	case bytes.HasPrefix(body, []byte("\xef\xbb\xbf")):
		return request{}, badRequest("The body starts with a byte order mark: send UTF-8 JSON without one.")
	case !utf8.Valid(body) || bytes.IndexByte(body, 0) >= 0:
		return request{}, badRequest("The body is not UTF-8 text (UTF-16 or binary?): send JSON encoded as UTF-8.")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	v, err := jsonValue(dec, 0)
	if err != nil {
		return request{}, badJSON(err)
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return request{}, badRequest("The body must be one JSON object with %s; batches (arrays) are not accepted.", requestKeys)
	}
	if _, err := dec.Token(); err != io.EOF {
		return request{}, badRequest("The body has more after its JSON object (at byte %d): send exactly one object.", dec.InputOffset())
	}
	var req request
	for k, v := range obj {
		if err := req.set(k, v); err != nil {
			return request{}, err
		}
	}
	return req, nil
}

func decodeGET(rawQuery string) (request, *refusal) {
	params, err := url.ParseQuery(rawQuery)
	if err != nil {
		return request{}, badRequest("The URL's parameters cannot be read: %v.", err)
	}
	var req request
	for k, vs := range params {
		if len(vs) > 1 {
			return request{}, badRequest("The parameter %s is given %d times: give it once.", k, len(vs))
		}
		var v any = vs[0]
		if k == "variables" || k == "extensions" {
			if !utf8.ValidString(vs[0]) {
				return request{}, badRequest("%s is not UTF-8 text.", k)
			}
			dec := json.NewDecoder(strings.NewReader(vs[0]))
			dec.UseNumber()
			if v, err = jsonValue(dec, 0); err != nil {
				return request{}, badRequest("%s is not valid JSON: %v.", k, err)
			}
			if _, err := dec.Token(); err != io.EOF {
				return request{}, badRequest("%s has more after its JSON value: send one object.", k)
			}
		}
		if err := req.set(k, v); err != nil {
			return request{}, err
		}
	}
	return req, nil
}

func (req *request) set(key string, v any) *refusal {
	str := func() (string, *refusal) {
		s, ok := v.(string)
		if !ok {
			return "", badRequest("%s must be a string.", key)
		}
		return s, nil
	}
	obj := func() (map[string]any, *refusal) {
		m, ok := v.(map[string]any)
		if !ok && v != nil {
			return nil, badRequest("%s must be a JSON object.", key)
		}
		return m, nil
	}
	var err *refusal
	switch key {
	case "id":
		req.ID, err = str()
		req.HasID = true
	case "query":
		req.Query, err = str()
		req.HasQuery = true
	case "operationName":
		if v != nil {
			req.OperationName, err = str()
		}
	case "variables":
		req.Variables, err = obj()
	case "extensions":
		req.Extensions, err = obj()
	default:
		err = badRequest("Unknown request field %q: a request has %s.", key, requestKeys)
	}
	return err
}

// maxJSONDepth bounds the nesting of variables (input objects are far shallower).
const maxJSONDepth = 32

var errDuplicateKey = errors.New("duplicate key")

// jsonValue reads one JSON value, refusing a key given twice in an object (readers
// that keep the first and readers that keep the last would disagree on it).
func jsonValue(dec *json.Decoder, depth int) (any, error) {
	if depth > maxJSONDepth {
		return nil, fmt.Errorf("nested deeper than %d levels", maxJSONDepth)
	}
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch tok {
	case json.Delim('{'):
		m := map[string]any{}
		for dec.More() {
			kt, err := dec.Token()
			if err != nil {
				return nil, err
			}
			k := kt.(string)
			if _, dup := m[k]; dup {
				return nil, fmt.Errorf("%w %q", errDuplicateKey, k)
			}
			if m[k], err = jsonValue(dec, depth+1); err != nil {
				return nil, err
			}
		}
		_, err := dec.Token()
		return m, err
	case json.Delim('['):
		l := []any{}
		for dec.More() {
			v, err := jsonValue(dec, depth+1)
			if err != nil {
				return nil, err
			}
			l = append(l, v)
		}
		_, err := dec.Token()
		return l, err
	}
	return tok, nil
}

func badJSON(err error) *refusal {
	var syntax *json.SyntaxError
	switch {
	case errors.As(err, &syntax):
		return badRequest("The body is not valid JSON (at byte %d): %v.", syntax.Offset, syntax)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return badRequest("The body is empty or cut short: send one JSON object with %s.", requestKeys)
	case errors.Is(err, errDuplicateKey):
		return badRequest("The body has a %v: give each key once.", err)
	}
	return badRequest("The body is not valid JSON: %v.", err)
}
