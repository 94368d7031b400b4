package sheetstest

import (
	"errors"
	"os/exec"
	"strings"
	"testing"
)

// TestDecide: a program found is used whatever CI says; a missing one is
// skipped on a developer's machine and fails in CI (issue 19, item 9), and
// the sentence names the program and what to install.
func TestDecide(t *testing.T) {
	missing := &exec.Error{Name: "pdftotext", Err: exec.ErrNotFound}
	for _, c := range []struct {
		name    string
		lookErr error
		ci      string
		want    Verdict
		says    string
	}{
		{"found, not in CI", nil, "", Use, ""},
		{"found, in CI", nil, "true", Use, ""},
		{"missing, CI unset", missing, "", Skip, "pdftotext is not installed (apt-get install poppler-utils qpdf; .ci/run does): the PDF is not read back"},
		{"missing, CI false", missing, "false", Skip, "the PDF is not read back"},
		{"missing, CI 0", missing, "0", Skip, "the PDF is not read back"},
		{"missing, CI true", missing, "true", Fail, "pdftotext is not installed (apt-get install poppler-utils qpdf; .ci/run does), and CI is set: the PDF must be read back"},
		{"missing, CI 1", missing, "1", Fail, "CI is set"},
		{"missing, CI TRUE", missing, " TRUE ", Fail, "CI is set"},
		{"any lookup error, in CI", errors.New("permission denied"), "yes", Fail, "CI is set"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, why := Decide("pdftotext", c.lookErr, c.ci)
			if got != c.want || !strings.Contains(why, c.says) || (c.says == "") != (why == "") {
				t.Errorf("Decide(pdftotext, %v, %q) = %v, %q; want %v saying %q", c.lookErr, c.ci, got, why, c.want, c.says)
			}
		})
	}
}
