package media

import (
	"errors"
	"io"
	"log/slog"
	"net/http"
	"path"
	"strconv"
	"strings"

	"gocloud.dev/gcerrors"
)

// ServeHTTP serves the library's files at /media/<name>: immutable, since a name is
// its content's hash; nothing but the names the library makes is ever read.
func (l *Library) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Use GET.", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(r.URL.Path, Prefix)
	if !fileName.MatchString(name) {
		http.NotFound(w, r)
		return
	}
	etag := `"` + strings.TrimSuffix(name, path.Ext(name)) + `"`
	h := w.Header()
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("ETag", etag)
	h.Set("X-Content-Type-Options", "nosniff")
	// A file opened on its own is an image, never a page that runs anything.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	if match := r.Header.Get("If-None-Match"); match == etag || match == "*" {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	rd, err := l.Store.NewReader(r.Context(), name, nil)
	if gcerrors.Code(err) == gcerrors.NotFound {
		h.Del("Cache-Control") // not yet made (a width in the making) or never: ask again later
		h.Del("ETag")
		http.NotFound(w, r)
		return
	} else if err != nil {
		slog.ErrorContext(r.Context(), "media: the store cannot be read", "file", name, "err", err)
		h.Set("Cache-Control", "no-store")
		h.Del("ETag")
		http.Error(w, "The image cannot be read now: try again shortly.", http.StatusServiceUnavailable)
		return
	}
	defer rd.Close()
	h.Set("Content-Type", contentTypeOf(name))
	h.Set("Content-Length", strconv.FormatInt(rd.Size(), 10))
	if r.Method == http.MethodHead {
		return
	}
	if _, err := io.Copy(w, rd); err != nil && !errors.Is(err, r.Context().Err()) {
		slog.WarnContext(r.Context(), "media: a file was cut short", "file", name, "err", err)
	}
}

func contentTypeOf(name string) string {
	switch path.Ext(name) {
	case ".jpg":
		return formatJPEG.ContentType
	case ".png":
		return formatPNG.ContentType
	case ".gif":
		return formatGIF.ContentType
	}
	return formatWebP.ContentType
}
