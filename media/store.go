// Package media is the media library: images uploaded once, checked, stripped of their
// metadata, made into responsive widths on the job queue, and served content-addressed.
package media

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gocloud.dev/blob"
	"gocloud.dev/blob/fileblob"
	_ "gocloud.dev/blob/s3blob" // s3:// buckets: AWS S3, Cloudflare R2, MinIO
)

// OpenStore opens where the library's files live (MEDIA_STORE): a directory on local
// disk (the default, created if missing), or a bucket URL such as
// s3://media?endpoint=http://127.0.0.1:9000&region=us-east-1&use_path_style=true,
// whose credentials come from the usual AWS variables (AWS_ACCESS_KEY_ID, …).
func OpenStore(ctx context.Context, where string) (*blob.Bucket, error) {
	if strings.Contains(where, "://") {
		b, err := blob.OpenBucket(ctx, where)
		if err != nil {
			return nil, fmt.Errorf("MEDIA_STORE %q: %w", redact(where), err)
		}
		return b, nil
	}
	dir, err := filepath.Abs(where)
	if err != nil {
		return nil, fmt.Errorf("MEDIA_STORE %q: %w", where, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("MEDIA_STORE: the directory %s cannot be made: %w", dir, err)
	}
	// No sidecar files: a file's type follows from its name, and nothing else is kept.
	b, err := fileblob.OpenBucket(dir, &fileblob.Options{Metadata: fileblob.MetadataDontWrite})
	if err != nil {
		return nil, fmt.Errorf("MEDIA_STORE %s: %w", dir, err)
	}
	return b, nil
}

// redact hides a URL's password, should one be written into it.
func redact(u string) string {
	if at := strings.Index(u, "@"); at > 0 {
		if scheme := strings.Index(u, "://"); scheme > 0 && scheme < at {
			return u[:scheme+3] + "…" + u[at:]
		}
	}
	return u
}
