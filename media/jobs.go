package media

import (
	"context"
	"fmt"
	"image"
	"time"

	"github.com/riverqueue/river"

	"seoagency/ent"
	entmedia "seoagency/ent/media"
	"seoagency/queue/enqueue"
)

// VariantsArgs is the job that makes one image's responsive widths. One job per image.
type VariantsArgs struct {
	MediaID int `json:"media_id"`
}

func (VariantsArgs) Kind() string { return "media_variants" }

func (VariantsArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: enqueue.Images, UniqueOpts: river.UniqueOpts{ByArgs: true}}
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

// SweepArgs is the periodic job that queues the widths of any image left without them
// (its job could not be queued, or the queue lost it).
type SweepArgs struct{}

func (SweepArgs) Kind() string { return "media_sweep" }

// SweepWorker queues the images still without widths a minute after their upload.
type SweepWorker struct {
	river.WorkerDefaults[SweepArgs]
	Client *ent.Client
	Queue  Enqueuer
}

func (w *SweepWorker) Work(ctx context.Context, _ *river.Job[SweepArgs]) error {
	ctx = system(ctx)
	ids, err := w.Client.Media.Query().
		Where(entmedia.WidthsIsNil(), entmedia.CreatedAtLT(time.Now().Add(-time.Minute))).
		Limit(1000).IDs(ctx)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if _, err := w.Queue.Insert(ctx, VariantsArgs{MediaID: id}, nil); err != nil {
			return err
		}
	}
	return nil
}
