package backup

import (
	"context"
	"io"
	"sort"
	"strings"
	"time"

	"gocloud.dev/blob"
)

const (
	namePrefix = "backup-"
	nameSuffix = ".tar.age"
	nameTime   = "20060102T150405.000Z"
)

// Prune deletes the archives of target past the retention: the newest archive of each
// of the last keepDaily days that have one, and of each of the last keepMonthly
// months, are kept. Files that are not archives by their name are left alone.
func Prune(ctx context.Context, target *blob.Bucket, keepDaily, keepMonthly int) ([]string, error) {
	type archive struct {
		name string
		at   time.Time
	}
	var all []archive
	iter := target.List(&blob.ListOptions{Prefix: namePrefix})
	for {
		obj, err := iter.Next(ctx)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		stamp, ok := strings.CutSuffix(strings.TrimPrefix(obj.Key, namePrefix), nameSuffix)
		if at, err := time.Parse(nameTime, stamp); ok && err == nil {
			all = append(all, archive{obj.Key, at})
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].at.After(all[j].at) })
	keep := map[string]bool{}
	days, months := map[string]bool{}, map[string]bool{}
	for _, a := range all {
		if day := a.at.Format("2006-01-02"); !days[day] && len(days) < keepDaily {
			days[day], keep[a.name] = true, true
		}
		if month := a.at.Format("2006-01"); !months[month] && len(months) < keepMonthly {
			months[month], keep[a.name] = true, true
		}
	}
	var deleted []string
	for _, a := range all {
		if keep[a.name] {
			continue
		}
		if err := target.Delete(ctx, a.name); err != nil {
			return deleted, err
		}
		deleted = append(deleted, a.name)
	}
	return deleted, nil
}
