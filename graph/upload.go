package graph

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"seoagency/apierr"
	"seoagency/audit"
	"seoagency/auth"
	"seoagency/media"
)

// MaxUpload bounds a multipart request: one image of media.MaxBytes and its operation.
const MaxUpload = media.MaxBytes + MaxBody + 64<<10

// Uploads bounds the uploads one server takes at once. An upload holds a slot from
// before the first byte of its body is read until it is answered, so that the memory of
// processing images (media.Check: about one image's pixels, a few times over) is at most
// that of as many images as there are slots; its file waits in a temporary file, not in
// memory. A body must keep coming: a stalled or trickling one is refused and gives its
// slot back.
type Uploads struct {
	slots chan struct{} // nil: no bound
	// Wait is how long an upload waits for a slot before it is refused (503, Retry-After).
	Wait time.Duration
	// A body is refused once no byte came for Idle, or once, Grace after it began, it has
	// come at less than MinRate bytes a second on average, or once it has taken Max.
	// Zero: no pacing.
	Idle, Grace, Max time.Duration
	MinRate          int64
}

// The defaults of NewUploads: a 20 MB photo comes in well under Max on any broadband
// line (32 KB/s is a poor mobile uplink); the server's ReadTimeout (30 s) bounds a body anyway.
const (
	DefaultUploadSlots = 2
	uploadWait         = 10 * time.Second
	uploadIdle         = 5 * time.Second
	uploadGrace        = 5 * time.Second
	uploadMax          = 30 * time.Second
	uploadMinRate      = 32 << 10
)

// NewUploads takes at most slots uploads at once, paced by the defaults.
func NewUploads(slots int) *Uploads {
	return &Uploads{slots: make(chan struct{}, max(1, slots)), Wait: uploadWait,
		Idle: uploadIdle, Grace: uploadGrace, Max: uploadMax, MinRate: uploadMinRate}
}

// decodeMultipart decides whether the caller may upload, and takes a slot, before it
// reads a byte of the body; then it receives the upload (receive). Refused, the
// connection is closed: its body is left unread rather than drained. The request's
// done, when set, gives back what the upload holds, once it is answered.
func (u *Uploads) decodeMultipart(w http.ResponseWriter, r *http.Request) (request, *refusal) {
	if u == nil {
		u = &Uploads{} // no bound, no pacing
	}
	req, refused := u.admit(w, r)
	if refused == nil {
		req, refused = u.receive(w, r, req.done)
	}
	if refused != nil {
		// Left unread rather than drained: the connection is closed after the answer, and
		// a read deadline now stops the server's own reading of what is left of the body.
		w.Header().Set("Connection", "close")
		_ = http.NewResponseController(w).SetReadDeadline(time.Now())
	}
	return req, refused
}

// admit lets an upload of a role that adds media in when a slot is free, and refuses
// anyone else's. The rule is the one media's Upload applies again; here it is applied
// before the body is read, so that no one else's upload costs the server anything.
func (u *Uploads) admit(w http.ResponseWriter, r *http.Request) (request, *refusal) {
	if err := auth.Require(r.Context(), auth.Media, auth.Add); err != nil {
		audit.Refusal(r.Context(), "GraphQL upload", err)
		e, _ := apierr.From(err)
		if e.Code == apierr.Unauthenticated {
			// Tokens travel in a header, so a form another site posts carries none.
			w.Header().Set("WWW-Authenticate", "Bearer")
			e.Message = "Sign in: an upload must carry an Authorization header with a staff member's ID token."
		}
		return request{}, &refusal{e.Status(), string(e.Code), e.Message}
	}
	if u.slots == nil {
		return request{done: func() {}}, nil
	}
	wait := time.NewTimer(u.Wait)
	defer wait.Stop()
	select {
	case u.slots <- struct{}{}:
		return request{done: func() { <-u.slots }}, nil
	case <-wait.C:
	case <-r.Context().Done():
	}
	secs := max(1, int(u.Wait/time.Second))
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	return request{}, &refusal{http.StatusServiceUnavailable, string(apierr.Unavailable),
		fmt.Sprintf("The server is busy with %d other uploads: try again in %d seconds.", cap(u.slots), secs)}
}

