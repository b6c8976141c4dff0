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

	"github.com/99designs/gqlgen/graphql"

	"seoagency/media"
)

// MaxUpload bounds a multipart request: one image of media.MaxBytes and its operation.
const MaxUpload = media.MaxBytes + MaxBody + 64<<10

// decodeMultipart reads an upload as the GraphQL multipart request specification has
// it, strictly and in order: "operations" (one request, decoded as a JSON body is),
// "map" (exactly one file, for variables.file), then that file and nothing after it.
func decodeMultipart(w http.ResponseWriter, r *http.Request) (request, *refusal) {
	// Tokens travel in a header, so a form another site posts carries none: it is
	// refused here, before a byte of its file is read.
	if r.Header.Get("Authorization") == "" {
		return request{}, &refusal{http.StatusUnauthorized, "UNAUTHENTICATED", "Sign in: an upload must carry an Authorization header with an admin's ID token."}
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxUpload)
	mr, err := r.MultipartReader()
	if err != nil {
		return request{}, badRequest("The multipart body cannot be read (%v): send operations, map and one file.", err)
	}
	ops, refused := multipartField(mr, "operations", MaxBody)
	if refused != nil {
		return request{}, refused
	}
	req, refused := decodeBody(ops)
	if refused != nil {
		return request{}, refused
	}
	if v, ok := req.Variables["file"]; !ok || v != nil {
		return request{}, badRequest(`The operations must have "file": null in their variables, for the uploaded file.`)
	}
	raw, refused := multipartField(mr, "map", 1024)
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
	if err != nil || part.FormName() != key {
		return request{}, badRequest("The file named by the map (%q) must follow it.", key)
	}
	data, err := io.ReadAll(io.LimitReader(part, media.MaxBytes+1))
	if refused := readRefusal(err); refused != nil {
		return request{}, refused
	}
	if len(data) > media.MaxBytes {
		return request{}, &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The file is larger than %d MB: make it smaller and upload it again.", media.MaxBytes>>20)}
	}
	if _, err := mr.NextPart(); err != io.EOF {
		if refused := readRefusal(err); refused != nil {
			return request{}, refused
		}
		return request{}, badRequest("Send one file per request: the body goes on after it.")
	}
	// The name as sent: Part.FileName would drop a path in it, which the library refuses.
	_, disposition, _ := mime.ParseMediaType(part.Header.Get("Content-Disposition"))
	req.Variables["file"] = graphql.Upload{File: bytes.NewReader(data), Filename: disposition["filename"], Size: int64(len(data)),
		ContentType: part.Header.Get("Content-Type")}
	req.Upload = true
	return req, nil
}

// multipartField reads the next part, which must be the named field, of at most max bytes.
func multipartField(mr *multipart.Reader, name string, max int64) ([]byte, *refusal) {
	part, err := mr.NextPart()
	if refused := readRefusal(err); refused != nil {
		return nil, refused
	}
	if err == io.EOF || part.FormName() != name {
		return nil, badRequest("The multipart body must have %q here: operations, then map, then the file.", name)
	}
	data, err := io.ReadAll(io.LimitReader(part, max+1))
	if refused := readRefusal(err); refused != nil {
		return nil, refused
	}
	if int64(len(data)) > max {
		return nil, &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The %q part is larger than %d bytes.", name, max)}
	}
	return data, nil
}

func readRefusal(err error) *refusal {
	var tooLarge *http.MaxBytesError
	switch {
	case err == nil, err == io.EOF:
		return nil
	case errors.As(err, &tooLarge):
		return &refusal{http.StatusRequestEntityTooLarge, "TOO_LARGE", fmt.Sprintf("The request is larger than %d bytes: upload one image of at most %d MB.", MaxUpload, media.MaxBytes>>20)}
	}
	return badRequest("The multipart body is malformed (%v).", err)
}
