package media

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"slices"

	"github.com/gen2brain/webp"
	xdraw "golang.org/x/image/draw"

	"seoagency/apierr"
)

// The limits of an upload, documented in the README and the API reference.
const (
	MaxBytes  = 20 << 20   // 20 MB of file
	MaxPixels = 40_000_000 // 40 megapixels: a 12,000 × 3,333 panorama, or a 7,300 × 5,500 photo
	MaxSide   = 12_000     // pixels on either side
)

// Widths are the responsive widths an image is made in, those below its own width
// (phones at 1×–3×, tablets, laptops, wide screens).
func Widths() []int { return []int{320, 640, 960, 1280, 1920} }

// Quality of the lossy encodings: what the eye does not miss at these widths.
const (
	webpQuality = 78
	jpegQuality = 82
)

// Format is an accepted image format: its ent value, file extension and content type.
type Format struct{ Name, Ext, ContentType string }

var (
	formatJPEG = Format{"jpeg", "jpg", "image/jpeg"}
	formatPNG  = Format{"png", "png", "image/png"}
	formatGIF  = Format{"gif", "gif", "image/gif"}
	formatWebP = Format{"webp", "webp", "image/webp"}
)

// FormatOf is the format of an ent value ("jpeg", …).
func FormatOf(name string) Format {
	for _, f := range []Format{formatJPEG, formatPNG, formatGIF, formatWebP} {
		if f.Name == name {
			return f
		}
	}
	return Format{}
}

// fallback is the format of an image's variants for browsers without WebP: a GIF's
// widths are PNGs (no palette to lose), a WebP's are WebP.
func (f Format) fallback() Format {
	if f == formatGIF {
		return formatPNG
	}
	return f
}

// Original is an upload that passed every check: its pixels and the file that is kept,
// encoded again from the pixels so that nothing else of the upload survives (EXIF, GPS,
// comments, anything appended).
type Original struct {
	Format        Format
	Image         image.Image
	Bytes         []byte
	Hash          string // the first 32 hex digits of the SHA-256 of Bytes
	Width, Height int
}

func refuse(format string, a ...any) error {
	return apierr.Invalid("file", "image", fmt.Sprintf(format, a...))
}

// sniff names the format from the first bytes, never from a name or a declared type.
func sniff(data []byte) (Format, error) {
	switch {
	case len(data) == 0:
		return Format{}, refuse("The file is empty: choose an image file.")
	case bytes.HasPrefix(data, []byte("\xff\xd8\xff")):
		return formatJPEG, nil
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return formatPNG, nil
	case bytes.HasPrefix(data, []byte("GIF87a")), bytes.HasPrefix(data, []byte("GIF89a")):
		return formatGIF, nil
	case len(data) >= 12 && bytes.Equal(data[:4], []byte("RIFF")) && bytes.Equal(data[8:12], []byte("WEBP")):
		return formatWebP, nil
	case looksLikeSVG(data):
		return Format{}, refuse("SVG is not accepted (it can carry scripts): upload a PNG, JPEG, GIF or WebP, or paste the SVG's address into the field.")
	}
	return Format{}, refuse("This file is not an image this site accepts: upload a PNG, JPEG, GIF or WebP.")
}

func looksLikeSVG(data []byte) bool {
	head := bytes.ToLower(data[:min(len(data), 1024)])
	return bytes.Contains(head, []byte("<svg")) || bytes.HasPrefix(bytes.TrimSpace(head), []byte("<?xml"))
}

// markup are the marks of HTML or script in a file; an image that holds them is a
// polyglot, made to be read as a page by whatever sniffs it.
var markup = [][]byte{[]byte("<html"), []byte("<script"), []byte("<svg"), []byte("<!doctype"), []byte("<body"), []byte("<iframe"), []byte("<?php"), []byte("javascript:")}

func hasMarkup(data []byte) bool {
	low := bytes.ToLower(data)
	for _, m := range markup {
		if bytes.Contains(low, m) {
			return true
		}
	}
	return false
}

// Check decodes an upload and keeps its pixels only. It refuses, before decoding, a
// file over MaxBytes, a format other than JPEG, PNG, GIF or WebP and a file with HTML or
// script in it; then what decode refuses.
func Check(data []byte) (*Original, error) {
	if len(data) > MaxBytes {
		return nil, apierr.TooLargef("The file is larger than %d MB: make it smaller and upload it again.", MaxBytes>>20)
	}
	f, err := sniff(data)
	if err != nil {
		return nil, err
	}
	if hasMarkup(data) {
		return nil, refuse("The file holds HTML or script besides an image: save the image again from an image editor and upload that.")
	}
	img, err := decode(f, data)
	if err != nil {
		return nil, err
	}
	if f == formatJPEG {
		img = orient(img, exifOrientation(data))
	}
	b := img.Bounds()
	o := &Original{Format: f, Image: img, Width: b.Dx(), Height: b.Dy()}
	if o.Bytes, err = encode(f, img); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(o.Bytes)
	o.Hash = hex.EncodeToString(sum[:16])
	return o, nil
}

