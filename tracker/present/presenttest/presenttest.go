// Package presenttest holds what the tests of each system's view
// (tracker/present/crtview, dsiiview, ffotview) share: rows and cells read
// back as plain text, and a unit's row found by its label.
package presenttest

import (
	"strings"
	"testing"

	"ogretable/tracker/present"
)

// RowsText returns rows as plain text, one a line.
func RowsText(rows []present.Row) string {
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = r.Text()
	}
	return strings.Join(lines, "\n")
}

// RowOf returns the unit row of label, failing t when rows have none.
func RowOf(t *testing.T, rows []present.Row, label string) present.Row {
	t.Helper()
	for _, r := range rows {
		if r.Kind == present.RowUnit && r.Label == label {
			return r
		}
	}
	t.Fatalf("no row for %s in:\n%s", label, RowsText(rows))
	return present.Row{}
}

// CellsText returns cells' text run together, as a line shows them.
func CellsText(cells []present.Cell) string {
	var b strings.Builder
	for _, c := range cells {
		b.WriteString(c.Text)
	}
	return b.String()
}
