package graph

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"seoagency/apierr"
	"seoagency/audit"
	"seoagency/auth"
	"seoagency/media"
)

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

// The bounds of one multipart request, besides media.MaxBytes per file: its files (map
// entries) and the places they go (paths), and its files' bytes together. The body is
// bounded by MaxUpload, and must come within Uploads' pacing (30 s) like any upload.
const (
	MaxUploadFiles = 10
	MaxUploadBytes = 2 * media.MaxBytes
	maxMapBytes    = 4 << 10
)

// maxUploadRun bounds the run of an upload of several files: with a body of at most 30 s
// (Uploads' pacing), it ends within the server's WriteTimeout (60 s).
const maxUploadRun = 25 * time.Second

// runTime is the time limit of an operation that processes files uploaded files: the
// operation's limit for each (an image is decoded, checked and stored), at most
// maxUploadRun.
func runTime(limit time.Duration, files int) time.Duration {
	if files <= 1 {
		return limit
	}
	return min(limit*time.Duration(files), max(limit, maxUploadRun))
}

// MaxUpload bounds a multipart request's body: its files, operations, map and the parts'
// headers.
const MaxUpload = MaxUploadBytes + MaxBody + maxMapBytes + 64<<10

// receive reads an upload as the GraphQL multipart request specification has it, strictly
// and in order: "operations" (one request, decoded as a JSON body is), "map" (which file
// goes where: {"0": ["variables.input.files.0.file"]}), then each file the map names,
// once, and nothing after them. Every path must lead through the operations' variables to
// a null (checked before any file is read); Transport.Do checks, once the operation is
// known, that each one is a place of type Upload. Each file goes to a temporary file,
// which the request's done closes; refused, receive calls release itself.
//
// Not gqlgen's transport.MultipartForm: it reads every part before anyone is asked who
// may upload, keeps small bodies in memory, has no bound on the count of files, neither
// paces a body nor removes a temporary file before it is used, and its
// RawParams.AddUpload panics on a path through a value of another type or past a
// list's end (a stranger's map). This reader keeps the specification's format and the
// server's bounds.
func (u *Uploads) receive(w http.ResponseWriter, r *http.Request, release func()) (req request, refused *refusal) {
	var files []*os.File
	body := u.paced(w, r.Body)
	defer func() {
		if refused == nil {
			body.received()
			req.done = func() {
				for _, f := range files {
					_ = f.Close() // already removed: closing frees its blocks
				}
				release()
			}
			return
		}
		for _, f := range files {
			_ = f.Close()
		}
		release()
	}()
	r.Body = http.MaxBytesReader(w, body, MaxUpload)
	mr, err := r.MultipartReader()
	if err != nil {
		return request{}, badRequest("The multipart body cannot be read (%v): send operations, map and the files.", err)
	}
	ops, refused := body.field(mr, "operations", MaxBody)
	if refused != nil {
		return request{}, refused
	}
	req, refused = decodeBody(ops)
	if refused != nil {
		return request{}, refused
	}
	raw, refused := body.field(mr, "map", maxMapBytes)
	if refused != nil {
		return request{}, refused
	}
	fileMap, refused := readMap(raw, req.Variables)
	if refused != nil {
		return request{}, refused
	}
	var received int64 // bytes of files so far
	for range len(fileMap) {
		part, err := mr.NextPart()
		if refused := body.refusal(err); refused != nil {
			return request{}, refused
		}
		if err == io.EOF {
			return request{}, badRequest("The body ends before every file the map names: %s.", missing(fileMap))
		}
		key := part.FormName()
		paths, ok := fileMap[key]
		if !ok {
			return request{}, badRequest("The part %q is not a file the map names (or it came twice): send each file of the map once, after the map.", key)
		}
		delete(fileMap, key)
		file, err := os.CreateTemp("", "upload-*")
		if err != nil {
			return request{}, &refusal{http.StatusServiceUnavailable, string(apierr.Unavailable), "The upload could not be received right now (no room for it): try again in a moment."}
		}
		files = append(files, file)
		// Removed at once: the open file is this request's alone, and nothing is left behind
		// should the process die.
		_ = os.Remove(file.Name())
		size, err := io.Copy(file, io.LimitReader(part, min(media.MaxBytes, MaxUploadBytes-received)+1))
		if refused := body.refusal(err); refused != nil {
			return request{}, refused
		}
		received += size
		switch {
		case size > media.MaxBytes:
			return request{}, &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The file %q is larger than %d MB: make it smaller and upload it again.", key, media.MaxBytes>>20)}
		case received > MaxUploadBytes:
			return request{}, &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The files are larger than %d MB together: send them in several requests.", MaxUploadBytes>>20)}
		}
		// The name as sent: Part.FileName would drop a path in it, which the library refuses.
		_, disposition, _ := mime.ParseMediaType(part.Header.Get("Content-Disposition"))
		for _, p := range paths {
			// Each place reads the file from its start, on its own.
			p.set(graphql.Upload{File: io.NewSectionReader(file, 0, size), Filename: disposition["filename"], Size: size,
				ContentType: part.Header.Get("Content-Type")})
			req.uploads = append(req.uploads, p.path)
		}
	}
	if _, err := mr.NextPart(); err != io.EOF {
		if refused := body.refusal(err); refused != nil {
			return request{}, refused
		}
		return request{}, badRequest("The body goes on after the files the map names: send each file once, and nothing else.")
	}
	req.Upload = true
	return req, nil
}