// receive reads an upload as the GraphQL multipart request specification has it,
// strictly and in order: "operations" (one request, decoded as a JSON body is), "map"
// (exactly one file, for variables.file), then that file and nothing after it. The file
// goes to a temporary file, which the request's done closes; refused, receive calls
// release itself.
func (u *Uploads) receive(w http.ResponseWriter, r *http.Request, release func()) (req request, refused *refusal) {
	var file *os.File
	body := u.paced(w, r.Body)
	defer func() {
		if refused == nil {
			body.received()
			req.done = func() {
				_ = file.Close() // already removed: closing frees its blocks
				release()
			}
			return
		}
		if file != nil {
			_ = file.Close()
		}
		release()
	}()
	r.Body = http.MaxBytesReader(w, body, MaxUpload)
	mr, err := r.MultipartReader()
	if err != nil {
		return request{}, badRequest("The multipart body cannot be read (%v): send operations, map and one file.", err)
	}
	ops, refused := body.field(mr, "operations", MaxBody)
	if refused != nil {
		return request{}, refused
	}
	req, refused = decodeBody(ops)
	if refused != nil {
		return request{}, refused
	}
	if v, ok := req.Variables["file"]; !ok || v != nil {
		return request{}, badRequest(`The operations must have "file": null in their variables, for the uploaded file.`)
	}
	raw, refused := body.field(mr, "map", 1024)
	if refused != nil {
		return request{}, refused
	}
	var fileMap map[string][]string
	if err := json.Unmarshal(raw, &fileMap); err != nil || len(fileMap) != 1 {
		return request{}, badRequest(`The map must be one JSON object naming one file: {"0": ["variables.file"]}.`)
	}
	var key string
	for k, paths := range fileMap {
		if len(paths) != 1 || paths[0] != "variables.file" {
			return request{}, badRequest(`The map must put its one file at variables.file: {"0": ["variables.file"]}.`)
		}
		key = k
	}
	part, err := mr.NextPart()
	if refused := body.refusal(err); refused != nil {
		return request{}, refused
	}
	if err != nil || part.FormName() != key {
		return request{}, badRequest("The file named by the map (%q) must follow it.", key)
	}
	if file, err = os.CreateTemp("", "upload-*"); err != nil {
		return request{}, &refusal{http.StatusServiceUnavailable, string(apierr.Unavailable), "The upload could not be received right now (no room for it): try again in a moment."}
	}
	// Removed at once: the open file is this request's alone, and nothing is left behind
	// should the process die.
	_ = os.Remove(file.Name())
	size, err := io.Copy(file, io.LimitReader(part, media.MaxBytes+1))
	if refused := body.refusal(err); refused != nil {
		return request{}, refused
	}
	if size > media.MaxBytes {
		return request{}, &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The file is larger than %d MB: make it smaller and upload it again.", media.MaxBytes>>20)}
	}
	if _, err := mr.NextPart(); err != io.EOF {
		if refused := body.refusal(err); refused != nil {
			return request{}, refused
		}
		return request{}, badRequest("Send one file per request: the body goes on after it.")
	}
	if _, err := file.Seek(0, io.SeekStart); err != nil {
		return request{}, &refusal{http.StatusServiceUnavailable, string(apierr.Unavailable), "The upload could not be received right now: try again in a moment."}
	}
	// The name as sent: Part.FileName would drop a path in it, which the library refuses.
	_, disposition, _ := mime.ParseMediaType(part.Header.Get("Content-Disposition"))
	req.Variables["file"] = graphql.Upload{File: file, Filename: disposition["filename"], Size: size,
		ContentType: part.Header.Get("Content-Type")}
	req.Upload = true
	return req, nil
}

// pacedBody is an upload's body, read against a deadline set on the connection before
// each read (Uploads' pacing), so that a read that stalls ends by itself.
type pacedBody struct {
	io.ReadCloser
	u       *Uploads
	rc      *http.ResponseController
	start   time.Time
	n       int64 // bytes read
	paced   bool  // the connection takes deadlines (a recorder in tests does not)
	stalled bool  // a read ran past its deadline
}

func (u *Uploads) paced(w http.ResponseWriter, body io.ReadCloser) *pacedBody {
	b := &pacedBody{ReadCloser: body, u: u, rc: http.NewResponseController(w), start: time.Now()}
	b.paced = u.Idle > 0 && b.rc.SetReadDeadline(b.deadline()) == nil
	return b
}

// deadline is when the next byte must have come: within Idle, within Max of the start,
// and before the body falls behind MinRate (after Grace).
func (b *pacedBody) deadline() time.Time {
	d := time.Now().Add(b.u.Idle)
	if end := b.start.Add(b.u.Max); end.Before(d) {
		d = end
	}
	if b.u.MinRate > 0 {
		if behind := b.start.Add(b.u.Grace + time.Duration((b.n+1)*int64(time.Second)/b.u.MinRate)); behind.Before(d) {
			d = behind
		}
	}
	return d
}

func (b *pacedBody) Read(p []byte) (int, error) {
	if b.paced {
		_ = b.rc.SetReadDeadline(b.deadline())
	}
	n, err := b.ReadCloser.Read(p)
	b.n += int64(n)
	if errors.Is(err, os.ErrDeadlineExceeded) {
		b.stalled = true
	}
	return n, err
}

// received ends the pacing of a body read to its end: the connection is left without a
// read deadline, which would otherwise end the request's context while the upload is
// processed (the server reads on in the background once a body is done).
func (b *pacedBody) received() {
	if b.paced {
		_ = b.rc.SetReadDeadline(time.Time{})
	}
}

// field reads the next part, which must be the named field, of at most max bytes.
func (b *pacedBody) field(mr *multipart.Reader, name string, max int64) ([]byte, *refusal) {
	part, err := mr.NextPart()
	if refused := b.refusal(err); refused != nil {
		return nil, refused
	}
	if err == io.EOF || part.FormName() != name {
		return nil, badRequest("The multipart body must have %q here: operations, then map, then the file.", name)
	}
	data, err := io.ReadAll(io.LimitReader(part, max+1))
	if refused := b.refusal(err); refused != nil {
		return nil, refused
	}
	if int64(len(data)) > max {
		return nil, &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The %q part is larger than %d bytes.", name, max)}
	}
	return data, nil
}

// refusal says why reading the body failed with err; nil when err is nil or io.EOF.
func (b *pacedBody) refusal(err error) *refusal {
	var tooLarge *http.MaxBytesError
	switch {
	case err == nil, err == io.EOF:
		return nil
	case b.stalled:
		return &refusal{http.StatusRequestTimeout, string(apierr.Timeout), fmt.Sprintf(
			"The upload came too slowly and was stopped: a body may not pause for %v, must come at %d KB/s or more after its first %v, and must be done within %v. Send it again.",
			b.u.Idle, b.u.MinRate>>10, b.u.Grace, b.u.Max)}
	case errors.As(err, &tooLarge):
		return &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The request is larger than %d bytes: upload one image of at most %d MB.", MaxUpload, media.MaxBytes>>20)}
	}
	return badRequest("The multipart body is malformed (%v).", err)
}
