package queue

import (
	"context"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"seoagency/apierr"
	"seoagency/auth"
)

// Job is a job as admins see it on the queue page.
type Job struct {
	ID          int
	Kind        string
	State       rivertype.JobState
	Attempt     int
	MaxAttempts int
	CreatedAt   time.Time
	ScheduledAt time.Time
	AttemptedAt *time.Time
	FinalizedAt *time.Time
	LastError   string
	Args        string
}

func jobOf(r *rivertype.JobRow) *Job {
	j := &Job{ID: int(r.ID), Kind: r.Kind, State: r.State, Attempt: r.Attempt, MaxAttempts: r.MaxAttempts,
		CreatedAt: r.CreatedAt, ScheduledAt: r.ScheduledAt, AttemptedAt: r.AttemptedAt, FinalizedAt: r.FinalizedAt, Args: string(r.EncodedArgs)}
	if n := len(r.Errors); n > 0 {
		j.LastError = r.Errors[n-1].Error
	}
	return j
}

// Jobs lists jobs in the given states, newest first (the system area). after is the cursor a
// previous page returned.
func (q *Queue) Jobs(ctx context.Context, states []rivertype.JobState, first int, after string) ([]*Job, string, error) {
	if err := auth.Require(ctx, auth.System, auth.Read); err != nil {
		return nil, "", err
	}
	if first < 1 || first > 100 {
		return nil, "", apierr.Invalid("first", "range", "first must be between 1 and 100.")
	}
	p := river.NewJobListParams().First(first).OrderBy(river.JobListOrderByID, river.SortOrderDesc)
	if len(states) > 0 {
		p = p.States(states...)
	}
	if after != "" {
		var c river.JobListCursor
		if err := c.UnmarshalText([]byte(after)); err != nil {
			return nil, "", apierr.Invalid("after", "cursor", "after is not a cursor of this list: start from the first page.")
		}
		p = p.After(&c)
	}
	res, err := q.client.JobList(ctx, p)
	if err != nil {
		return nil, "", err
	}
	jobs := make([]*Job, len(res.Jobs))
	for i, r := range res.Jobs {
		jobs[i] = jobOf(r)
	}
	next := ""
	if res.LastCursor != nil && len(res.Jobs) == first {
		b, err := res.LastCursor.MarshalText()
		if err != nil {
			return nil, "", err
		}
		next = string(b)
	}
	return jobs, next, nil
}

// Retry runs a job again now: a failed (discarded) one, or one waiting to retry (the system area).
func (q *Queue) Retry(ctx context.Context, id int) (*Job, error) {
	if err := auth.Require(ctx, auth.System, auth.Write); err != nil {
		return nil, err
	}
	r, err := q.client.JobRetry(ctx, int64(id))
	if IsNotFound(err) {
		return nil, apierr.NotFoundf("No job has the id %d (finished jobs are kept a day, failed ones a month).", id)
	}
	if err != nil {
		return nil, err
	}
	return jobOf(r), nil
}