// place is where a file goes in the operations' variables: path as the map wrote it,
// and set, which puts the file there.
type place struct {
	path []string // the path's parts after "variables"
	set  func(graphql.Upload)
}

// readMap reads the map part: a JSON object (each key once) of at most MaxUploadFiles
// files, each to a list of paths ("variables.input.files.0.file"), MaxUploadFiles paths in
// all, no path twice, each leading through vars to a null (the specification's
// placeholder): an object's key, or a list's index written as a decimal number.
func readMap(raw []byte, vars map[string]any) (map[string][]place, *refusal) {
	const example = `{"0": ["variables.file"]} or {"0": ["variables.input.files.0.file"], "1": ["variables.input.files.1.file"]}`
	dec := json.NewDecoder(bytes.NewReader(raw))
	v, err := jsonValue(dec, 0)
	if err == nil {
		_, err = dec.Token()
		if err == io.EOF {
			err = nil
		} else if err == nil {
			err = errors.New("more after the object")
		}
	}
	obj, ok := v.(map[string]any)
	if err != nil || !ok || len(obj) == 0 {
		return nil, badRequest("The map must be one JSON object naming each file and where it goes, such as %s.", example)
	}
	if len(obj) > MaxUploadFiles {
		return nil, &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The map names %d files: send at most %d in one request.", len(obj), MaxUploadFiles)}
	}
	out := map[string][]place{}
	seen := map[string]bool{}
	for key, v := range obj {
		list, ok := v.([]any)
		if key == "" || !ok || len(list) == 0 {
			return nil, badRequest("The map's entry %q must be a non-empty list of paths, such as %s.", key, example)
		}
		for _, p := range list {
			path, ok := p.(string)
			if !ok {
				return nil, badRequest("The map's entry %q must list paths as strings, such as %s.", key, example)
			}
			if seen[path] {
				return nil, badRequest("The map names the path %q twice: each place takes one file.", path)
			}
			seen[path] = true
			if len(seen) > MaxUploadFiles {
				return nil, &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The map names more than %d paths: send at most %d files in one request.", MaxUploadFiles, MaxUploadFiles)}
			}
			pl, why := placeAt(vars, path)
			if why != "" {
				return nil, badRequest("The map's path %q %s: a file goes where the operations' variables hold null, such as %s.", path, why, example)
			}
			out[key] = append(out[key], pl)
		}
	}
	return out, nil
}

// placeAt follows path ("variables.a.0.b") through vars to a null; why says why not.
func placeAt(vars map[string]any, path string) (place, string) {
	parts := strings.Split(path, ".")
	if len(parts) < 2 || parts[0] != "variables" {
		return place{}, `does not start with "variables."`
	}
	var at any = vars
	var set func(graphql.Upload)
	for _, name := range parts[1:] {
		switch c := at.(type) {
		case map[string]any:
			v, ok := c[name]
			if !ok {
				return place{}, fmt.Sprintf("leads to %q, which the variables do not have", name)
			}
			at, set = v, func(u graphql.Upload) { c[name] = u }
		case []any:
			i, err := strconv.Atoi(name)
			if err != nil || i < 0 || i >= len(c) || strconv.Itoa(i) != name {
				return place{}, fmt.Sprintf("gives %q for a list of %d items (an index from 0 to %d, as digits)", name, len(c), len(c)-1)
			}
			at, set = c[i], func(u graphql.Upload) { c[i] = u }
		default:
			return place{}, fmt.Sprintf("goes on past a value at %q", name)
		}
	}
	if at != nil {
		return place{}, "leads to a value, not null"
	}
	return place{path: parts[1:], set: set}, ""
}

// missing lists the files of the map not received yet.
func missing(fileMap map[string][]place) string {
	keys := make([]string, 0, len(fileMap))
	for k := range fileMap {
		keys = append(keys, strconv.Quote(k))
	}
	slices.Sort(keys)
	return strings.Join(keys, ", ")
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
		return nil, badRequest("The multipart body must have %q here: operations, then map, then the files.", name)
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
		return &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The request is larger than %d bytes: upload at most %d MB of images, each of at most %d MB.", MaxUpload, MaxUploadBytes>>20, media.MaxBytes>>20)}
	}
	return badRequest("The multipart body is malformed (%v).", err)
}

// uploadFileError is err of the file at input.files[i] of uploadMediaFiles, saying which
// file it is; an error of the server's own (not an apierr) is left as it is.
func uploadFileError(err error, i int, filename string) error {
	e, ok := apierr.From(err)
	if !ok {
		return err
	}
	out := *e
	out.Message = fmt.Sprintf("File %d (%q): %s", i+1, filename, e.Message)
	if len(e.Fields) > 0 {
		out.Fields = map[string]string{}
		for k, v := range e.Fields {
			out.Fields[fmt.Sprintf("files.%d.%s", i, k)] = v
		}
	}
	return &out
}