// deepColour: pixels of 16 bits a channel, twice the memory of 8 (a PNG's, decoded to
// 8 bytes a pixel), so such an image may have half the pixels.
func deepColour(m color.Model) bool {
	return m == color.RGBA64Model || m == color.NRGBA64Model || m == color.Gray16Model
}

func checkSize(w, h int) error {
	switch {
	case w <= 0 || h <= 0:
		return refuse("The image has no pixels.")
	case w > MaxSide || h > MaxSide || w*h > MaxPixels:
		return apierr.TooLargef("The image is %d × %d pixels; the limit is %d megapixels and %d pixels a side: make it smaller and upload it again.", w, h, MaxPixels/1_000_000, MaxSide)
	}
	return nil
}

func short(err error) string {
	s := err.Error()
	if len(s) > 80 {
		s = s[:80] + "…"
	}
	return s
}

// codec is a format's two readers: of its header alone, and of its pixels.
func codec(f Format) (func(io.Reader) (image.Config, error), func(io.Reader) (image.Image, error)) {
	switch f {
	case formatJPEG:
		return jpeg.DecodeConfig, jpeg.Decode
	case formatPNG:
		return png.DecodeConfig, png.Decode
	case formatGIF:
		return gif.DecodeConfig, gif.Decode
	}
	return webp.DecodeConfig, webp.Decode
}

// decode reads the whole image (a GIF's first frame), within bounds of time and memory:
// it refuses, before decoding, dimensions over the limits (a decompression bomb declares
// them in its header) and a JPEG that would take too long or too much memory to decode
// (checkScans); then a file that does not decode to its end (a truncated file). Uploads
// and the job that makes an image's widths both decode through it.
func decode(f Format, data []byte) (image.Image, error) {
	readConfig, readPixels := codec(f)
	cfg, err := readConfig(bytes.NewReader(data))
	if err != nil {
		return nil, refuse("The image could not be read (%s): it may be damaged or cut short.", short(err))
	}
	if err := checkSize(cfg.Width, cfg.Height); err != nil {
		return nil, err
	}
	if wide := deepColour(cfg.ColorModel); wide && cfg.Width*cfg.Height > MaxPixels/2 {
		return nil, apierr.TooLargef("The image is %d × %d pixels of 16 bits a channel; the limit at that depth is %d megapixels: save it with 8 bits a channel, or make it smaller.",
			cfg.Width, cfg.Height, MaxPixels/2_000_000)
	}
	if f == formatJPEG {
		if err := checkScans(data); err != nil {
			return nil, err
		}
	}
	img, err := readPixels(bytes.NewReader(data))
	if err != nil {
		return nil, refuse("The image could not be read to its end (%s): it may be damaged or cut short.", short(err))
	}
	return img, nil
}

// encode writes pixels in a format. A GIF is kept as a GIF of its first frame, with
// the palette it was decoded with.
func encode(f Format, img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	var err error
	switch f {
	case formatJPEG:
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: jpegQuality})
	case formatPNG:
		err = (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img)
	case formatGIF:
		err = gif.Encode(&buf, img, nil)
	case formatWebP:
		err = webp.Encode(&buf, img, webp.Options{Quality: webpQuality, Method: 4})
	default:
		err = fmt.Errorf("media: no encoder for %q", f.Name)
	}
	if err != nil {
		return nil, fmt.Errorf("media: encoding %s: %w", f.Name, err)
	}
	return buf.Bytes(), nil
}

// Variant is one responsive width of an image, in one format.
type Variant struct {
	Width int
	Name  string // the file's name in the store
	Type  string // its content type
	Bytes []byte
}

// Variants makes the image's responsive widths: each width of Widths below the image's
// own, in WebP and in the fallback format, and the image's own width in WebP.
func Variants(hash string, f Format, img image.Image) ([]Variant, error) {
	w := img.Bounds().Dx()
	var widths []int
	for _, width := range append(Widths(), w) {
		if width > w || (width == w && w > Widths()[len(Widths())-1]) {
			continue
		}
		widths = append(widths, width)
		if width == w {
			break
		}
	}
	// Largest first, each scaled from the one before: a 12-megapixel photo is read once,
	// not once per width.
	out := make([][]Variant, len(widths))
	src := img
	for i := len(widths) - 1; i >= 0; i-- {
		width := widths[i]
		if width < src.Bounds().Dx() {
			src = resize(src, width)
		}
		formats := []Format{formatWebP}
		if width < w && f.fallback() != formatWebP {
			formats = append(formats, f.fallback())
		}
		for _, vf := range formats {
			data, err := encode(vf, src)
			if err != nil {
				return nil, err
			}
			out[i] = append(out[i], Variant{Width: width, Name: VariantName(hash, width, vf), Type: vf.ContentType, Bytes: data})
		}
	}
	return slices.Concat(out...), nil
}

// resize scales img to width pixels wide, keeping its proportions (Catmull-Rom: sharp,
// without the ringing of Lanczos on flat graphics).
func resize(img image.Image, width int) image.Image {
	b := img.Bounds()
	height := max(1, (b.Dy()*width+b.Dx()/2)/b.Dx())
	dst := image.NewNRGBA(image.Rect(0, 0, width, height))
	xdraw.CatmullRom.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
	return dst
}
