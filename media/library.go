package media

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"entgo.io/ent/privacy"
	"gocloud.dev/blob"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	entmedia "seoagency/ent/media"
	"seoagency/queue"
	"seoagency/validate"
)

// Prefix is where the site serves the library's files.
const Prefix = "/media/"

// OriginalName is the stored name of an image's original: <hash>.<ext>.
func OriginalName(hash string, f Format) string { return hash + "." + f.Ext }

// VariantName is the stored name of one responsive width: <hash>-<width>.<ext>.
func VariantName(hash string, width int, f Format) string {
	return hash + "-" + strconv.Itoa(width) + "." + f.Ext
}

// URL is the address of an image's original on this site; content fields hold it.
func URL(m *ent.Media) string { return Prefix + OriginalName(m.Hash, FormatOf(m.Format.String())) }

// Srcsets are an image's responsive widths as srcset attributes: in WebP, and in the
// original's format (whose last entry is the original itself). Empty until the
// processing job has made the widths.
func Srcsets(m *ent.Media) (webpSet, fallbackSet string) {
	if len(m.Widths) == 0 {
		return "", ""
	}
	f := FormatOf(m.Format.String())
	var ws, fs []string
	for _, w := range m.Widths {
		ws = append(ws, fmt.Sprintf("%s%s %dw", Prefix, VariantName(m.Hash, w, formatWebP), w))
		if w < m.Width {
			fs = append(fs, fmt.Sprintf("%s%s %dw", Prefix, VariantName(m.Hash, w, f.fallback()), w))
		}
	}
	fs = append(fs, fmt.Sprintf("%s %dw", URL(m), m.Width))
	return strings.Join(ws, ", "), strings.Join(fs, ", ")
}

// fileName matches the names the library stores, and nothing else.
var fileName = regexp.MustCompile(`^[0-9a-f]{32}(-[0-9]{2,4})?\.(jpg|png|gif|webp)$`)

// Library is the media library of one server: its store and its queue.
type Library struct {
	Client *ent.Client
	Store  *blob.Bucket
	Queue  *queue.Queue
}

// Upload adds an image to the library (the media area's Add: authors too): checked and stripped at once, its
// original stored and its row created; its widths follow on the queue. The same image
// uploaded again is the same row. Nothing is stored for a refused file.
func (l *Library) Upload(ctx context.Context, c *ent.Client, file io.Reader, filename, alt string) (*ent.Media, error) {
	if err := auth.Require(ctx, auth.Media, auth.Add); err != nil {
		return nil, err
	}
	// A browser sends a file's own name; a path in it is a client up to no good.
	if strings.ContainsAny(filename, `/\`) {
		return nil, apierr.Invalid("file", "name", "The file name holds a folder path (/ or \\): send the file's own name, such as photo.jpg.")
	}
	data, err := io.ReadAll(io.LimitReader(file, MaxBytes+1))
	if err != nil {
		return nil, apierr.Invalid("file", "readable", "The upload could not be read to its end: try again.")
	}
	o, err := Check(data)
	if err != nil {
		return nil, err
	}
	if same, err := c.Media.Query().Where(entmedia.Hash(o.Hash)).Only(ctx); err == nil {
		return same, nil
	} else if !ent.IsNotFound(err) {
		return nil, err
	}
	// Stored before the row: a row never names a missing file. A file without a row
	// (the transaction failed) is harmless: content-addressed, it is the same next time.
	if err := l.write(ctx, OriginalName(o.Hash, o.Format), o.Bytes, o.Format.ContentType); err != nil {
		// Whatever the store says (down, refused credentials, no bucket), the admin can only
		// try again; the operator reads the cause in the log.
		slog.ErrorContext(ctx, "media: the store refused a file", "file", OriginalName(o.Hash, o.Format), "err", err)
		return nil, &apierr.Error{Code: apierr.Unavailable, Message: "The image could not be stored right now (the image store does not answer): try again in a moment."}
	}
	// The row and the job that makes its widths commit together.
	var m *ent.Media
	err = ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) (err error) {
		m, err = c.Media.Create().SetHash(o.Hash).SetFilename(cleanName(filename)).SetFormat(entmedia.Format(o.Format.Name)).
			SetBytes(int64(len(o.Bytes))).SetWidth(o.Width).SetHeight(o.Height).SetAlt(alt).Save(ctx)
		if err != nil {
			return err
		}
		return l.Queue.InsertTx(ctx, c, VariantsArgs{MediaID: m.ID})
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// write stores a file, giving up a second before the request's own deadline: a store that
// does not answer (its client retrying) is then told as such, not as a request too long.
func (l *Library) write(ctx context.Context, name string, data []byte, contentType string) error {
	if deadline, ok := ctx.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, deadline.Add(-time.Second))
		defer cancel()
	}
	return l.Store.WriteAll(ctx, name, data, &blob.WriterOptions{ContentType: contentType})
}

// cleanName keeps an uploaded file's name (Upload refuses one with a path) for the admin's
// eyes: no control characters, at most 255 bytes. It is never used as a path.
func cleanName(name string) string {
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == unicode.ReplacementChar {
			return -1
		}
		return r
	}, name)
	name = strings.TrimSpace(name)
	if name == "." || name == ".." {
		name = ""
	}
	for len(name) > 255 {
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
	return name
}

// system reads and writes as the server itself, for the jobs and the public list.
func system(ctx context.Context) context.Context {
	return privacy.DecisionContext(ctx, privacy.Allow)
}

// Search is the library as the admin lists it (the media area's readers): the images whose file
// name or alt text holds q, case aside.
func Search(ctx context.Context, c *ent.Client, q string) (*ent.MediaQuery, error) {
	if err := auth.Require(ctx, auth.Media, auth.Read); err != nil {
		return nil, err
	}
	q = strings.TrimSpace(q)
	if utf8.RuneCountInString(q) > validate.MaxSearch {
		return nil, apierr.Invalid("search", "maxLength", fmt.Sprintf("The search is longer than %d characters.", validate.MaxSearch))
	}
	query := c.Media.Query()
	if q != "" {
		query = query.Where(entmedia.Or(entmedia.FilenameContainsFold(q), entmedia.AltContainsFold(q)))
	}
	return query, nil
}
