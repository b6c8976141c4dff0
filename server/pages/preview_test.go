package pages

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"seoagency/apierr"
)

const answerWithRecords = `{"data":{"a":{"edges":[{"node":{"id":"7","title":"Saved","count":3,"on":true,"note":null,"tags":["x"]}}]},` +
	`"b":{"id":"8","title":"Other"},"c":{"id":"7","title":"Again","big":12345678901234567890}}}`

func fixed(body string) func(string, string) ([]byte, error) {
	return func(string, string) ([]byte, error) { return []byte(body), nil }
}

// Values replace the fields of every object with the id, in the JSON type they replace;
// other objects and fields stay as answered.
func TestEditedKeepsTypesAndOtherRecords(t *testing.T) {
	got, err := edited(fixed(answerWithRecords), "7", map[string]any{
		"title": "<b>New</b>", "count": " 42 ", "on": "false", "note": "now set", "big": "1e3", "absent": "x",
	})("q", "{}")
	if err != nil {
		t.Fatal(err)
	}
	want := `{"data":{"a":{"edges":[{"node":{"count":42,"id":"7","note":"now set","on":false,"tags":["x"],"title":"\u003cb\u003eNew\u003c/b\u003e"}}]},` +
		`"b":{"id":"8","title":"Other"},"c":{"big":1e3,"id":"7","title":"\u003cb\u003eNew\u003c/b\u003e"}}}`
	if string(got) != want {
		t.Errorf("edited:\n%s\nwant\n%s", got, want)
	}
	// An answer without the record is passed on untouched, byte for byte.
	if got, _ := edited(fixed(answerWithRecords), "9", map[string]any{"title": "x"})("q", "{}"); string(got) != answerWithRecords {
		t.Errorf("an answer without the record: %s", got)
	}
	// The numbers of other objects keep every digit.
	if got, _ := edited(fixed(answerWithRecords), "8", map[string]any{"title": "x"})("q", "{}"); !bytes.Contains(got, []byte("12345678901234567890")) {
		t.Errorf("a big number: %s", got)
	}
}

func TestEditedRefusesAValueOfAnotherType(t *testing.T) {
	for field, value := range map[string]any{"count": "forty", "on": "maybe", "title": json.Number("4")} {
		_, err := edited(fixed(answerWithRecords), "7", map[string]any{field: value})("q", "{}")
		if e, ok := apierr.From(err); !ok || e.Code != apierr.Validation || e.Fields[field] == "" {
			t.Errorf("%s = %v: %v", field, value, err)
		}
	}
}

func FuzzEdited(f *testing.F) {
	f.Add(answerWithRecords, "7", "title", "x")
	f.Add(`{"id":"1","n":1}`, "1", "n", "2")
	f.Add(`[{"id":"1","n":[{"id":"1","n":true}]}]`, "1", "n", "true")
	f.Fuzz(func(t *testing.T, answer, id, field, value string) {
		if !json.Valid([]byte(answer)) {
			return
		}
		got, err := edited(fixed(answer), id, map[string]any{field: value})("q", "{}")
		if err != nil {
			if _, ok := apierr.From(err); !ok {
				t.Fatalf("an error that is not the API's: %v", err)
			}
			return
		}
		if !json.Valid(got) {
			t.Fatalf("not JSON: %s", got)
		}
		if !strings.Contains(answer, `"`+id+`"`) && string(got) != answer {
			t.Fatalf("changed without the id: %s", got)
		}
	})
}
