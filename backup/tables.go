package backup

import (
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"entgo.io/ent/dialect/sql/schema"
	"entgo.io/ent/schema/field"

	"seoagency/ent/migrate"
)

// skipped are tables whose rows are not worth keeping: the rate limits' counters are
// rebuilt by the next requests; the record of backup runs tells of the archives of the
// site that ran them (and would hold this run as still running). River's job tables are not in ent's schema: queued
// jobs are transient, and the server schedules its periodic ones again at start.
var skipped = map[string]bool{migrate.RateLimitsTable.Name: true, migrate.BackupRunsTable.Name: true}

// Tables are the tables an archive holds, parents before the tables that refer to
// them, so that rows restore in archive order without breaking a foreign key.
func Tables() []*schema.Table {
	var out []*schema.Table
	done := map[string]bool{}
	var visit func(t *schema.Table)
	visit = func(t *schema.Table) {
		if done[t.Name] || skipped[t.Name] {
			return
		}
		done[t.Name] = true
		for _, fk := range t.ForeignKeys {
			if fk.RefTable != t {
				visit(fk.RefTable)
			}
		}
		out = append(out, t)
	}
	for _, t := range migrate.Tables {
		visit(t)
	}
	return out
}

// tableByName finds a table an archive names.
func tableByName(name string) *schema.Table {
	for _, t := range Tables() {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// header is the first line of a table's file: the columns of every row after it.
type header struct {
	Columns []string `json:"columns"`
}

// cell is where one column of a row is scanned, whatever the database: each type is
// written to the archive in one form, so that SQLite and PostgreSQL read each other's.
type cell struct {
	typ field.Type
	i   sql.NullInt64
	f   sql.NullFloat64
	v   sql.NullBool
	s   sql.NullString
	t   sql.NullTime
	b   []byte
}

func newCells(t *schema.Table) ([]*cell, []any) {
	cells := make([]*cell, len(t.Columns))
	dest := make([]any, len(t.Columns))
	for i, c := range t.Columns {
		cells[i] = &cell{typ: c.Type}
		switch cells[i].typ {
		case field.TypeInt, field.TypeInt8, field.TypeInt16, field.TypeInt32, field.TypeInt64,
			field.TypeUint, field.TypeUint8, field.TypeUint16, field.TypeUint32, field.TypeUint64:
			dest[i] = &cells[i].i
		case field.TypeTime:
			dest[i] = &cells[i].t
		case field.TypeBool:
			dest[i] = &cells[i].v
		case field.TypeFloat32, field.TypeFloat64:
			dest[i] = &cells[i].f
		case field.TypeBytes:
			dest[i] = &cells[i].b
		default: // strings, enums, JSON
			dest[i] = &cells[i].s
		}
	}
	return cells, dest
}

// value is the cell as it is written: a number, a string (times in UTC to the
// microsecond, PostgreSQL's precision), base64 for bytes, JSON as itself, or null.
func (c *cell) value() any {
	switch c.typ {
	case field.TypeTime:
		if c.t.Valid {
			return c.t.Time.UTC().Truncate(time.Microsecond).Format(time.RFC3339Nano)
		}
	case field.TypeBytes:
		if c.b != nil {
			return c.b // encoding/json writes base64
		}
	case field.TypeJSON:
		if c.s.Valid {
			return json.RawMessage(c.s.String)
		}
	case field.TypeBool:
		if c.v.Valid {
			return c.v.Bool
		}
	case field.TypeFloat32, field.TypeFloat64:
		if c.f.Valid {
			return c.f.Float64
		}
	case field.TypeString, field.TypeEnum, field.TypeOther, field.TypeUUID:
		if c.s.Valid {
			return c.s.String
		}
	default:
		if c.i.Valid {
			return c.i.Int64
		}
	}
	return nil
}

// parseValue turns an archived value of a column back into what the database is given.
func parseValue(col *schema.Column, raw json.RawMessage) (any, error) {
	if string(raw) == "null" {
		if !col.Nullable {
			return nil, fmt.Errorf("column %s is null but may not be", col.Name)
		}
		return nil, nil
	}
	var s string
	switch col.Type {
	case field.TypeJSON:
		if !json.Valid(raw) {
			return nil, fmt.Errorf("column %s is not JSON", col.Name)
		}
		return string(raw), nil
	case field.TypeString, field.TypeEnum, field.TypeOther, field.TypeUUID, field.TypeTime, field.TypeBytes:
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, fmt.Errorf("column %s is not a string", col.Name)
		}
	case field.TypeBool:
		var b bool
		if err := json.Unmarshal(raw, &b); err != nil {
			return nil, fmt.Errorf("column %s is not true or false", col.Name)
		}
		return b, nil
	case field.TypeFloat32, field.TypeFloat64:
		f, err := strconv.ParseFloat(string(raw), 64)
		if err != nil {
			return nil, fmt.Errorf("column %s is not a number", col.Name)
		}
		return f, nil
	default:
		n, err := strconv.ParseInt(string(raw), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("column %s is not a whole number", col.Name)
		}
		return n, nil
	}
	switch col.Type {
	case field.TypeTime:
		t, err := time.Parse(time.RFC3339Nano, s)
		if err != nil {
			return nil, fmt.Errorf("column %s is not a time", col.Name)
		}
		// In the zone the server writes its own times in: SQLite keeps a time as text,
		// its zone included, and compares the text.
		return t.In(time.Local), nil
	case field.TypeBytes:
		b, err := base64.StdEncoding.DecodeString(s)
		if err != nil {
			return nil, fmt.Errorf("column %s is not base64", col.Name)
		}
		return b, nil
	}
	return s, nil
}
