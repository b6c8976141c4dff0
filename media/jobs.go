package media

import (
	"context"
	"fmt"
	"image"
	"io"
	"regexp"
	"time"

	"github.com/riverqueue/river"
	"gocloud.dev/gcerrors"

	"seoagency/ent"
	entmedia "seoagency/ent/media"
	"seoagency/lifecycle"
	"seoagency/queue"
)

// VariantsArgs is the job that makes one image's responsive widths. One job per image.
type VariantsArgs struct {
	MediaID int `json:"media_id"`
}

func (VariantsArgs) Kind() string { return "media_variants" }

func (VariantsArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: queue.Images, UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// VariantsWorker makes an image's widths from its stored original, stores them and
// records them on its row; the row's change repaints the public pages that show it.
// Run again, it makes the same files (content-addressed) and the same row.
type VariantsWorker struct {
	river.WorkerDefaults[VariantsArgs]
	Library *Library
}

// Timeout bounds one image: a 40-megapixel upload takes a few seconds on one core.
func (w *VariantsWorker) Timeout(*river.Job[VariantsArgs]) time.Duration { return 2 * time.Minute }

func (w *VariantsWorker) Work(ctx context.Context, job *river.Job[VariantsArgs]) error {
	ctx = system(ctx)
	m, err := w.Library.Client.Media.Get(ctx, job.Args.MediaID)
	if ent.IsNotFound(err) {
		return nil // purged from the trash meanwhile: nothing to make
	} else if err != nil {
		return err
	}
	if len(m.Widths) > 0 {
		return nil
	}
	f := FormatOf(m.Format.String())
	data, err := w.Library.Store.ReadAll(ctx, OriginalName(m.Hash, f))
	if err != nil {
		return fmt.Errorf("media: reading %s: %w", OriginalName(m.Hash, f), err)
	}
	img, err := decode(f, data)
	if err != nil {
		return river.JobCancel(fmt.Errorf("media: the stored %s does not decode: %w", OriginalName(m.Hash, f), err))
	}
	widths, err := w.Library.store(ctx, m.Hash, f, img)
	if err != nil {
		return err
	}
	return w.Library.Client.Media.UpdateOne(m).SetWidths(widths).Exec(ctx)
}

// store makes and stores an image's variants; it returns the widths made.
func (l *Library) store(ctx context.Context, hash string, f Format, img image.Image) ([]int, error) {
	vs, err := Variants(hash, f, img)
	if err != nil {
		return nil, err
	}
	var widths []int
	for _, v := range vs {
		if err := l.Store.WriteAll(ctx, v.Name, v.Bytes, nil); err != nil {
			return nil, fmt.Errorf("media: storing %s: %w", v.Name, err)
		}
		if len(widths) == 0 || widths[len(widths)-1] != v.Width {
			widths = append(widths, v.Width)
		}
	}
	return widths, nil
}

// stored is the name of a file the library writes: an original or one of its widths.
var stored = regexp.MustCompile(`^[0-9a-f]{32}(-[0-9]+)?\.(jpg|png|gif|webp)$`)

// ReclaimArgs is the daily job that deletes the files of images purged from the trash.
type ReclaimArgs struct{}

func (ReclaimArgs) Kind() string { return "media_reclaim" }

// ReclaimAfter: a file this much older than any row naming it is an orphan. An upload
// stores its file before its row, so a younger file may be an upload under way.
const ReclaimAfter = time.Hour

// ReclaimWorker deletes the store's files whose image no longer has a row (purged from
// the trash 30 days after its delete). A file named by a row, in the trash too, stays.
type ReclaimWorker struct {
	river.WorkerDefaults[ReclaimArgs]
	Library *Library
}

func (w *ReclaimWorker) Work(ctx context.Context, _ *river.Job[ReclaimArgs]) error {
	ctx = lifecycle.IncludingDeleted(system(ctx))
	old := time.Now().Add(-ReclaimAfter)
	byHash := map[string][]string{}
	it := w.Library.Store.List(nil)
	for {
		obj, err := it.Next(ctx)
		if err == io.EOF {
			break
		} else if err != nil {
			return fmt.Errorf("media: listing the store: %w", err)
		}
		if stored.MatchString(obj.Key) && obj.ModTime.Before(old) { // nothing but the library's own files
			byHash[obj.Key[:32]] = append(byHash[obj.Key[:32]], obj.Key)
		}
	}
	hashes := make([]string, 0, len(byHash))
	for h := range byHash {
		hashes = append(hashes, h)
	}
	for len(hashes) > 0 {
		batch := hashes[:min(len(hashes), 500)]
		hashes = hashes[len(batch):]
		kept, err := w.Library.Client.Media.Query().Where(entmedia.HashIn(batch...)).Select(entmedia.FieldHash).Strings(ctx)
		if err != nil {
			return err
		}
		for _, h := range kept {
			delete(byHash, h)
		}
		for _, h := range batch {
			for _, key := range byHash[h] {
				if err := w.Library.Store.Delete(ctx, key); err != nil && gcerrors.Code(err) != gcerrors.NotFound {
					return fmt.Errorf("media: deleting %s: %w", key, err)
				}
			}
		}
	}
	return nil
}

// PendingJobs are the jobs the library's rows still wait for: images without their widths.
// A restore queues them again, as River's tables are not in backups.
func PendingJobs(ctx context.Context, c *ent.Client) ([]river.JobArgs, error) {
	rows, err := c.Media.Query().Select(entmedia.FieldWidths).All(system(ctx))
	var jobs []river.JobArgs
	for _, m := range rows {
		if len(m.Widths) == 0 {
			jobs = append(jobs, VariantsArgs{MediaID: m.ID})
		}
	}
	return jobs, err
}
